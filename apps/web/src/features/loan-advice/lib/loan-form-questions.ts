import { electronicContractPreferenceOn, koreaPolicyDate, lowIncomeOrSingleParentCapMatters } from '@jipsa/domain';
import type { LoanForm } from '../../../shared/store/app-store.ts';

export type LoanFormField = keyof LoanForm;

/** One question of the loan form: a row of /loan-info-entry, a screen of /loan-info-entry-b. */
export type LoanQuestionId =
  | 'rentalDeposit'
  | 'monthlyRent'
  | 'cashOnHand'
  | 'age'
  | 'maritalStatus'
  | 'annualIncome'
  | 'spouseAnnualIncome'
  | 'childStatus'
  | 'isSMEEmployee'
  | 'isLowIncomeOrSingleParent'
  | 'houseOwnershipType'
  | 'isOwnedHomeOver900M'
  | 'isNetAssetOver345M'
  | 'damagedLeaseDeposit'
  | 'lostDepositAmount'
  | 'hasLeaseholdRegistration'
  | 'isDecidedFraudVictim'
  | 'netAssets'
  | 'address'
  | 'exclusiveArea'
  | 'rentHousingType'
  | 'ownershipTransferOnBalanceDay'
  | 'isElectronicContract';

export type LoanQuestion = {
  readonly id: LoanQuestionId;
  /** The form fields one answer fills (the newborn checkbox sits under the children question). */
  readonly fields: readonly LoanFormField[];
  /** Whether /loan-info-entry-b gives it a screen of its own (the area is chosen inside the address step). */
  readonly isStep: boolean;
};

/** Every question in the order both pages ask them (the contract's field order, the address last). */
export const LOAN_QUESTIONS: readonly LoanQuestion[] = [
  { id: 'rentalDeposit', fields: ['rentalDeposit'], isStep: true },
  { id: 'monthlyRent', fields: ['monthlyRent'], isStep: true },
  { id: 'cashOnHand', fields: ['cashOnHand'], isStep: true },
  { id: 'age', fields: ['age'], isStep: true },
  { id: 'maritalStatus', fields: ['maritalStatus'], isStep: true },
  { id: 'annualIncome', fields: ['annualIncome'], isStep: true },
  { id: 'spouseAnnualIncome', fields: ['spouseAnnualIncome'], isStep: true },
  { id: 'childStatus', fields: ['childStatus', 'hasNewborn'], isStep: true },
  { id: 'isSMEEmployee', fields: ['isSMEEmployee'], isStep: true },
  // Only where the 기금's 1.0 %p preference cap can change a rate (issue 47 #2).
  { id: 'isLowIncomeOrSingleParent', fields: ['isLowIncomeOrSingleParent'], isStep: true },
  { id: 'houseOwnershipType', fields: ['houseOwnershipType'], isStep: true },
  // 1주택자 only: a home over 9억 bars every guarantee (issue 47 #9).
  { id: 'isOwnedHomeOver900M', fields: ['isOwnedHomeOver900M'], isStep: true },
  { id: 'isNetAssetOver345M', fields: ['isNetAssetOver345M'], isStep: true },
  // Only for a renter who said a deposit was not returned (the box under 주택 보유): the fund's deposit-damage
  // loans (issue 49 #4, ADR 0044); the 순자산 amount only when the 3.45억 question was 예.
  { id: 'damagedLeaseDeposit', fields: ['damagedLeaseDeposit'], isStep: true },
  { id: 'lostDepositAmount', fields: ['lostDepositAmount'], isStep: true },
  { id: 'hasLeaseholdRegistration', fields: ['hasLeaseholdRegistration'], isStep: true },
  { id: 'isDecidedFraudVictim', fields: ['isDecidedFraudVictim'], isStep: true },
  { id: 'netAssets', fields: ['netAssets'], isStep: true },
  { id: 'address', fields: ['buildingName', 'districtCode', 'dongName', 'jibun', 'exclusiveArea'], isStep: true },
  { id: 'exclusiveArea', fields: ['exclusiveArea'], isStep: false },
  { id: 'rentHousingType', fields: ['rentHousingType'], isStep: true },
  // The contract, not the person: asked once the home is known (6·27 소유권이전 조건부 전세대출, ADR 0028).
  { id: 'ownershipTransferOnBalanceDay', fields: ['ownershipTransferOnBalanceDay'], isStep: true },
  // While the 기금's 전자계약 preference runs (new applications until 2026-12-31, issue 47 #2).
  { id: 'isElectronicContract', fields: ['isElectronicContract'], isStep: true },
];

const QUESTIONS_BY_ID = new Map(LOAN_QUESTIONS.map((question) => [question.id, question]));

export function loanQuestion(id: LoanQuestionId): LoanQuestion {
  const question = QUESTIONS_BY_ID.get(id);
  if (!question) throw new Error(`Unknown loan question: ${id}`);
  return question;
}

/**
 * Whether the question applies to this person on this day: the spouse's income only once the person said they are
 * not single (docs/screens.md "Spouse income only when not SINGLE"); the 전자계약 only while its preference runs.
 * @example isQuestionAsked(loanQuestion('spouseAnnualIncome'), { ...form, maritalStatus: 'SINGLE' }) // false
 */
export function isQuestionAsked(question: LoanQuestion, form: LoanForm, now: Date = new Date()): boolean {
  if (question.id === 'spouseAnnualIncome') return form.maritalStatus !== null && form.maritalStatus !== 'SINGLE';
  if (question.id === 'isLowIncomeOrSingleParent') return lowIncomeOrSingleParentAsked(form, now);
  if (question.id === 'isOwnedHomeOver900M') return form.houseOwnershipType === 'SINGLE_HOUSE';
  if (question.id === 'isElectronicContract') return electronicContractPreferenceOn(koreaPolicyDate(now));
  if (DEPOSIT_DAMAGE_QUESTIONS.has(question.id)) {
    if (!reportsLostDeposit(form)) return false;
    return question.id !== 'netAssets' || form.isNetAssetOver345M === true;
  }
  return true;
}

const DEPOSIT_DAMAGE_QUESTIONS: ReadonlySet<LoanQuestionId> = new Set([
  'damagedLeaseDeposit',
  'lostDepositAmount',
  'hasLeaseholdRegistration',
  'isDecidedFraudVictim',
  'netAssets',
]);

/**
 * Whether the renter ticked "보증금을 돌려받지 못한 집이 있어요": the lost lease's deposit is then asked (null until
 * answered); never ticked, it stays undefined and nothing about it is asked or sent.
 */
export function reportsLostDeposit(form: LoanForm): boolean {
  return form.damagedLeaseDeposit !== undefined;
}

/** What unticking the box clears: every deposit-damage answer. */
export const NO_LOST_DEPOSIT: Partial<LoanForm> = {
  damagedLeaseDeposit: undefined,
  lostDepositAmount: undefined,
  hasLeaseholdRegistration: undefined,
  isDecidedFraudVictim: undefined,
  netAssets: undefined,
};

/** What ticking the box opens: the questions, unanswered. */
export const LOST_DEPOSIT_QUESTIONS_OPEN: Partial<LoanForm> = {
  damagedLeaseDeposit: null,
  lostDepositAmount: null,
  hasLeaseholdRegistration: null,
  isDecidedFraudVictim: null,
  netAssets: null,
};

/** 기초생활수급·차상위·한부모 once the answers that decide the preferences are in and the cap can matter. */
function lowIncomeOrSingleParentAsked(form: LoanForm, now: Date): boolean {
  const { childStatus, hasNewborn, isSMEEmployee, age, maritalStatus, isElectronicContract } = form;
  if (childStatus === null || isSMEEmployee === null || age === null || maritalStatus === null) return false;
  return lowIncomeOrSingleParentCapMatters(
    { childStatus, hasNewborn: hasNewborn ?? false, isSMEEmployee, age, maritalStatus, isElectronicContract },
    koreaPolicyDate(now),
  );
}

/** Every field of the question has a value (defaults count as answers). */
export function isQuestionAnswered(question: LoanQuestion, form: LoanForm): boolean {
  return question.fields.every((field) => form[field] !== null);
}

/** The rows of /loan-info-entry for this person. */
export function askedQuestions(form: LoanForm): LoanQuestion[] {
  return LOAN_QUESTIONS.filter((question) => isQuestionAsked(question, form));
}

/** The screens of /loan-info-entry-b for this person. */
export function askedSteps(form: LoanForm): LoanQuestion[] {
  return askedQuestions(form).filter((question) => question.isStep);
}

/**
 * The question to open after `current` was answered: the next unanswered one below it, else the first
 * unanswered one above it, else null (everything is answered).
 * @example nextEmptyQuestion(form, 'monthlyRent') // 'cashOnHand' when the cash is still empty
 */
export function nextEmptyQuestion(form: LoanForm, current: LoanQuestionId): LoanQuestionId | null {
  const questions = askedQuestions(form);
  const index = questions.findIndex((question) => question.id === current);
  const ordered = index === -1 ? questions : [...questions.slice(index + 1), ...questions.slice(0, index)];
  return ordered.find((question) => !isQuestionAnswered(question, form))?.id ?? null;
}

/** The question that asks for a field: the one asking for it alone, else the first that includes it. */
export function questionOfField(field: LoanFormField): LoanQuestionId {
  const question =
    LOAN_QUESTIONS.find((candidate) => candidate.fields.length === 1 && candidate.fields[0] === field) ??
    LOAN_QUESTIONS.find((candidate) => candidate.fields.includes(field));
  if (!question) throw new Error(`No question asks for ${field}`);
  return question.id;
}

/**
 * The answer to keep for a question: `changes`, with a blank 월세 read as 0. The 월세 step says "전세라면 0원이에요"
 * over a "0" placeholder, so a 전세 renter who leaves it blank and taps "다음" has answered 0, not nothing (issue 50).
 * @example blankAnswerAsZero('monthlyRent', { ...form, monthlyRent: null }, {}) // { monthlyRent: 0 }
 */
export function blankAnswerAsZero(
  questionId: LoanQuestionId,
  answered: LoanForm,
  changes: Partial<LoanForm>,
): Partial<LoanForm> {
  return questionId === 'monthlyRent' && answered.monthlyRent === null ? { ...changes, monthlyRent: 0 } : changes;
}
