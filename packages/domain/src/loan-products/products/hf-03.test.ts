import { describe, expect, it } from 'vitest';
import { refusalsOf } from '../testing/evaluation-of.ts';
import { profileOf } from '../testing/fixtures.ts';

describe('HF-03 HF 일반전세자금보증', () => {
  it('수도권 보증금 기준 7억원을 넘거나 소득이 없어 소득 한도(4.5배)가 없으면 그렇게 말해요', () => {
    expect(refusalsOf(profileOf({ annualIncome: 0, rentalDeposit: 800_000_000 }), 'HF-03')).toEqual([
      '임차보증금 8억원이 수도권 보증금 기준 7억원을 넘어요.',
      '소득으로 정해지는 한도(부부합산 연소득 × 4.5배)가 10만원이 안 돼서 빌릴 수 있는 금액이 없어요.',
    ]);
  });
});
