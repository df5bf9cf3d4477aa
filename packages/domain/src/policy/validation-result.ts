/**
 * What every domain validator returns: either fine, or the first offending field (a dotted path
 * such as `loans.0.gracePeriod`) with a Korean sentence the server can send as a 400 field error.
 */
export type ValidationResult =
  { readonly ok: true } | { readonly ok: false; readonly field: string; readonly reason: string };

/** The one "fine" answer, shared so validators allocate nothing on the happy path. */
export const VALID: ValidationResult = Object.freeze({ ok: true });

/**
 * Builds the failed answer of a validator.
 * @example invalid('annualIncome', '연소득을 입력해주세요.') // { ok: false, field: 'annualIncome', reason: '연소득을 입력해주세요.' }
 */
export function invalid(field: string, reason: string): ValidationResult {
  return { ok: false, field, reason };
}
