import type { RepaymentInput, RepaymentTotals } from './repayment-input.ts';
import { validateRepaymentInput } from './validate-repayment-input.ts';
import { walkRepaymentSchedule } from './walk-repayment-schedule.ts';

/**
 * The totals of {@link buildRepaymentSchedule} without building the rows (DSR and DTI only need
 * the total interest).
 * @throws RangeError with the Korean reason when `validateRepaymentInput` rejects the input.
 * @example repaymentTotals({ principal: 1_200_000, interestRatePercentage: 12, term: 3, repaymentType: 'BULLET' })
 * // { totalPrincipal: 1_200_000, totalInterest: 36_000, totalPayment: 1_236_000, totalInstallments: 3 }
 */
export function repaymentTotals(input: RepaymentInput): RepaymentTotals {
  const check = validateRepaymentInput(input);
  if (!check.ok) throw new RangeError(check.reason);
  return walkRepaymentSchedule(input);
}
