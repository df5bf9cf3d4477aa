import { describe, expect, it } from 'vitest';
import { BUSAN, TEST_CONTEXT } from '../loan-products/testing/fixtures.ts';
import { compareRentOffers } from './compare-rent-offers.ts';
import { personOf } from './testing/rent-offer-fixtures.ts';

// Worked examples of issue 17 on TEST_MARKET_RATES (예금 2.5 %, 기준금리 2.5 % → 법정 전환율 상한 4.5 %, HUG-01
// 4.2 %), policy date 2026-11-22: 월세 세액공제 by 조세특례제한법 제95조의2 (2024년 귀속부터: 총급여 5,500만원
// 이하 17 %, 연 1,000만원 한도); the legal cap by 주택임대차보호법 제7조의2·시행령 제9조.

const offer = (label: string, rentalDeposit: number, monthlyRent: number) => ({
  label,
  rentalDeposit,
  monthlyRent,
  maintenanceFee: 0,
});

describe('전세·월세 비교', () => {
  it('싼 대출의 한도가 가운데 조합을 이기게 해요: 만 24세 청년 버팀목 한도 1억 2천 + 현금 3천만 = 보증금 1억 5천', () => {
    // 부산, 만 24세 단독세대, 연소득 3천만, 현금 3천만, 45㎡: 청년 버팀목 (만 25세 미만 한도 1억 2천, 2.0 %).
    const profile = personOf({
      age: 24,
      annualIncome: 30_000_000,
      cashOnHand: 30_000_000,
      exclusiveArea: 45,
      districtCode: BUSAN,
      dongName: '중앙동',
    });
    const comparison = compareRentOffers(
      {
        profile,
        offers: [
          offer('전세', 300_000_000, 0),
          offer('반전세', 150_000_000, 562_500),
          offer('월세', 50_000_000, 937_500),
        ],
        conversion: { fullDeposit: 300_000_000, conversionRatePercent: 4.5, minDeposit: 50_000_000 },
      },
      TEST_CONTEXT,
    );
    const [cheapest] = comparison.offers;
    // 이자 1억 2천 × 2.0 % ÷ 12 = 20만; 현금 3천만 × 2.5 % ÷ 12 = 6만 2,500; 보증료 1억 2천 × 0.2 % ÷ 12 = 2만
    // + 인지세 절반 7만 5천 ÷ 24 = 3,125; 세액공제 56만 2,500 × 17 % = 9만 5,625.
    expect(cheapest).toMatchObject({
      label: '반전세',
      loanProductCode: 'NHUF-02',
      loanAmount: 120_000_000,
      monthlyInterestCost: 200_000,
      opportunityCostOwnFunds: 62_500,
      oneOffCostsMonthly: 23_125,
      monthlyTaxCredit: 95_625,
      monthlyTotal: 752_500,
    });
    // 전세 3억 needs 2억 7천: past 버팀목's limit, so HUG at 4.2 %: 94만 5천 of interest alone.
    expect(comparison.offers.map((row) => [row.label, row.loanProductCode, row.monthlyTotal])).toEqual([
      ['반전세', 'NHUF-02', 752_500],
      ['월세', 'NHUF-02', 895_000],
      ['전세', 'HUG-01', 1_021_325],
    ]);
    // The cheapest split on the line is exactly where the cheap loan runs out.
    expect(comparison.bestSplit).toMatchObject({
      rentalDeposit: 150_000_000,
      monthlyRent: 562_500,
      monthlyTotal: 752_500,
    });
    expect(comparison.legalConversionCapPercent).toBe(4.5);
    expect(comparison.conversionAboveLegalCap).toBe(false);
    // The chart's curve: 25 evenly spaced deposits from 5천만 to 3억 (to the 만원) and the split, none cheaper.
    const curve = comparison.conversionCurve;
    expect(curve).toHaveLength(26);
    expect(curve[0]).toMatchObject({ rentalDeposit: 50_000_000, monthlyRent: 937_500 });
    expect(curve.at(-1)).toMatchObject({ rentalDeposit: 300_000_000, monthlyRent: 0 });
    expect(curve.some((point) => point.rentalDeposit === 150_000_000)).toBe(true);
    expect(Math.min(...curve.map((point) => point.monthlyTotal))).toBe(752_500);
  });

  it('은행 대출만 받는 고소득자는 현금만큼만 보증금을 두고 나머지는 월세로 내는 게 싸요', () => {
    // 연소득 1억 2천 (기금 상품·세액공제 없음), 현금 6천만: HUG 4.2 % + 보증료가 집주인의 전환율 4 %보다 비싸요.
    const profile = personOf({ age: 40, annualIncome: 120_000_000, cashOnHand: 60_000_000 });
    const comparison = compareRentOffers(
      {
        profile,
        offers: [
          offer('전세', 300_000_000, 0),
          offer('반전세', 150_000_000, 500_000),
          offer('월세', 60_000_000, 800_000),
        ],
        conversion: { fullDeposit: 300_000_000, conversionRatePercent: 4, minDeposit: 10_000_000 },
      },
      TEST_CONTEXT,
    );
    expect(comparison.taxCredit.applies).toBe(false);
    // 월세: 80만 + 현금 6천만 × 2.5 % ÷ 12 = 12만 5천. 반전세: 9천만 × 4.2 % ÷ 12 = 31만 5천 + 50만 + 12만 5천 + HUG 보증료
    // 1억 5천 × 0.102 % ÷ 12 = 1만 2,750 + 인지세 3만 5천 ÷ 24 = 1,458.33. 전세: 84만 + 12만 5천 + 2만 6,750 + 3,125.
    expect(comparison.offers.map((row) => [row.label, row.loanProductCode, row.monthlyTotal])).toEqual([
      ['월세', null, 925_000],
      ['반전세', 'HUG-01', 954_208],
      ['전세', 'HUG-01', 994_875],
    ]);
    // On the line the split keeps the cash as the deposit and borrows nothing (299원 less deposit at the same
    // floored rent saves the last won).
    const split = comparison.bestSplit!;
    expect(split.loanAmount).toBe(0);
    // The rent of 80만 starts at 59,999,701원 (12 ÷ 4 % = 300원 of deposit per won of rent).
    expect(split).toMatchObject({ rentalDeposit: 59_999_701, monthlyRent: 800_000, monthlyTotal: 924_999 });
  });

  it('세액공제가 순서를 뒤집어요: 총급여 5천만이면 월세가, 8천 5백만이면 전세가 싸요', () => {
    const offers = [offer('전세', 200_000_000, 0), offer('월세', 20_000_000, 690_000)];
    const eligible = compareRentOffers(
      { profile: personOf({ age: 40, annualIncome: 50_000_000, cashOnHand: 40_000_000 }), offers },
      TEST_CONTEXT,
    );
    const notEligible = compareRentOffers(
      { profile: personOf({ age: 40, annualIncome: 85_000_000, cashOnHand: 40_000_000 }), offers },
      TEST_CONTEXT,
    );
    // 월세 69만 × 17 % = 11만 7,300 back: 69만 + 4만 1,667 − 11만 7,300 = 61만 4,367.
    expect(eligible.offers.map((row) => [row.label, row.monthlyTaxCredit, row.monthlyTotal])).toEqual([
      ['월세', 117_300, 614_367],
      ['전세', 0, 653_258],
    ]);
    // Without it 월세 is 73만 1,667; 전세's HUG fee loses the low-income discount (1만 7천 + 3,125).
    expect(notEligible.offers.map((row) => [row.label, row.monthlyTaxCredit, row.monthlyTotal])).toEqual([
      ['전세', 0, 663_458],
      ['월세', 0, 731_667],
    ]);
  });

  it('현금과 대출로 보증금을 못 채우면 모자란 금액과 함께 뒤로 가요', () => {
    const profile = personOf({ age: 40, annualIncome: 120_000_000, cashOnHand: 0 });
    const comparison = compareRentOffers(
      { profile, offers: [offer('전세', 300_000_000, 0), offer('월세', 0, 1_000_000)] },
      TEST_CONTEXT,
    );
    const [first, second] = comparison.offers;
    expect(first).toMatchObject({ label: '월세', feasible: true, monthlyTotal: 1_000_000 });
    expect(second).toMatchObject({
      label: '전세',
      feasible: false,
      loanAmount: 240_000_000,
      cashShortfall: 60_000_000,
    });
    expect(second!.reasons).toContain('가진 현금과 받을 수 있는 대출을 합쳐도 보증금이 6,000만원 모자라요.');
  });

  it('월 합계는 항목을 더하고 뺀 값과 원 단위까지 같아요', () => {
    const comparison = compareRentOffers(
      {
        profile: personOf({ cashOnHand: 33_333_333 }),
        offers: [offer('A', 123_456_789, 345_678), { ...offer('B', 77_777_777, 555_555), maintenanceFee: 120_000 }],
        contractMonths: 23,
      },
      TEST_CONTEXT,
    );
    for (const row of comparison.offers) {
      expect(row.monthlyTotal).toBe(
        row.monthlyInterestCost +
          row.monthlyRent +
          row.maintenanceFee +
          row.opportunityCostOwnFunds +
          row.oneOffCostsMonthly -
          row.monthlyTaxCredit,
      );
    }
    expect(comparison.contractMonths).toBe(23);
  });

  it('집값을 알면 조건마다 전세 위험도를 붙여요: 보증금이 클수록 위험해요', () => {
    const profile = personOf({ cashOnHand: 100_000_000, housePrice: 300_000_000 });
    const comparison = compareRentOffers(
      { profile, offers: [offer('전세', 280_000_000, 0), offer('반전세', 150_000_000, 487_500)] },
      TEST_CONTEXT,
    );
    const level = Object.fromEntries(comparison.offers.map((row) => [row.label, row.jeonseRiskLevel]));
    expect(level).toEqual({ 전세: 'DANGER', 반전세: 'SAFE' });
    const unknown = compareRentOffers({ profile: personOf({}), offers: [offer('전세', 280_000_000, 0)] }, TEST_CONTEXT);
    expect(unknown.offers[0]!.jeonseRiskLevel).toBeNull();
  });

  it('공시가격만 알아도 위험도를 붙이고(공시가격 × 140 %), 보증금이 없는 월세에는 붙이지 않아요', () => {
    // 공시가격 2억 × 140 % = 2억 8천: 전세 2억 8천은 100 %, 반전세 1억 5천은 53.57 %.
    const profile = personOf({ cashOnHand: 100_000_000, officialPrice: 200_000_000 });
    const comparison = compareRentOffers(
      {
        profile,
        offers: [offer('전세', 280_000_000, 0), offer('반전세', 150_000_000, 487_500), offer('월세', 0, 1_000_000)],
      },
      TEST_CONTEXT,
    );
    const rows = Object.fromEntries(
      comparison.offers.map((row) => [row.label, [row.jeonseRiskLevel, row.jeonseRatioPercent]]),
    );
    expect(rows).toEqual({ 전세: ['DANGER', 100], 반전세: ['SAFE', 53.57], 월세: [null, null] });
  });

  it('월 합계가 원 단위까지 같으면 보증금이 큰 조건이 앞에 와요 (어느 순서로 넣어도)', () => {
    // 현금만 쓰는 사람(연소득 1억 2천: 세액공제 없음): 보증금 1억의 예금 이자 2.5 % ÷ 12 = 208,333원 = 월세 208,333원.
    const profile = personOf({ age: 40, annualIncome: 120_000_000, cashOnHand: 500_000_000 });
    const deposit = offer('보증금', 100_000_000, 0);
    const rent = offer('월세', 0, 208_333);
    for (const offers of [
      [deposit, rent],
      [rent, deposit],
    ]) {
      const ranked = compareRentOffers({ profile, offers }, TEST_CONTEXT).offers;
      expect(ranked.map((row) => [row.label, row.monthlyTotal])).toEqual([
        ['보증금', 208_333],
        ['월세', 208_333],
      ]);
    }
  });

  it('집주인의 전환율이 법정 상한(기준금리 + 2 %p, 최대 10 %)보다 높으면 알려요', () => {
    const comparison = compareRentOffers(
      {
        profile: personOf({ cashOnHand: 300_000_000 }),
        offers: [offer('전세', 300_000_000, 0)],
        conversion: { fullDeposit: 300_000_000, conversionRatePercent: 6, minDeposit: 0 },
      },
      TEST_CONTEXT,
    );
    expect(comparison.conversionAboveLegalCap).toBe(true);
    expect(comparison.sources.join(' ')).toContain('시행령 제9조');
    // Market rates without their own sources are cited by their note.
    expect(comparison.sources).toContain('테스트용 시장금리');
  });
});
