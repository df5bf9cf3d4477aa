import { describe, expect, it } from 'vitest';
import { evaluationOf, refusalsOf } from '../testing/evaluation-of.ts';
import { profileOf } from '../testing/fixtures.ts';

// 서울, 외벌이 부부합산 5,000만, 보증금 2억: limit min(2.4억, 2억 × 80 %) = 1.6억; grid ≤6천 × >1.5억 = 2.2 %.
const parents = profileOf({
  maritalStatus: 'MARRIED',
  annualIncome: 50_000_000,
  hasNewborn: true,
  rentalDeposit: 200_000_000,
});

describe('NHUF-01 신생아 특례 버팀목', () => {
  it('빌릴 돈이 한도의 30 %(4,800만원) 이하면 0.2 %p를 더 깎아요', () => {
    expect(evaluationOf({ ...parents, cashOnHand: 152_000_000 }, 'NHUF-01').expectedLoanRate).toBe(2.0);
    expect(evaluationOf({ ...parents, cashOnHand: 151_999_999 }, 'NHUF-01').expectedLoanRate).toBe(2.2);
  });

  it('수도권 보증금 기준 5억원을 넘으면 지역과 기준을 말해요', () => {
    expect(refusalsOf({ ...parents, rentalDeposit: 600_000_000 }, 'NHUF-01')).toEqual([
      '임차보증금 6억원이 수도권 보증금 기준 5억원을 넘어요.',
    ]);
  });
});
