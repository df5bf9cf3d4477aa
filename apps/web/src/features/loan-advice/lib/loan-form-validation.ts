import { loanProfileSchema } from '@jipsa/contracts';
import { toLoanProfileRequest, type LoanProfileDraft } from '../../../shared/lib/loan-form-request.ts';
import type { LoanForm } from '../../../shared/store/app-store.ts';
import {
  isQuestionAsked,
  LOAN_QUESTIONS,
  loanQuestion,
  questionOfField,
  type LoanFormField,
  type LoanQuestion,
  type LoanQuestionId,
} from './loan-form-questions.ts';

export type LoanFormValidation =
  { ok: true; request: LoanProfileDraft } | { ok: false; questionId: LoanQuestionId; message: string };

const SHAPE = loanProfileSchema.shape;

/**
 * The contract's rule for one field. The API defaults or leaves out five of them for clients that do not send them;
 * the form asks them: the spouse's income, 기초생활수급·차상위·한부모, the owned home's 9억 and the 전자계약 whenever they
 * are asked, and whether the landlord changes on the 잔금일 (ADR 0028).
 */
function fieldSchema(field: LoanFormField) {
  if (field === 'spouseAnnualIncome') return SHAPE.spouseAnnualIncome.unwrap();
  if (field === 'ownershipTransferOnBalanceDay') return SHAPE.ownershipTransferOnBalanceDay.unwrap();
  if (field === 'isLowIncomeOrSingleParent') return SHAPE.isLowIncomeOrSingleParent.unwrap().unwrap();
  if (field === 'isOwnedHomeOver900M') return SHAPE.isOwnedHomeOver900M.unwrap().unwrap();
  if (field === 'isElectronicContract') return SHAPE.isElectronicContract.unwrap().unwrap();
  if (field === 'damagedLeaseDeposit') return SHAPE.damagedLeaseDeposit.unwrap().unwrap();
  if (field === 'lostDepositAmount') return SHAPE.lostDepositAmount.unwrap().unwrap();
  if (field === 'hasLeaseholdRegistration') return SHAPE.hasLeaseholdRegistration.unwrap().unwrap();
  if (field === 'isDecidedFraudVictim') return SHAPE.isDecidedFraudVictim.unwrap().unwrap();
  if (field === 'netAssets') return SHAPE.netAssets.unwrap().unwrap();
  return SHAPE[field];
}

/** The contract's message for a field's value, or null when it passes (null counts as "not answered"). */
function fieldError(field: LoanFormField, value: LoanForm[LoanFormField]): string | null {
  const result = fieldSchema(field).safeParse(value ?? undefined);
  return result.success ? null : (result.error.issues[0]?.message ?? null);
}

/**
 * The first message of the contract's rules for one question's answer, or null when it may be kept
 * (the "다음" button of a field's sheet or step).
 * @example validateLoanQuestion(loanQuestion('age'), { ...form, age: 17 }) // '만 19세부터 이용할 수 있어요.'
 */
export function validateLoanQuestion(question: LoanQuestion, form: LoanForm): string | null {
  for (const field of question.fields) {
    const message = fieldError(field, form[field]);
    if (message !== null) return message;
  }
  return null;
}

/** The questions asked only of some households, each required once it is asked. */
const ASKED_WHEN_THEY_MATTER = [
  'spouseAnnualIncome',
  'isLowIncomeOrSingleParent',
  'isOwnedHomeOver900M',
  'isElectronicContract',
  'damagedLeaseDeposit',
  'lostDepositAmount',
  'hasLeaseholdRegistration',
  'isDecidedFraudVictim',
  'netAssets',
] as const;

const questionIndex = (id: LoanQuestionId) => LOAN_QUESTIONS.findIndex((question) => question.id === id);

/**
 * Checks the whole form with the contract's `loanProfileSchema` before it is sent: either the request
 * body, or the first question (in form order) that is missing or wrong, with the contract's message.
 * @example validateLoanForm(emptyForm) // { ok: false, questionId: 'rentalDeposit', message: '임차보증금을 입력해주세요.' }
 */
export function validateLoanForm(form: LoanForm): LoanFormValidation {
  const request = toLoanProfileRequest(form);
  const problems: { questionId: LoanQuestionId; message: string }[] = [];
  for (const field of ASKED_WHEN_THEY_MATTER) {
    const question = loanQuestion(field);
    if (!isQuestionAsked(question, form)) {
      // An answer kept from before the household changed so that it is no longer asked is not sent.
      if (field !== 'spouseAnnualIncome') delete request[field];
      continue;
    }
    const message = fieldError(field, form[field] ?? null);
    if (message !== null) problems.push({ questionId: question.id, message });
  }
  const transferMessage = fieldError('ownershipTransferOnBalanceDay', form.ownershipTransferOnBalanceDay);
  if (transferMessage !== null)
    problems.push({ questionId: 'ownershipTransferOnBalanceDay', message: transferMessage });
  const parsed = loanProfileSchema.safeParse(request);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = issue.path[0];
      if (typeof field === 'string' && field in form) {
        problems.push({ questionId: questionOfField(field as LoanFormField), message: issue.message });
      }
    }
  }
  const first = problems.sort((a, b) => questionIndex(a.questionId) - questionIndex(b.questionId))[0];
  return first ? { ok: false, ...first } : { ok: true, request };
}
