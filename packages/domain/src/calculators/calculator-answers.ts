import { checkLegalMaxInterestRate } from '../policy/legal-max-interest-rate.ts';
import type { PolicyDate } from '../policy/policy-date.ts';
import type { ValidationResult } from '../policy/validation-result.ts';
import { calculateDsr, type DsrResult } from '../regulation/calculate-dsr.ts';
import { calculateDti, type DtiResult } from '../regulation/calculate-dti.ts';
import { calculateLtv, type LtvResult } from '../regulation/calculate-ltv.ts';
import { validateDsrInput, type DsrInput } from '../regulation/validate-dsr-input.ts';
import { validateDtiInput, type DtiInput } from '../regulation/validate-dti-input.ts';
import { validateLtvInput, type LtvInput } from '../regulation/validate-ltv-input.ts';
import { buildRepaymentSchedule } from '../repayment/build-repayment-schedule.ts';
import type { RepaymentInput, RepaymentSchedule } from '../repayment/repayment-input.ts';
import { validateRepaymentInput } from '../repayment/validate-repayment-input.ts';

/** A calculator's answer: the result, or the first field it refuses and why (the server's 400, word for word). */
export type CalculatorAnswer<Result> =
  | { readonly ok: true; readonly result: Result }
  | { readonly ok: false; readonly field: string; readonly reason: string };

const answer = <Result>(check: ValidationResult, calculate: () => Result): CalculatorAnswer<Result> =>
  check.ok ? { ok: true, result: calculate() } : check;

// The four calculators as the API answers them (docs/api.md "Calculators"), in one place for the server and for the
// browser offline (issue 10): the engine's own check first, so input the schema let through is refused by field.

export const answerLtv = (input: LtvInput): CalculatorAnswer<LtvResult> =>
  answer(validateLtvInput(input), () => calculateLtv(input));

export const answerDti = (input: DtiInput): CalculatorAnswer<DtiResult> =>
  answer(validateDtiInput(input), () => calculateDti(input));

export const answerDsr = (input: DsrInput): CalculatorAnswer<DsrResult> =>
  answer(validateDsrInput(input), () => calculateDsr(input));

/** A schedule does not depend on the rules in force; only the 법정 최고금리 reads the policy date. */
export function answerRepayment(input: RepaymentInput, policyDate: PolicyDate): CalculatorAnswer<RepaymentSchedule> {
  const check = validateRepaymentInput(input);
  if (!check.ok) return check;
  const rate = checkLegalMaxInterestRate('interestRatePercentage', input.interestRatePercentage, policyDate);
  return answer(rate, () => buildRepaymentSchedule(input));
}
