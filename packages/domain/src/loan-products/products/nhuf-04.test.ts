import { describe, expect, it } from 'vitest';
import { evaluationOf } from '../testing/evaluation-of.ts';
import { profileOf } from '../testing/fixtures.ts';

describe('NHUF-04 신혼부부전용 버팀목', () => {
  it('빌릴 돈이 한도의 30 %(4,800만원) 이하면 0.2 %p를 더 깎아요', () => {
    // 서울, 부부합산 5,000만, 보증금 2억: limit min(2.5억, 1.6억); grid ≤6천 × >1.5억 = 2.9 %.
    const couple = profileOf({ maritalStatus: 'NEWLY_MARRIED', annualIncome: 50_000_000, rentalDeposit: 200_000_000 });
    expect(evaluationOf({ ...couple, cashOnHand: 152_000_000 }, 'NHUF-04').expectedLoanRate).toBe(2.7);
    expect(evaluationOf({ ...couple, cashOnHand: 151_999_999 }, 'NHUF-04').expectedLoanRate).toBe(2.9);
  });
});
