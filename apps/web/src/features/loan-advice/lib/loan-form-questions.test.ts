import { describe, expect, it } from 'vitest';
import { LOAN_FORM_DEFAULTS } from '../../../shared/store/app-store.ts';
import { COMPLETE_LOAN_FORM } from '../../../testing/loan-form-test-forms.ts';
import {
  askedQuestions,
  askedSteps,
  isQuestionAsked,
  loanQuestion,
  nextEmptyQuestion,
  questionOfField,
} from './loan-form-questions.ts';

const ids = (questions: { id: string }[]) => questions.map((question) => question.id);

describe('askedQuestions', () => {
  it('배우자 연소득은 미혼이 아니라고 답했을 때만 물어요', () => {
    expect(ids(askedQuestions(LOAN_FORM_DEFAULTS))).not.toContain('spouseAnnualIncome');
    expect(ids(askedQuestions({ ...LOAN_FORM_DEFAULTS, maritalStatus: 'SINGLE' }))).not.toContain('spouseAnnualIncome');
    expect(ids(askedQuestions({ ...LOAN_FORM_DEFAULTS, maritalStatus: 'ENGAGED' }))).toContain('spouseAnnualIncome');
  });

  it('부동산 전자계약은 우대가 남은 2026년 12월 31일(한국 날짜)까지만 물어요', () => {
    const asked = (instant: string) =>
      isQuestionAsked(loanQuestion('isElectronicContract'), LOAN_FORM_DEFAULTS, new Date(instant));
    expect(asked('2026-12-31T14:59:59Z')).toBe(true); // 12월 31일 23:59 KST
    expect(asked('2026-12-31T15:00:00Z')).toBe(false); // 1월 1일 0:00 KST
  });

  it('전자계약 우대가 남아 있으면 자녀 1명 가구에도 기초생활수급·차상위·한부모를 물어요 (0.3 + 0.2 + 0.1 > 0.5)', () => {
    const oneChild = { ...COMPLETE_LOAN_FORM, childStatus: 'ONE_CHILD', isElectronicContract: null } as const;
    const question = loanQuestion('isLowIncomeOrSingleParent');
    expect(isQuestionAsked(question, oneChild, new Date('2026-11-29T03:00:00Z'))).toBe(true);
    expect(
      isQuestionAsked(question, { ...oneChild, isElectronicContract: false }, new Date('2026-11-29T03:00:00Z')),
    ).toBe(false);
    expect(isQuestionAsked(question, oneChild, new Date('2027-01-04T03:00:00Z'))).toBe(false);
  });

  it('한 화면에 한 질문인 B 형식은 면적을 주소 단계 안에서 골라 따로 묻지 않아요', () => {
    expect(ids(askedSteps(LOAN_FORM_DEFAULTS))).not.toContain('exclusiveArea');
    expect(ids(askedQuestions(LOAN_FORM_DEFAULTS))).toContain('exclusiveArea');
  });
});

describe('nextEmptyQuestion', () => {
  it('답한 질문 다음의 빈 질문을 열고, 기본값이 있는 질문은 건너뛰어요', () => {
    const form = { ...LOAN_FORM_DEFAULTS, rentalDeposit: 100_000_000, monthlyRent: 0 };
    expect(nextEmptyQuestion(form, 'monthlyRent')).toBe('cashOnHand');
    expect(nextEmptyQuestion({ ...COMPLETE_LOAN_FORM, isSMEEmployee: null }, 'childStatus')).toBe('isSMEEmployee');
  });

  it('뒤에 빈 질문이 없으면 앞의 빈 질문으로, 모두 답했으면 null 이에요', () => {
    expect(nextEmptyQuestion({ ...COMPLETE_LOAN_FORM, age: null }, 'isSMEEmployee')).toBe('age');
    expect(nextEmptyQuestion(COMPLETE_LOAN_FORM, 'isSMEEmployee')).toBeNull();
  });

  it('미혼이 아니라고 답하면 바로 배우자 연소득을 열어요', () => {
    const married = { ...COMPLETE_LOAN_FORM, maritalStatus: 'MARRIED' as const, spouseAnnualIncome: null };
    expect(nextEmptyQuestion(married, 'maritalStatus')).toBe('spouseAnnualIncome');
  });
});

describe('questionOfField', () => {
  it('면적은 면적 질문이, 주소 필드는 주소 질문이 물어요', () => {
    expect(questionOfField('exclusiveArea')).toBe('exclusiveArea');
    expect(questionOfField('jibun')).toBe('address');
    expect(questionOfField('hasNewborn')).toBe('childStatus');
  });
});
