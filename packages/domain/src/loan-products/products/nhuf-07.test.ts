import { describe, expect, it } from 'vitest';
import { evaluationOf, limitBesideDeclaredMax, refusalsOf } from '../testing/evaluation-of.ts';
import { profileOf } from '../testing/fixtures.ts';

// 서울 30세, 보증금 5,000만, 월세 60만.
const renter = profileOf({ monthlyRent: 600_000, rentalDeposit: 50_000_000 });

describe('NHUF-07 주거안정 월세대출', () => {
  it('월세 60만원 × 24개월 = 1,440만원까지 빌려주고, 상품이 밝힌 최대 한도와 같아요', () => {
    expect(limitBesideDeclaredMax(renter, 'NHUF-07')).toEqual({ possibleLoanLimit: 14_400_000, maxLimit: 14_400_000 });
  });

  it('일반형 금리를 보여 주고, 우대형 대상이면 더 낮다는 조건을 달아요', () => {
    const evaluation = evaluationOf(renter, 'NHUF-07');
    expect(evaluation.expectedLoanRate).toBe(1.5);
    expect(evaluation.conditions).toEqual([
      {
        code: 'PREFERRED_BORROWER_RATE',
        message:
          '금리는 일반형 연 1.5%예요. 취업준비생, 취업 5년 이내 사회초년생(만 35세 이하), 근로·자녀장려금 수급자, 희망키움통장 가입자라면 우대형 연 1.0%예요.',
      },
    ]);
  });

  it('부부합산 연소득 5,000만원을 넘으면 거절해요', () => {
    expect(refusalsOf({ ...renter, annualIncome: 60_000_000 }, 'NHUF-07')).toEqual([
      '부부합산 연소득 6,000만원이 소득 기준 5,000만원을 넘어요.',
    ]);
  });
});
