import { describe, expect, it } from 'vitest';
import { limitBesideDeclaredMax, refusalsOf } from '../testing/evaluation-of.ts';
import { profileOf } from '../testing/fixtures.ts';

// 서울 30세 단독세대주, 월세 50만, 55㎡.
const renter = profileOf({ monthlyRent: 500_000, rentalDeposit: 65_000_000 });

describe('NHUF-06 청년전용 보증부월세', () => {
  it('한도는 보증금 몫 4,500만원과 월세 몫 50만원 × 24개월을 더해 최대 5,700만원이고, 상품이 밝힌 최대 한도와 같아요', () => {
    expect(limitBesideDeclaredMax(renter, 'NHUF-06')).toEqual({ possibleLoanLimit: 57_000_000, maxLimit: 57_000_000 });
  });

  it('본인 연소득 5,000만원과 보증금 6,500만원(지역 구분 없이)을 기준으로 거절해요', () => {
    expect(refusalsOf({ ...renter, annualIncome: 60_000_000, rentalDeposit: 70_000_000 }, 'NHUF-06')).toEqual([
      '연소득 6,000만원이 소득 기준 5,000만원을 넘어요.',
      '임차보증금 7,000만원이 보증금 기준 6,500만원을 넘어요.',
    ]);
  });
});
