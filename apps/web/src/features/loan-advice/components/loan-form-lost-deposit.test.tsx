import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { COMPLETE_LOAN_FORM } from '../../../testing/loan-form-test-forms.ts';
import { askedSteps, LOST_DEPOSIT_QUESTIONS_OPEN, NO_LOST_DEPOSIT } from '../lib/loan-form-questions.ts';
import { validateLoanForm } from '../lib/loan-form-validation.ts';
import { LoanFormQuestionEditor } from './loan-form-question-editor.tsx';

// Issue 49 #4: the deposit-damage questions are asked only of a renter who ticks the box under 주택 보유.
afterEach(cleanup);

const opened = { ...COMPLETE_LOAN_FORM, ...LOST_DEPOSIT_QUESTIONS_OPEN };
const answered = {
  ...COMPLETE_LOAN_FORM,
  damagedLeaseDeposit: 300_000_000,
  lostDepositAmount: 100_000_000,
  hasLeaseholdRegistration: true,
  isDecidedFraudVictim: false,
};
const stepIds = (form: typeof COMPLETE_LOAN_FORM) => askedSteps(form).map((question) => question.id);

describe('보증금을 돌려받지 못한 집 (전세피해)', () => {
  it('주택 보유 질문 아래 상자를 누르면 전세피해 질문을 열고, 다시 누르면 답을 모두 지워요', () => {
    const onChange = vi.fn();
    const { rerender } = render(
      <LoanFormQuestionEditor
        questionId="houseOwnershipType"
        form={COMPLETE_LOAN_FORM}
        onChange={onChange}
        onComplete={vi.fn()}
        error={null}
      />,
    );
    const box = screen.getByRole<HTMLInputElement>('checkbox', { name: '전세 보증금을 돌려받지 못한 집이 있어요' });
    expect(box.checked).toBe(false);
    fireEvent.click(box);
    expect(onChange).toHaveBeenLastCalledWith(LOST_DEPOSIT_QUESTIONS_OPEN);

    rerender(
      <LoanFormQuestionEditor
        questionId="houseOwnershipType"
        form={answered}
        onChange={onChange}
        onComplete={vi.fn()}
        error={null}
      />,
    );
    expect(
      screen.getByRole<HTMLInputElement>('checkbox', { name: '전세 보증금을 돌려받지 못한 집이 있어요' }).checked,
    ).toBe(true);
    fireEvent.click(screen.getByRole('checkbox', { name: '전세 보증금을 돌려받지 못한 집이 있어요' }));
    expect(onChange).toHaveBeenLastCalledWith(NO_LOST_DEPOSIT);
  });

  it('상자를 누르지 않은 사람에게는 묻지도 보내지도 않아요', () => {
    expect(stepIds(COMPLETE_LOAN_FORM)).not.toContain('damagedLeaseDeposit');
    const result = validateLoanForm(COMPLETE_LOAN_FORM);
    expect(result.ok).toBe(true);
    if (result.ok) expect(result.request).not.toHaveProperty('damagedLeaseDeposit');
  });

  it('상자를 누르면 보증금·돌려받지 못한 금액·임차권등기·피해자 결정을 묻고, 순자산 금액은 3억 4,500만원을 넘을 때만 물어요', () => {
    expect(stepIds(opened)).toEqual(
      expect.arrayContaining([
        'damagedLeaseDeposit',
        'lostDepositAmount',
        'hasLeaseholdRegistration',
        'isDecidedFraudVictim',
      ]),
    );
    expect(stepIds(opened)).not.toContain('netAssets');
    expect(stepIds({ ...opened, isNetAssetOver345M: true })).toContain('netAssets');
    expect(validateLoanForm(opened)).toEqual({
      ok: false,
      questionId: 'damagedLeaseDeposit',
      message: '돌려받지 못한 집의 보증금을 입력해주세요.',
    });
  });

  it('돌려받지 못한 금액이 그 집의 보증금보다 크면 계약의 문구로 그 질문을 가리켜요', () => {
    expect(validateLoanForm({ ...answered, lostDepositAmount: 300_000_001 })).toEqual({
      ok: false,
      questionId: 'lostDepositAmount',
      message: '돌려받지 못한 금액은 그 집의 보증금보다 클 수 없어요.',
    });
  });

  it('다 답하면 요청에 전세피해 답이 실려요', () => {
    const result = validateLoanForm(answered);
    expect(result.ok).toBe(true);
    if (result.ok) {
      expect(result.request).toMatchObject({
        damagedLeaseDeposit: 300_000_000,
        lostDepositAmount: 100_000_000,
        hasLeaseholdRegistration: true,
        isDecidedFraudVictim: false,
      });
      expect(result.request).not.toHaveProperty('netAssets');
    }
  });
});
