import { describe, expect, it } from 'vitest';
import { evaluationOf, refusalsOf } from '../testing/evaluation-of.ts';
import { profileOf } from '../testing/fixtures.ts';

// 서울 단독세대, 연 3,000만 (≤4천 → 2.5 %), no cash.
const single = profileOf({ annualIncome: 30_000_000 });

describe('NHUF-02 청년전용 버팀목', () => {
  it('만 25세 미만 단독세대만 한도가 1.2억원이에요: 24세 1.2억원, 25세 1.5억원', () => {
    const limitAt = (age: number) =>
      evaluationOf({ ...single, age, rentalDeposit: 200_000_000 }, 'NHUF-02').possibleLoanLimit;
    expect(limitAt(24)).toBe(120_000_000);
    expect(limitAt(25)).toBe(150_000_000);
  });

  it('만 25세 미만 단독세대는 전용 60㎡까지만 받고, 60㎡에서도 0.3 %p 우대를 받아요', () => {
    const young = { ...single, age: 24, rentalDeposit: 80_000_000 };
    expect(evaluationOf({ ...young, exclusiveArea: 60 }, 'NHUF-02').expectedLoanRate).toBe(2.2);
    expect(refusalsOf({ ...young, exclusiveArea: 70 }, 'NHUF-02')).toEqual([
      '만 25세 미만 단독세대는 전용면적 60㎡ 이하 주택만 받을 수 있는데 70㎡예요.',
    ]);
  });
});
