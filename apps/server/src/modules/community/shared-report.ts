import type { SharedReport } from '@jipsa/contracts';
import {
  adviseLoan,
  INELIGIBILITY_REASON_LABELS,
  roundToUnit,
  type LoanAdvice,
  type LoanAdviceContext,
  type LoanProfile,
  type Won,
} from '@jipsa/domain';

/**
 * The unit a reader sees the author's money in (issue 27). Rounding the figures of the author's report was not
 * enough: limits at 80 % and 90 % of the deposit, a fee on the deposit and a loan of deposit − cash each cut the
 * band in a different place, and together they gave the cash back to 10만원. So the shared view is the report of
 * the author's answers with every amount rounded to this unit, computed afresh: each figure of it is a function
 * of the rounded answers alone, and no input can be solved back to better than its band.
 */
export const SHARED_AMOUNT_UNIT: Won = 1_000_000;

/** The author's answers with every amount of money rounded to {@link SHARED_AMOUNT_UNIT}. */
export function bandedProfile(profile: LoanProfile): LoanProfile {
  const band = (amount: Won) => roundToUnit(amount, SHARED_AMOUNT_UNIT);
  const bandOrKeep = (amount: Won | null | undefined) =>
    amount === null || amount === undefined ? amount : band(amount);
  const banded: LoanProfile = {
    ...profile,
    rentalDeposit: band(profile.rentalDeposit),
    cashOnHand: Math.min(band(profile.cashOnHand), band(profile.rentalDeposit)),
    annualIncome: band(profile.annualIncome),
    spouseAnnualIncome: band(profile.spouseAnnualIncome),
  };
  const housePrice = bandOrKeep(profile.housePrice);
  const officialPrice = bandOrKeep(profile.officialPrice);
  const priorLiens = bandOrKeep(profile.priorLiens);
  return {
    ...banded,
    ...(housePrice === undefined ? {} : { housePrice }),
    ...(officialPrice === undefined ? {} : { officialPrice }),
    ...(priorLiens === undefined ? {} : { priorLiens }),
  };
}

/**
 * What readers of a post see of its attached report (issues 11, 27): the product, rate, limit, loan, monthly and
 * one-off costs and the other products with the rules they failed by name, computed on the author's banded
 * answers ({@link bandedProfile}) under the report's rules and market rates, with the author's product kept when
 * it is still open to them. The recommendation reason and the not-eligible sentences quote the author's income,
 * cash and age, so they stay with the author's own report.
 * @example sharedReportOf(postId, report, profile, context).loanAmount % 1_000_000 // 0 (when cash is the limit)
 */
export function sharedReportOf(
  postId: string,
  report: LoanAdvice,
  profile: LoanProfile,
  context: LoanAdviceContext,
): SharedReport {
  const advice = adviseLoan(bandedProfile(profile), {
    ...context,
    ...(report.loanProductCode === null ? {} : { productCode: report.loanProductCode }),
  });
  return {
    postId,
    policyDate: advice.policyDate,
    amountUnit: SHARED_AMOUNT_UNIT,
    hasEligibleProduct: advice.hasEligibleProduct,
    loanProductCode: advice.loanProductCode,
    loanProductName: advice.loanProductName,
    institution: advice.institution,
    expectedLoanRate: advice.expectedLoanRate,
    possibleLoanLimit: advice.possibleLoanLimit,
    isEstimate: advice.isEstimate,
    loanAmount: advice.loanAmount,
    monthlyInterestCost: advice.monthlyInterestCost,
    monthlyRent: advice.monthlyRent,
    totalLivingCost: advice.totalLivingCost,
    guaranteeInsuranceFee: advice.guaranteeInsuranceFee,
    stampDuty: advice.stampDuty,
    otherProducts: advice.recommendedProducts
      .filter((product) => product.loanProductCode !== advice.loanProductCode)
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
