import { describe, expect, it } from 'vitest';
import { refusalsOf } from '../testing/evaluation-of.ts';
import { profileOf } from '../testing/fixtures.ts';

describe('HF-02 서울시 청년 임차보증금 이자지원', () => {
  it.each([
    [
      '기혼이면 부부합산 6,000만원을, 보증금은 지역과 상관없이 3억원을 기준으로 거절해요',
      {
        maritalStatus: 'MARRIED',
        annualIncome: 40_000_000,
        spouseAnnualIncome: 30_000_000,
        rentalDeposit: 350_000_000,
      },
      [
        '부부합산 연소득 7,000만원이 소득 기준 6,000만원을 넘어요.',
        '임차보증금 3억 5,000만원이 보증금 기준 3억원을 넘어요.',
      ],
    ],
    [
      '미혼이면 본인 연소득 5,000만원을 기준으로 거절해요',
      { maritalStatus: 'SINGLE', annualIncome: 50_000_001, rentalDeposit: 200_000_000 },
      ['본인 연소득 5,000만 1원이 소득 기준 5,000만원을 넘어요.'],
    ],
  ] as const)('%s', (_rule, household, refusals) => {
    expect(refusalsOf(profileOf(household), 'HF-02')).toEqual(refusals);
  });
});
