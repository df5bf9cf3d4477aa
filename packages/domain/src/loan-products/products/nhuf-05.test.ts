import { describe, expect, it } from 'vitest';
import { refusalsOf } from '../testing/evaluation-of.ts';
import { profileOf } from '../testing/fixtures.ts';

describe('NHUF-05 버팀목전세자금', () => {
  it('신혼도 2자녀 이상도 아니면 부부합산 5,000만원과 수도권 보증금 3억원이 기준이에요', () => {
    for (const childStatus of ['NO_CHILD', 'ONE_CHILD'] as const) {
      const household = profileOf({
        maritalStatus: 'MARRIED',
        childStatus,
        annualIncome: 55_000_000,
        rentalDeposit: 400_000_000,
      });
      expect(refusalsOf(household, 'NHUF-05'), childStatus).toEqual([
        '부부합산 연소득 5,500만원이 소득 기준 5,000만원을 넘어요.',
        '임차보증금 4억원이 수도권 보증금 기준 3억원을 넘어요.',
      ]);
    }
  });
});
