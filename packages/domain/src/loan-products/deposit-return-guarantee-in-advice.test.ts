import { describe, expect, it } from 'vitest';
import { adviseLoan } from './advise-loan.ts';
import { evaluateLoanProducts } from './evaluate-loan-products.ts';
import { profileOf, TEST_CONTEXT } from './testing/fixtures.ts';

// Issue 12: a 다세대 in 역삼동 with a 공시가격 of 2억 and a deposit of 2억 6천 cannot get HUG's return
// guarantee (2억 × 140 % × 90 % = 2억 5,200만), so HUG 전세금안심대출, sold only with it, is not available.
const villa = profileOf({ rentHousingType: 'HOUSEHOLD_HOUSE', rentalDeposit: 260_000_000, exclusiveArea: 50 });
const hug01Of = (profile: typeof villa) =>
  evaluateLoanProducts(profile, TEST_CONTEXT).find((evaluation) => evaluation.product.code === 'HUG-01');

describe('HUG 전세금안심대출과 반환보증 (전세가율 90 %, 공시가격 140 %)', () => {
  it('공시가격 2억 다세대에 보증금 2억 6천이면 반환보증 사유로 받을 수 없어요', () => {
    const hug01 = hug01Of({ ...villa, officialPrice: 200_000_000 });
    expect(hug01?.eligible).toBe(false);
    expect(hug01?.reasons).toEqual([
      {
        code: 'DEPOSIT_RETURN_GUARANTEE_REFUSED',
        message: '보증금이 주택가격의 90%를 넘어서 HUG 반환보증에 가입할 수 없어요.',
      },
    ]);
  });

  it('선순위 채권이 있으면 함께 세요', () => {
    const hug01 = hug01Of({ ...villa, rentalDeposit: 200_000_000, officialPrice: 200_000_000, priorLiens: 60_000_000 });
    expect(hug01?.reasons.map((reason) => reason.message)).toEqual([
      '보증금과 선순위 채권이 주택가격의 90%를 넘어서 HUG 반환보증에 가입할 수 없어요.',
    ]);
  });

  it('집값을 모르면 받을 수 있다고 보되, 집값을 알려달라는 조건을 붙여요', () => {
    const hug01 = hug01Of(villa);
    expect(hug01?.eligible).toBe(true);
    // In 강남 HUG also covers only 80 % of the loan from 2025-07-21 (ADR 0028): that condition follows.
    // HUG's income screening (issue 47 #10) is the product's own, before the national measure.
    expect(hug01?.conditions.map((condition) => condition.code)).toEqual([
      'HOUSE_VALUE_UNKNOWN',
      'REPAYMENT_ABILITY_SCREENED',
      'HUG_GUARANTEE_SHARE_REDUCED',
    ]);
    expect(hug01?.conditions[0]?.message).toContain('집값을 알려주시면 정확해져요');
  });

  it('보고서에는 주소와 보증금에 대한 안전 진단 요약이 함께 들어가요', () => {
    const advice = adviseLoan({ ...villa, officialPrice: 200_000_000 }, TEST_CONTEXT);
    expect(advice.jeonseSafety).toMatchObject({
      riskLevel: 'DANGER',
      housePrice: 280_000_000,
      housePriceBasis: 'OFFICIAL_PRICE',
      jeonseRatioPercent: 92.86,
    });
    expect(adviseLoan({ ...villa, rentalDeposit: 0, monthlyRent: 500_000 }, TEST_CONTEXT).jeonseSafety).toBeNull();
  });
});
