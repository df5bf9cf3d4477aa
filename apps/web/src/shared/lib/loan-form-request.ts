import type { LoanProfileRequestInput } from '@jipsa/contracts';
import type { LoanForm } from '../store/app-store.ts';

/** The form's answers as the loan-advice request: unanswered fields are left out, not sent as null. */
export type LoanProfileDraft = Partial<LoanProfileRequestInput>;

/**
 * The body of `POST /api/v1/loanAdvice` from the form: unanswered fields are left out (so the contract
 * names what is missing), and the spouse's income only goes with a person who is not single.
 * @example toLoanProfileRequest({ ...form, maritalStatus: 'SINGLE', spouseAnnualIncome: 30_000_000 }).spouseAnnualIncome // undefined
 */
export function toLoanProfileRequest(form: LoanForm): LoanProfileDraft {
  const request: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(form)) {
    if (value !== null) request[field] = value;
  }
  if (form.maritalStatus === null || form.maritalStatus === 'SINGLE') delete request.spouseAnnualIncome;
  return request as LoanProfileDraft;
}
