import { describe, expect, it, vi } from 'vitest';
import { LOAN_FORM_DEFAULTS } from '../../../shared/store/app-store.ts';
import { COMPLETE_LOAN_FORM } from '../../../testing/loan-form-test-forms.ts';
import { loanQuestion } from './loan-form-questions.ts';
import { validateLoanForm, validateLoanQuestion } from './loan-form-validation.ts';

describe('validateLoanForm', () => {
  it('빈 폼은 폼 순서의 첫 질문인 보증금을 계약의 문구로 가리켜요', () => {
    expect(validateLoanForm(LOAN_FORM_DEFAULTS)).toEqual({
      ok: false,
      questionId: 'rentalDeposit',
      message: '임차보증금을 입력해주세요.',
    });
  });

  it('여러 곳이 비어 있으면 폼에서 가장 앞의 질문을 가리켜요', () => {
    const result = validateLoanForm({ ...COMPLETE_LOAN_FORM, isSMEEmployee: null, age: null });
    expect(result).toMatchObject({ ok: false, questionId: 'age', message: '만 나이를 입력해주세요.' });
  });

  it('집에 관한 질문이 비어 있으면 제출하지 않고 처음 빈 질문을 가리켜요 (issue 11)', () => {
    const noHouse = { ...COMPLETE_LOAN_FORM, houseOwnershipType: null, districtCode: null, dongName: null };
    expect(validateLoanForm(noHouse)).toMatchObject({
      ok: false,
      questionId: 'houseOwnershipType',
      message: '주택을 가지고 있는지 골라주세요.',
    });
    expect(validateLoanForm({ ...COMPLETE_LOAN_FORM, districtCode: null })).toMatchObject({
      ok: false,
      questionId: 'address',
    });
  });

  it('잔금일에 집주인이 바뀌는지 답하지 않으면 제출하지 않아요 (API는 모르겠어요로 받지만 폼은 물어요, ADR 0028)', () => {
    expect(validateLoanForm({ ...COMPLETE_LOAN_FORM, ownershipTransferOnBalanceDay: null })).toEqual({
      ok: false,
      questionId: 'ownershipTransferOnBalanceDay',
      message: '잔금일에 집주인이 바뀌는지 골라주세요.',
    });
    const answered = validateLoanForm({ ...COMPLETE_LOAN_FORM, ownershipTransferOnBalanceDay: 'UNKNOWN' });
    expect(answered.ok && answered.request.ownershipTransferOnBalanceDay).toBe('UNKNOWN');
  });

  it('우대금리 상한이 금리를 바꿀 수 있는 가구에만 기초생활수급·차상위·한부모를 묻고, 물었으면 답해야 보내요 (issue 47 #2)', () => {
    const twoChildren = { ...COMPLETE_LOAN_FORM, maritalStatus: 'MARRIED' as const, spouseAnnualIncome: 0 };
    expect(validateLoanForm({ ...twoChildren, childStatus: 'TWO_CHILD' })).toEqual({
      ok: false,
      questionId: 'isLowIncomeOrSingleParent',
      message: '기초생활수급·차상위계층·한부모 가구인지 골라주세요.',
    });
    const answered = validateLoanForm({ ...twoChildren, childStatus: 'TWO_CHILD', isLowIncomeOrSingleParent: true });
    expect(answered.ok && answered.request.isLowIncomeOrSingleParent).toBe(true);
    // One child: 0.3 + 0.2 never passes 0.5, so it is not asked, and an answer kept from before is not sent.
    const oneChild = validateLoanForm({ ...twoChildren, childStatus: 'ONE_CHILD', isLowIncomeOrSingleParent: true });
    expect(oneChild.ok).toBe(true);
    expect(oneChild.ok && oneChild.request).not.toHaveProperty('isLowIncomeOrSingleParent');
  });

  it('1주택자에게만 가진 집의 시가가 9억원을 넘는지 묻고, 물었으면 답해야 보내요 (issue 47 #9)', () => {
    const owner = { ...COMPLETE_LOAN_FORM, houseOwnershipType: 'SINGLE_HOUSE' as const };
    expect(validateLoanForm(owner)).toEqual({
      ok: false,
      questionId: 'isOwnedHomeOver900M',
      message: '가진 집의 시가가 9억원을 넘는지 골라주세요.',
    });
    const answered = validateLoanForm({ ...owner, isOwnedHomeOver900M: false });
    expect(answered.ok && answered.request.isOwnedHomeOver900M).toBe(false);
    const renter = validateLoanForm({ ...COMPLETE_LOAN_FORM, isOwnedHomeOver900M: true });
    expect(renter.ok && renter.request).not.toHaveProperty('isOwnedHomeOver900M');
  });

  it('미혼이 아니면 배우자 연소득이 필요해요', () => {
    const married = { ...COMPLETE_LOAN_FORM, maritalStatus: 'NEWLY_MARRIED' as const };
    expect(validateLoanForm(married)).toMatchObject({ ok: false, questionId: 'spouseAnnualIncome' });
    expect(validateLoanForm({ ...married, spouseAnnualIncome: 30_000_000 })).toMatchObject({ ok: true });
  });

  it('전자계약은 우대가 남아 있는 동안 답해야 보내고, 끝난 뒤에는 남은 답을 보내지 않아요 (issue 47 #2)', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(new Date('2026-12-31T03:00:00Z'));
      expect(validateLoanForm({ ...COMPLETE_LOAN_FORM, isElectronicContract: null })).toEqual({
        ok: false,
        questionId: 'isElectronicContract',
        message: '부동산 전자계약으로 계약하는지 골라주세요.',
      });
      const answered = validateLoanForm({ ...COMPLETE_LOAN_FORM, isElectronicContract: true });
      expect(answered.ok && answered.request.isElectronicContract).toBe(true);
      vi.setSystemTime(new Date('2027-01-01T03:00:00Z'));
      const after = validateLoanForm({ ...COMPLETE_LOAN_FORM, isElectronicContract: true });
      expect(after.ok && after.request).not.toHaveProperty('isElectronicContract');
    } finally {
      vi.useRealTimers();
    }
  });

  it('다 채운 폼은 요청 본문이 되고, 미혼의 배우자 소득은 보내지 않아요', () => {
    const result = validateLoanForm({ ...COMPLETE_LOAN_FORM, spouseAnnualIncome: 10_000_000 });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.request).toMatchObject({ rentalDeposit: 250_000_000, age: 31, districtCode: '1168010100' });
    expect(result.request).not.toHaveProperty('spouseAnnualIncome');
  });

  it('잘못된 법정동 코드는 주소 질문으로 보내요', () => {
    expect(validateLoanForm({ ...COMPLETE_LOAN_FORM, districtCode: '11680' })).toMatchObject({
      ok: false,
      questionId: 'address',
    });
  });

  it('동네까지만 고른 주소(번지 없음)는 통과해요', () => {
    expect(validateLoanForm({ ...COMPLETE_LOAN_FORM, jibun: '' })).toMatchObject({ ok: true });
  });
});

describe('validateLoanQuestion', () => {
  it('한 질문의 답을 계약의 규칙으로 검사해요', () => {
    expect(validateLoanQuestion(loanQuestion('age'), { ...COMPLETE_LOAN_FORM, age: 17 })).toBe(
      '만 19세부터 이용할 수 있어요.',
    );
    expect(validateLoanQuestion(loanQuestion('age'), COMPLETE_LOAN_FORM)).toBeNull();
    expect(validateLoanQuestion(loanQuestion('monthlyRent'), { ...COMPLETE_LOAN_FORM, monthlyRent: null })).toBe(
      '월세를 입력해주세요. 없으면 0원이에요.',
    );
    expect(
      validateLoanQuestion(loanQuestion('spouseAnnualIncome'), { ...COMPLETE_LOAN_FORM, spouseAnnualIncome: null }),
    ).toBe('배우자 연소득을 입력해주세요. 없으면 0원이에요.');
  });
});
