import { formatWon } from '../money/format-won.ts';
import { invalid, VALID, type ValidationResult } from '../policy/validation-result.ts';
import { MAX_LOAN_AMOUNT } from '../repayment/repayment-limits.ts';

/**
 * An annual income must be a whole, positive amount of 원: DTI and DSR divide by it.
 * @example validateAnnualIncome(0) // { ok: false, field: 'annualIncome', reason: '연소득을 입력해주세요.' }
 */
export function validateAnnualIncome(annualIncome: number): ValidationResult {
  if (!Number.isSafeInteger(annualIncome) || annualIncome <= 0)
    return invalid('annualIncome', '연소득을 입력해주세요.');
  if (annualIncome > MAX_LOAN_AMOUNT)
    return invalid('annualIncome', `연소득은 ${formatWon(MAX_LOAN_AMOUNT)} 이하로 입력해주세요.`);
  return VALID;
}
