import { describe, expect, it } from 'vitest';
import { refusalsOf } from '../testing/evaluation-of.ts';
import { profileOf } from '../testing/fixtures.ts';

describe('HF-04 HF 무주택 청년 특례', () => {
  it('부부합산 7,000만원과 수도권 보증금 7억원을 기준으로 거절해요', () => {
    expect(refusalsOf(profileOf({ annualIncome: 80_000_000, rentalDeposit: 800_000_000 }), 'HF-04')).toEqual([
      '부부합산 연소득 8,000만원이 소득 기준 7,000만원을 넘어요.',
      '임차보증금 8억원이 수도권 보증금 기준 7억원을 넘어요.',
    ]);
  });
});
