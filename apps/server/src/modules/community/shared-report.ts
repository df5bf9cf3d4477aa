import type { SharedReport } from '@jipsa/contracts';
import { INELIGIBILITY_REASON_LABELS, type LoanAdvice } from '@jipsa/domain';

/**
 * What readers of a post see of its attached report (issue 11): the product, rate, limit, loan, monthly and
 * one-off costs and the other products with the rules they failed by name. The recommendation reason and the
 * not-eligible sentences quote the author's income, cash and age, so they stay with the author's own report.
 * @example sharedReportOf(postId, report).otherProducts[0].notEligibleRules // ['소득 기준']
 */
export function sharedReportOf(postId: string, report: LoanAdvice): SharedReport {
  return {
    postId,
    policyDate: report.policyDate,
    hasEligibleProduct: report.hasEligibleProduct,
    loanProductCode: report.loanProductCode,
    loanProductName: report.loanProductName,
    institution: report.institution,
    expectedLoanRate: report.expectedLoanRate,
    possibleLoanLimit: report.possibleLoanLimit,
    isEstimate: report.isEstimate,
    loanAmount: report.loanAmount,
    monthlyInterestCost: report.monthlyInterestCost,
    monthlyRent: report.monthlyRent,
    totalLivingCost: report.totalLivingCost,
    guaranteeInsuranceFee: report.guaranteeInsuranceFee,
    stampDuty: report.stampDuty,
    otherProducts: report.recommendedProducts
      .filter((product) => product.loanProductCode !== report.loanProductCode)
      .map((product) => ({
        loanProductCode: product.loanProductCode,
        loanProductName: product.loanProductName,
        institution: product.institution,
        eligible: product.eligible,
        possibleLoanLimit: product.possibleLoanLimit,
        expectedLoanRate: product.expectedLoanRate,
        notEligibleRules: [
          ...new Set((product.notEligibleReasonCodes ?? []).map((code) => INELIGIBILITY_REASON_LABELS[code])),
        ],
        isEstimate: product.isEstimate,
      })),
  };
}
