import type { RepaymentInput, RepaymentSchedule, RepaymentScheduleRow } from './repayment-input.ts';
import { validateRepaymentInput } from './validate-repayment-input.ts';
import { walkRepaymentSchedule } from './walk-repayment-schedule.ts';

/**
 * The full repayment schedule of a loan, one row per month (grace months included), with totals.
 * Rounding (docs/domain-rules.md §1): monthly interest 원 미만 절사; the 원리금균등 payment rounded
 * half-up; the last instalment pays whatever balance is left, so Σ principal = principal.
 * @throws RangeError with the Korean reason when `validateRepaymentInput` rejects the input.
 * @example
 * buildRepaymentSchedule({ principal: 1_200_000, interestRatePercentage: 12, term: 3, repaymentType: 'EQUAL_PRINCIPAL' })
 * // schedule: 400,000 + 12,000 · 400,000 + 8,000 · 400,000 + 4,000; totalInterest 24,000
 */
export function buildRepaymentSchedule(input: RepaymentInput): RepaymentSchedule {
  const check = validateRepaymentInput(input);
  if (!check.ok) throw new RangeError(check.reason);
  const schedule: RepaymentScheduleRow[] = [];
  const totals = walkRepaymentSchedule(
    input,
    (installmentNumber, principalPayment, interestPayment, remainingPrincipal) => {
      schedule.push({
        installmentNumber,
        principalPayment,
        interestPayment,
        totalPayment: principalPayment + interestPayment,
        remainingPrincipal,
      });
    },
  );
  return { schedule, ...totals };
}
