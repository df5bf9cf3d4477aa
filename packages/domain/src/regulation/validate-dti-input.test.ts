import { describe, expect, it } from 'vitest';
import { DTI_INPUT } from './testing/calculator-inputs.ts';
import { validateDtiInput, type DtiInput } from './validate-dti-input.ts';

const input = DTI_INPUT;

describe('validateDtiInput', () => {
  it('올바른 요청은 통과해요', () => {
    expect(validateDtiInput(input)).toEqual({ ok: true });
    expect(validateDtiInput({ ...input, yearlyLoanInterestRepayment: 100_000_000_000, interestRate: 20 })).toEqual({
      ok: true,
    });
  });

  it.each([
    [{ annualIncome: 0 }, 'annualIncome', '연소득을 입력해주세요.'],
    [{ annualIncome: -1 }, 'annualIncome', '연소득을 입력해주세요.'],
    [{ loanAmount: -1 }, 'loanAmount', '대출금액은 0원 이상 1,000억원 이하로 입력해주세요.'],
    [{ interestRate: 101 }, 'interestRate', '이자율은 0 이상 100 이하, 소수점 셋째 자리까지 입력해주세요.'],
    [{ loanTerm: 0 }, 'loanTerm', '대출기간은 1개월 이상 720개월 이하로 입력해주세요.'],
    [
      { yearlyLoanInterestRepayment: -5 },
      'yearlyLoanInterestRepayment',
      '다른 대출의 연간 이자는 0원 이상 1,000억원 이하로 입력해주세요.',
    ],
    [
      { yearlyLoanInterestRepayment: 0.5 },
      'yearlyLoanInterestRepayment',
      '다른 대출의 연간 이자는 0원 이상 1,000억원 이하로 입력해주세요.',
    ],
    [
      { yearlyLoanInterestRepayment: 100_000_000_001 },
      'yearlyLoanInterestRepayment',
      '다른 대출의 연간 이자는 0원 이상 1,000억원 이하로 입력해주세요.',
    ],
    [{ repaymentType: 'BALLOON' as DtiInput['repaymentType'] }, 'repaymentType', '대출 상환방법을 선택해주세요.'],
    [{ policyDate: 'today' }, 'policyDate', '기준일은 2025-10-16 형식의 날짜로 입력해주세요.'],
    [
      { interestRate: 20.001 },
      'interestRate',
      '이자율은 법정 최고금리인 연 20%를 넘을 수 없어요 (2021년 7월 7일부터).',
    ],
  ])('%o 이면 %s 항목에 "%s"라고 알려줘요', (change, field, reason) => {
    expect(validateDtiInput({ ...input, ...change })).toEqual({ ok: false, field, reason });
  });
});
