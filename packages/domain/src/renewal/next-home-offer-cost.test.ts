import { describe, expect, it } from 'vitest';
import { TEST_CONTEXT } from '../loan-products/testing/fixtures.ts';
import { rentOfferCost } from '../rent-offers/index.ts';
import { personOf, rentOfferContextFor } from '../rent-offers/testing/rent-offer-fixtures.ts';
import { nextHomeOfferCost } from './next-home-offer-cost.ts';

describe('nextHomeOfferCost', () => {
  it('현금으로 보증금 1억을 다 내면 예금금리 2.5 %로 묶인 돈의 이자만 한 달 208,333원이에요', () => {
    const person = personOf({ cashOnHand: 100_000_000 });
    expect(nextHomeOfferCost({ deposit: 100_000_000, monthlyRent: 0 }, person, TEST_CONTEXT)).toMatchObject({
      label: '이사 갈 집',
      feasible: true,
      loanAmount: 0,
      maintenanceFee: 0,
      opportunityCostOwnFunds: 208_333,
      monthlyTotal: 208_333,
    });
  });

  it('임대 조건 비교와 같은 값을 24개월, 관리비 없이 내요', () => {
    const person = personOf({ age: 24, annualIncome: 30_000_000, cashOnHand: 20_000_000 });
    const home = { deposit: 200_000_000, monthlyRent: 300_000 };
    const engine = rentOfferCost(
      person,
      { label: '이사 갈 집', rentalDeposit: home.deposit, monthlyRent: home.monthlyRent, maintenanceFee: 0 },
      rentOfferContextFor(person, 24),
    );
    expect(nextHomeOfferCost(home, person, TEST_CONTEXT)).toEqual(engine);
    // HF-02 2.35 % on 1억 8천 352,500 + rent 300,000 + own funds 41,667 + one-off 18,125 − 세액공제 51,000.
    expect(engine).toMatchObject({ loanProductCode: 'HF-02', loanAmount: 180_000_000, monthlyTotal: 661_292 });
  });
});
