import type { PartialLoanProfileRequestInput } from '@jipsa/contracts';
import type { LoanForm } from '../../../shared/store/app-store.ts';
import { LOAN_QUESTIONS, type LoanQuestionId } from './loan-form-questions.ts';

/**
 * The body of `POST /api/v1/loanAdvice/pre-terms` while the form is being filled in: only the answers
 * of questions the person has been through count (a default they have not seen yet is not their answer),
 * the deposit always goes (it came from the deposit page), everything else is null ("unknown").
 * A single person has no spouse income to wait for: it is 0.
 * @example preTermsBody(form, new Set(['rentalDeposit'])) // { rentalDeposit: 250000000, monthlyRent: null, … }
 */
export function preTermsBody(form: LoanForm, answered: ReadonlySet<LoanQuestionId>): PartialLoanProfileRequestInput {
  const body: Record<string, unknown> = {};
  for (const question of LOAN_QUESTIONS) {
    for (const field of question.fields) {
      if (body[field] !== undefined && body[field] !== null) continue;
      body[field] = answered.has(question.id) ? form[field] : null;
    }
  }
  body.rentalDeposit = form.rentalDeposit;
  if (answered.has('maritalStatus') && form.maritalStatus === 'SINGLE') body.spouseAnnualIncome = 0;
  return body as PartialLoanProfileRequestInput;
}
