import { describe, expect, it } from 'vitest';
import { REPAYMENT_INPUT } from './testing/repayment-input.ts';
import type { RepaymentInput } from './repayment-input.ts';
import { validateRepaymentInput } from './validate-repayment-input.ts';

const loan = REPAYMENT_INPUT;

describe('validateRepaymentInput', () => {
  it('올바른 대출은 통과해요', () => {
    expect(validateRepaymentInput(loan)).toEqual({ ok: true });
  });

  it.each([
    [{ principal: -1 }, 'principal'],
    [{ principal: 100_000_000_001 }, 'principal'],
    [{ principal: 1.5 }, 'principal'],
    [{ interestRatePercentage: -0.1 }, 'interestRatePercentage'],
    [{ interestRatePercentage: 100.001 }, 'interestRatePercentage'],
    [{ interestRatePercentage: 3.1234 }, 'interestRatePercentage'],
    [{ interestRatePercentage: Number.NaN }, 'interestRatePercentage'],
    [{ term: 0 }, 'term'],
    [{ term: 721 }, 'term'],
    [{ term: 12.5 }, 'term'],
    [{ gracePeriod: -1 }, 'gracePeriod'],
    [{ gracePeriod: 360 }, 'gracePeriod'],
    [{ maturityPaymentAmount: -1 }, 'maturityPaymentAmount'],
    [{ repaymentType: 'BALLOON' as RepaymentInput['repaymentType'] }, 'repaymentType'],
  ])('%o 이면 %s 항목을 알려줘요', (change, field) => {
    const result = validateRepaymentInput({ ...loan, ...change });
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.field).toBe(field);
      expect(result.reason).toMatch(/요\.$/);
    }
  });

  it('분할상환 대출은 거치기간이 대출기간보다 짧아야 해요', () => {
    expect(validateRepaymentInput({ ...loan, term: 12, gracePeriod: 12 })).toEqual({
      ok: false,
      field: 'gracePeriod',
      reason: '거치기간은 대출기간보다 짧아야 해요.',
    });
    expect(validateRepaymentInput({ ...loan, term: 12, gracePeriod: 11 })).toEqual({ ok: true });
  });

  it('거치기간은 719개월까지 받아요', () => {
    expect(validateRepaymentInput({ ...loan, term: 720, gracePeriod: 719 })).toEqual({ ok: true });
    expect(validateRepaymentInput({ ...loan, repaymentType: 'BULLET', term: 720, gracePeriod: 720 })).toEqual({
      ok: false,
      field: 'gracePeriod',
      reason: '거치기간은 0개월 이상 719개월 이하로 입력해주세요.',
    });
  });

  it('만기일시 대출은 거치기간을 쓰지 않으니 대출기간 이상이어도 괜찮아요', () => {
    expect(validateRepaymentInput({ ...loan, repaymentType: 'BULLET', term: 12, gracePeriod: 12 })).toEqual({
      ok: true,
    });
  });

  it('대출 목록 안의 항목은 앞에 붙인 경로로 알려줘요', () => {
    const result = validateRepaymentInput({ ...loan, term: 0 }, 'loans.2.');
    expect(result.ok === false && result.field).toBe('loans.2.term');
  });

  it('0원 대출과 0 % 금리는 받아요 (계산은 할 수 있어요)', () => {
    expect(validateRepaymentInput({ ...loan, principal: 0, interestRatePercentage: 0 })).toEqual({ ok: true });
  });
});
