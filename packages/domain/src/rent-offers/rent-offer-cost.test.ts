import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BUSAN, GYEONGGI, SEOUL } from '../loan-products/testing/fixtures.ts';
import {
  exactMonthlyCost,
  exactTotalOf,
  financingsOf,
  rentOfferCost,
  type RentOffer,
  type RentOfferContext,
  type RentOfferCost,
  type RentOfferProfile,
} from './rent-offer-cost.ts';
import { personOf, rentOfferContextFor } from './testing/rent-offer-fixtures.ts';

// TEST_MARKET_RATES: 예금 2.5 %; HF-02 (서울시 청년) 2.35 %, HF-04 3.6 %, HUG-01 4.2 %.

const offer = (rentalDeposit: number, monthlyRent: number, maintenanceFee = 0): RentOffer => ({
  label: '조건',
  rentalDeposit,
  monthlyRent,
  maintenanceFee,
});

/** A 만 24세 in 서울 with 3천만 of income: HF-04, HUG-01 and, later in the catalogue, the cheaper HF-02. */
const seoulYouth = (cashOnHand: number) =>
  personOf({ age: 24, annualIncome: 30_000_000, cashOnHand, districtCode: SEOUL });

describe('조건 하나의 월 비용', () => {
  it('현금으로 보증금을 다 낼 수 있으면 대출 없이 내는 방법 하나만 따져요', () => {
    const person = personOf({ cashOnHand: 100_000_000 });
    const financings = financingsOf(person, 100_000_000, 0, rentOfferContextFor(person));
    expect(financings).toHaveLength(1);
    expect(financings[0]).toMatchObject({ product: null, loanAmount: 0, cashShortfall: 0 });
  });

  it('받을 수 있는 대출이 여럿이면 목록 순서가 아니라 월 비용이 가장 싼 대출을 골라요', () => {
    // 보증금 2억, 현금 2천만: HF-04 (3.6 %)와 HUG-01 (4.2 %)이 앞에 있지만 HF-02 (2.35 %, 90 % 1억 8천)가 싸요.
    const person = seoulYouth(20_000_000);
    const cost = rentOfferCost(person, offer(200_000_000, 0), rentOfferContextFor(person));
    expect(cost).toMatchObject({
      feasible: true,
      reasons: [],
      loanProductCode: 'HF-02',
      expectedLoanRate: 2.35,
      loanAmount: 180_000_000,
      ownFunds: 20_000_000,
      cashShortfall: 0,
      // 1억 8천 × 2.35 % ÷ 12 = 35만 2,500; 2천만 × 2.5 % ÷ 12 = 4만 1,666.67.
      monthlyInterestCost: 352_500,
      opportunityCostOwnFunds: 41_667,
    });
  });

  it('대출을 받지 않는 조건은 상품도 금리도 없이 현금만 보여줘요', () => {
    const person = personOf({ cashOnHand: 100_000_000 });
    const cost = rentOfferCost(person, offer(80_000_000, 300_000), rentOfferContextFor(person));
    expect(cost).toMatchObject({
      feasible: true,
      reasons: [],
      loanProductCode: null,
      loanProductName: null,
      expectedLoanRate: null,
      loanAmount: 0,
      ownFunds: 80_000_000,
    });
  });

  it('대출로 다 채우지 못할 때 모자란 금액이 같으면 더 싼 대출을 보여줘요', () => {
    // 보증금 1억, 현금 0: HF-04·HUG-01·HF-02 모두 9천만까지라 1천만이 모자라요. 그중 HF-02가 싸요.
    const person = seoulYouth(0);
    const cost = rentOfferCost(person, offer(100_000_000, 0), rentOfferContextFor(person));
    expect(cost).toMatchObject({
      feasible: false,
      loanProductCode: 'HF-02',
      loanAmount: 90_000_000,
      cashShortfall: 10_000_000,
      reasons: ['가진 현금과 받을 수 있는 대출을 합쳐도 보증금이 1,000만원 모자라요.'],
    });
  });

  it('받을 수 있는 전세대출이 하나도 없으면 그 사실과 모자란 금액을 함께 알려요', () => {
    const person = personOf({ cashOnHand: 30_000_000, houseOwnershipType: 'MULTI_HOUSE' });
    const cost = rentOfferCost(person, offer(100_000_000, 0), rentOfferContextFor(person));
    expect(cost).toMatchObject({
      feasible: false,
      loanProductCode: null,
      expectedLoanRate: null,
      loanAmount: 0,
      cashShortfall: 70_000_000,
      reasons: [
        '이 보증금과 월세로 받을 수 있는 전세대출이 없어요.',
        '가진 현금과 받을 수 있는 대출을 합쳐도 보증금이 7,000만원 모자라요.',
      ],
    });
  });

  it('월 합계가 정확히 0.5원으로 끝나면 올려요', () => {
    // 보증금 없는 월세 50만 50원, 세액공제 17 %: 8만 5,008.5원 → 합계 41만 5,041.5원 → 41만 5,042원.
    const person = personOf({ age: 40, annualIncome: 50_000_000, cashOnHand: 0 });
    const cost = rentOfferCost(person, offer(0, 500_050), rentOfferContextFor(person));
    expect(cost).toMatchObject({ monthlyTaxCredit: 85_008, monthlyTotal: 415_042 });
  });
});

// The exact cost of the financing the answer chose, over its denominator.
function exactCostOfAnswer(
  person: RentOfferProfile,
  rentOffer: RentOffer,
  context: RentOfferContext,
  answer: RentOfferCost,
) {
  const financing = financingsOf(person, rentOffer.rentalDeposit, rentOffer.monthlyRent, context).find(
    (candidate) => (candidate.product?.code ?? null) === answer.loanProductCode,
  )!;
  return exactMonthlyCost(financing, rentOffer, context);
}

const floorOver = (value: bigint, denominator: bigint) =>
  value >= 0n ? value / denominator : -((-value + denominator - 1n) / denominator);

const personArbitrary: fc.Arbitrary<RentOfferProfile> = fc
  .record({
    age: fc.integer({ min: 19, max: 45 }),
    annualIncome: fc.integer({ min: 0, max: 90_000_000 }),
    cashOnHand: fc.integer({ min: 0, max: 300_000_000 }),
    districtCode: fc.constantFrom(SEOUL, GYEONGGI, BUSAN),
  })
  .map(personOf);

const offerArbitrary: fc.Arbitrary<RentOffer> = fc
  .record({
    rentalDeposit: fc.integer({ min: 0, max: 400_000_000 }),
    monthlyRent: fc.integer({ min: 0, max: 1_500_000 }),
    maintenanceFee: fc.integer({ min: 0, max: 200_000 }),
  })
  .map(({ rentalDeposit, monthlyRent, maintenanceFee }) => offer(rentalDeposit, monthlyRent, maintenanceFee));

describe('원 단위로 나눈 항목', () => {
  it('합계는 정확한 월 비용을 반올림한 값이고, 항목마다 정확한 값의 내림이나 올림이에요', () => {
    fc.assert(
      fc.property(personArbitrary, offerArbitrary, fc.integer({ min: 12, max: 48 }), (person, rentOffer, months) => {
        const context = rentOfferContextFor(person, months);
        const answer = rentOfferCost(person, rentOffer, context);
        const exact = exactCostOfAnswer(person, rentOffer, context, answer);
        const { denominator } = exact;
        expect(BigInt(answer.monthlyTotal)).toBe(floorOver(2n * exactTotalOf(exact) + denominator, 2n * denominator));

        const parts = [
          { won: answer.opportunityCostOwnFunds, exact: exact.opportunity },
          { won: answer.oneOffCostsMonthly, exact: exact.oneOff },
        ].map(({ won, exact: value }) => ({
          floor: value / denominator,
          remainder: value % denominator,
          roundedUp: BigInt(won) === value / denominator + 1n,
          won: BigInt(won),
        }));
        for (const part of parts) {
          expect(part.won === part.floor || (part.roundedUp && part.remainder > 0n)).toBe(true);
        }
        // The won the floors lost go to the larger remainders first.
        const [opportunity, oneOff] = parts as [(typeof parts)[0], (typeof parts)[0]];
        if (opportunity.roundedUp && !oneOff.roundedUp) expect(opportunity.remainder >= oneOff.remainder).toBe(true);
        if (oneOff.roundedUp && !opportunity.roundedUp) expect(oneOff.remainder >= opportunity.remainder).toBe(true);

        // The tax credit is rounded up only when the floored parts overshoot the rounded total.
        const creditFloor = exact.taxCredit / denominator;
        const flooredTotal =
          BigInt(answer.monthlyInterestCost + answer.monthlyRent + answer.maintenanceFee) +
          parts[0]!.floor +
          parts[1]!.floor -
          creditFloor;
        const creditRoundedUp = flooredTotal > BigInt(answer.monthlyTotal);
        expect(BigInt(answer.monthlyTaxCredit)).toBe(creditRoundedUp ? creditFloor + 1n : creditFloor);
      }),
      { numRuns: 400 },
    );
  });
});
