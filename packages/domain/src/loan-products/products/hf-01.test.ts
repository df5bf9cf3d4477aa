import { describe, expect, it } from 'vitest';
import { evaluationOf, refusalsOf } from '../testing/evaluation-of.ts';
import { profileOf } from '../testing/fixtures.ts';

// HF-01 [U]: 신잔액 COFIX 2.9 + 1.45 = 4.35 − 서울시 지원 (≤4천만 3.0 / ≤6천만 2.5 … ≤1.3억 1.0 %p).
const couple = profileOf({ maritalStatus: 'NEWLY_MARRIED', annualIncome: 40_000_000, rentalDeposit: 200_000_000 });

describe('HF-01 서울시 신혼부부 임차보증금 이자지원', () => {
  it('부부합산 4,000만원까지는 3.0 %p를, 1원이라도 넘으면 2.5 %p를 지원해요', () => {
    expect(evaluationOf(couple, 'HF-01').expectedLoanRate).toBe(1.35);
    expect(evaluationOf({ ...couple, spouseAnnualIncome: 1 }, 'HF-01').expectedLoanRate).toBe(1.85);
  });

  it('소득 기준을 넘으면 거절하되, 보여 주는 금리는 마지막 구간(1.0 %p 지원)의 금리예요', () => {
    const rich = { ...couple, annualIncome: 100_000_000, spouseAnnualIncome: 40_000_000, rentalDeposit: 800_000_000 };
    const evaluation = evaluationOf(rich, 'HF-01');
    expect(evaluation.eligible).toBe(false);
    expect(evaluation.expectedLoanRate).toBe(3.35);
    expect(refusalsOf(rich, 'HF-01')).toEqual([
      '부부합산 연소득 1억 4,000만원이 소득 기준 1억 3,000만원을 넘어요.',
      '임차보증금 8억원이 보증금 기준 7억원을 넘어요.',
    ]);
  });
});
