import type { Won } from '../money/won.ts';
import type { PolicyDate } from '../policy/policy-date.ts';
import { repaymentTotals } from '../repayment/repayment-totals.ts';
import { DTI_REFERENCE_LIMITS, type DtiReferenceLimit } from './dti-reference-limits.ts';
import { ratioPercent } from './ratio-percent.ts';
import { validateDtiInput, type DtiInput } from './validate-dti-input.ts';

export type DtiResult = {
  readonly dtiPercent: number;
  readonly annualIncome: Won;
  /** annualRepaymentPrincipal + annualRepaymentInterest of the new mortgage. */
  readonly annualRepaymentAmount: Won;
  readonly annualRepaymentPrincipal: Won;
  readonly annualRepaymentInterest: Won;
  readonly yearlyLoanInterestRepayment: Won;
  readonly referenceLimits: readonly DtiReferenceLimit[];
  readonly policyDate: PolicyDate;
};

/**
 * DTI = (this mortgage's yearly principal + interest + other loans' yearly interest) ÷ income × 100
 * (docs/domain-rules.md §3). The mortgage's yearly figures are its life averages:
 * principal × 12 ÷ term and total schedule interest × 12 ÷ term, each 원 미만 절사.
 * @throws RangeError with the Korean reason when `validateDtiInput` rejects the input.
 * @example
 * calculateDti({ annualIncome: 50_000_000, loanAmount: 120_000_000, interestRate: 5, loanTerm: 120,
 *   repaymentType: 'BULLET', yearlyLoanInterestRepayment: 1_000_000, policyDate: '2025-10-16' })
 * // principal 12,000,000 + interest 6,000,000 + other 1,000,000 = 19,000,000 → dtiPercent 38
 */
export function calculateDti(input: DtiInput): DtiResult {
  const check = validateDtiInput(input);
  if (!check.ok) throw new RangeError(check.reason);
  const { totalInterest } = repaymentTotals({
    principal: input.loanAmount,
    interestRatePercentage: input.interestRate,
    term: input.loanTerm,
    repaymentType: input.repaymentType,
  });
  const annualRepaymentPrincipal = Math.floor((input.loanAmount * 12) / input.loanTerm);
  const annualRepaymentInterest = Math.floor((totalInterest * 12) / input.loanTerm);
  const annualRepaymentAmount = annualRepaymentPrincipal + annualRepaymentInterest;
  return {
    dtiPercent: ratioPercent(annualRepaymentAmount + input.yearlyLoanInterestRepayment, input.annualIncome),
    annualIncome: input.annualIncome,
    annualRepaymentAmount,
    annualRepaymentPrincipal,
    annualRepaymentInterest,
    yearlyLoanInterestRepayment: input.yearlyLoanInterestRepayment,
    referenceLimits: DTI_REFERENCE_LIMITS,
    policyDate: input.policyDate,
  };
}
