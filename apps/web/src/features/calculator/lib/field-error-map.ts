import type { FieldError } from '@jipsa/contracts';

/** Korean messages by field path ('loanAmount', 'loans.0.term' …); the first message per field wins. */
export type FieldErrorMap = Readonly<Record<string, string>>;

type Issue = { readonly path: readonly PropertyKey[]; readonly message: string };

/**
 * Field errors of a failed call (`ApiError.fieldErrors`) or of a zod check (`error.issues`), keyed
 * by the dotted path the server uses.
 * @example fieldErrorMap([{ field: 'loanTerm', message: '총 대출 기간을 입력해주세요.' }]) // { loanTerm: '총 대출 기간을 입력해주세요.' }
 */
export function fieldErrorMap(errors: readonly (FieldError | Issue)[]): FieldErrorMap {
  const map: Record<string, string> = {};
  for (const error of errors) {
    const field = 'field' in error ? error.field : error.path.map(String).join('.');
    map[field] ??= error.message;
  }
  return map;
}
