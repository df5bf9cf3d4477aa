import { describe, expect, it } from 'vitest';
import type { LoanProfile } from '../loan-products/loan-profile.ts';
import { cheapestSplit } from './cheapest-split.ts';
import { rentOnConversionLine, type ConversionLine } from './conversion-line.ts';
import { rentOfferCost } from './rent-offer-cost.ts';
import { personOf, rentOfferContextFor } from './testing/rent-offer-fixtures.ts';

// TEST_MARKET_RATES: 예금 2.5 %. A person whose cash pays any deposit of the line, so the split weighs the rent
// against the deposit's lost interest and the 월세 세액공제 alone.
function cashOnlyPerson(overrides: Partial<LoanProfile>) {
  const person = personOf({ age: 40, cashOnHand: 500_000_000, ...overrides });
  return { person, context: rentOfferContextFor(person) };
}

/** The monthly total of one deposit on the line, as the comparison prices an offer. */
function totalOnLine({ person, context }: ReturnType<typeof cashOnlyPerson>, line: ConversionLine, deposit: number) {
  const offer = {
    label: '',
    rentalDeposit: deposit,
    monthlyRent: rentOnConversionLine(line, deposit),
    maintenanceFee: 0,
  };
  return rentOfferCost(person, offer, context).monthlyTotal;
}

describe('가장 싼 조합', () => {
  it('월세 세액공제 한도(연 1,000만원)에 닿는 곳이 가장 싸면 전환선 한가운데라도 찾아요', () => {
    // 전환율 2.8 %: 공제 17 %를 받는 월세는 실제로 2.8 × 0.83 = 2.324 %라 예금 2.5 %보다 싸고, 한도를 넘는 월세는 2.8 %라
    // 비싸요. So the cheapest split pays the rent up to the cap, 833,333원 a month, and the rest as deposit.
    const renter = cashOnlyPerson({ annualIncome: 50_000_000 });
    const line = { fullDeposit: 500_000_000, conversionRatePercent: 2.8, minDeposit: 0 };
    const split = cheapestSplit(renter.person, line, 0, renter.context)!;
    // Of the deposits at that total, none rounder than another, the smallest.
    expect(split).toMatchObject({
      feasible: true,
      label: '가장 싼 조합',
      rentalDeposit: 142_856_001,
      monthlyTotal: 989_285,
    });
    expect(Math.abs(split.monthlyRent * 12 - 10_000_000)).toBeLessThan(100);
    // Both ends and 1,000만원 either side of the cap cost more.
    for (const deposit of [0, 132_857_143, 152_857_143, 500_000_000]) {
      expect(totalOnLine(renter, line, deposit)).toBeGreaterThan(split.monthlyTotal);
    }
  });

  it('월 합계가 원 단위로 같은 곳이 여럿이면 끝자리 0이 가장 많은 보증금을 골라요', () => {
    // 전환율 = 예금 금리 (2.5 %), 세액공제 없음: every deposit costs 624,999–625,000원, the cheapest won at many places.
    const renter = cashOnlyPerson({ annualIncome: 120_000_000 });
    const line = { fullDeposit: 299_999_999, conversionRatePercent: 2.5, minDeposit: 10_000_001 };
    const split = cheapestSplit(renter.person, line, 0, renter.context)!;
    // 1억 ties with the cheapest won and ends in more zeros than any other deposit of the line. (The probing search
    // answered 10,000,800: it never priced 1억, which the HUG fee's 1억 band now lists as a breakpoint.)
    expect(split).toMatchObject({ rentalDeposit: 100_000_000, monthlyTotal: 624_999 });
    // The line's own ends and the old answer tie with it but end in fewer zeros.
    for (const deposit of [10_000_001, 10_000_800, 299_999_999]) {
      expect(totalOnLine(renter, line, deposit)).toBeGreaterThanOrEqual(624_999);
    }
  });
});

describe('cheapestSplit — HUG 반전세 환산 한도 (ADR 0041 #5)', () => {
  it('부산 6억 전환선(4.5 %)에서 HUG 전금안심대출은 보증금 + 월세 × 12 ÷ 6.5 %가 5억원이 되는 곳까지 써요', () => {
    const person = personOf({
      districtCode: '2611010100',
      age: 40,
      maritalStatus: 'MARRIED',
      annualIncome: 150_000_000,
      cashOnHand: 100_000_000,
      rentHousingType: 'HOUSEHOLD_HOUSE',
    });
    const line: ConversionLine = { fullDeposit: 600_000_000, conversionRatePercent: 4.5, minDeposit: 0 };
    const split = cheapestSplit(person, line, 0, rentOfferContextFor(person));
    // Found by pricing every 만원 ± 1원 of the line: 2,071,124원 a month around 2억 7,500만 (without the crossing
    // listed, the split stopped at 2억 and answered 2,079,291원).
    expect(split).toMatchObject({ loanProductCode: 'HUG-01', monthlyTotal: 2_071_124 });
    expect(split!.rentalDeposit + Math.floor((split!.monthlyRent * 1_200_000) / 6_500)).toBeLessThanOrEqual(
      500_000_000,
    );
  });
});
