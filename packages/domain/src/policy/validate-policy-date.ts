import { isPolicyDate } from './policy-date.ts';
import { invalid, VALID, type ValidationResult } from './validation-result.ts';

/**
 * Checks the `policyDate` field of a calculator request.
 * @example validatePolicyDate('2025-10-16') // { ok: true }
 * @example validatePolicyDate('2025-13-01') // { ok: false, field: 'policyDate', reason: '기준일은 2025-10-16 형식의 날짜로 입력해주세요.' }
 */
export function validatePolicyDate(policyDate: string): ValidationResult {
  return isPolicyDate(policyDate) ? VALID : invalid('policyDate', '기준일은 2025-10-16 형식의 날짜로 입력해주세요.');
}
