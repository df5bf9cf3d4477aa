import { describe, expect, it } from 'vitest';
import { compareRentOffers } from '../rent-offers/compare-rent-offers.ts';
import { adviseLoan } from './advise-loan.ts';
import { monthlyInterestCost } from './monthly-interest-cost.ts';
import { profileOf, TEST_CONTEXT } from './testing/fixtures.ts';

describe('한 달 이자 (monthlyInterestCost)', () => {
  it('1년 이자 ÷ 12를 원 단위로 반올림해요', () => {
    expect(monthlyInterestCost(78_119_000, 4.2)).toBe(273_417); // 273,416.5
    expect(monthlyInterestCost(78_118_999, 4.2)).toBe(273_416); // 273,416.4965
    expect(monthlyInterestCost(100_000_000, 3.5)).toBe(291_667); // 291,666.67
    expect(monthlyInterestCost(0, 4.2)).toBe(0);
  });

  it('같은 대출이면 보고서와 전세·월세 비교가 같은 이자를 보여줘요', () => {
    // 연소득 1억 2천 (은행 상품만), 보증금 1억: the cash is what leaves 7,811만 9천 to borrow from HUG at 4.2 %, whose
    // month of interest is 27만 3,416.5원, the half 원 both answers must round alike.
    const loanAmount = 78_119_000;
    const profile = profileOf({
      age: 40,
      annualIncome: 120_000_000,
      rentalDeposit: 100_000_000,
      cashOnHand: 100_000_000 - loanAmount,
    });
    const report = adviseLoan(profile, TEST_CONTEXT);
    const { rentalDeposit, monthlyRent, ...person } = profile;
    const offer = { label: '전세', rentalDeposit, monthlyRent, maintenanceFee: 0 };
    const [compared] = compareRentOffers({ profile: person, offers: [offer] }, TEST_CONTEXT).offers;

    expect(report).toMatchObject({ loanProductCode: 'HUG-01', loanAmount });
    expect(compared).toMatchObject({ loanProductCode: 'HUG-01', loanAmount });
    expect(report.monthlyInterestCost).toBe(273_417);
    expect(compared!.monthlyInterestCost).toBe(report.monthlyInterestCost);
    expect(report.recommendationReason).toContain('매달 이자가 273,417원');
  });
});
