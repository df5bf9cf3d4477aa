import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { loanCatalogueFor } from './loan-catalogue.ts';
import { deriveLoanFacts } from './loan-facts.ts';
import { CHILD_STATUSES, HOUSE_OWNERSHIP_TYPES, MARITAL_STATUSES, RENT_HOUSING_TYPES } from './loan-profile.ts';
import { BUSAN, GYEONGGI, SEOUL, TEST_CONTEXT, profileOf } from './testing/fixtures.ts';

const products = loanCatalogueFor(TEST_CONTEXT.policyDate).products;
const byCode = (code: string) => products.find((product) => product.code === code)!;

/** What decides a deposit's cost with one product: payable or not, the rate, and whether the loan is the need. */
function answerAt(code: string, household: ReturnType<typeof profileOf>, deposit: number) {
  const facts = deriveLoanFacts({ ...household, rentalDeposit: deposit });
  const assessment = byCode(code).assess(facts, TEST_CONTEXT.marketRates, false);
  const eligible = assessment.reasons.length === 0;
  const limit = eligible ? assessment.depositLoanLimit : 0;
  return { eligible, rateMilli: assessment.rateMilli, covers: facts.need > 0 && facts.need <= limit };
}

const householdArbitrary = fc
  .record({
    cashOnHand: fc.oneof(fc.constantFrom(0, 22_223, 30_000_000), fc.integer({ min: 0, max: 400_000_000 })),
    age: fc.integer({ min: 19, max: 45 }),
    maritalStatus: fc.constantFrom(...MARITAL_STATUSES),
    annualIncome: fc.integer({ min: 0, max: 150_000_000 }),
    spouseAnnualIncome: fc.integer({ min: 0, max: 80_000_000 }),
    childStatus: fc.constantFrom(...CHILD_STATUSES),
    hasNewborn: fc.boolean(),
    houseOwnershipType: fc.constantFrom(...HOUSE_OWNERSHIP_TYPES),
    rentHousingType: fc.constantFrom(...RENT_HOUSING_TYPES),
    exclusiveArea: fc.constantFrom(40, 59, 84),
    districtCode: fc.constantFrom(SEOUL, GYEONGGI, BUSAN),
    housePrice: fc.option(fc.integer({ min: 50_000_000, max: 900_000_000 }), { nil: undefined }),
  })
  .map((household) => profileOf({ ...household, monthlyRent: 0 }));

describe('productBreakpoints: 상품 조건에서 바로 읽는 보증금의 경계', () => {
  it('버팀목(일반)은 수도권 보증금 상한 다음 원, 금리표의 보증금 구간, 한도의 첫 10만원 계단에서 나뉘어요', () => {
    const household = profileOf({ cashOnHand: 0, annualIncome: 30_000_000 });
    const starts = byCode('NHUF-05').breakpoints(deriveLoanFacts(household))?.depositStarts;
    // 3억 cap in 수도권; grid bands 5천만·1억; 70 % of 142,858 is the first 10만원.
    expect(starts).toEqual(expect.arrayContaining([300_000_001, 50_000_001, 100_000_001, 142_858]));
  });

  it('월세만 빌려주는 상품은 보증금을 빌려주지 않아서 경계가 없어요', () => {
    expect(byCode('NHUF-07').breakpoints(deriveLoanFacts(profileOf()))).toBeNull();
  });

  it('두 경계 사이에서는 보증금이 1원 달라도 받을 수 있는지, 금리, 대출이 필요한 돈을 다 채우는지가 같아요', () => {
    fc.assert(
      fc.property(
        householdArbitrary,
        fc.constantFrom(...products.filter((product) => product.limitBounds.maxDepositRatioPercent > 0)),
        fc.array(fc.integer({ min: 1, max: 800_000_000 }), { minLength: 20, maxLength: 20 }),
        (household, product, deposits) => {
          const starts = new Set(product.breakpoints(deriveLoanFacts(household))?.depositStarts);
          for (const deposit of deposits.filter((each) => !starts.has(each))) {
            expect(answerAt(product.code, household, deposit), `보증금 ${deposit}원`).toEqual(
              answerAt(product.code, household, deposit - 1),
            );
          }
        },
      ),
      { numRuns: 400 },
    );
  });

  it('한도가 필요한 돈을 채우다 말다 하는 계단 근처에서 답이 바뀌는 곳은 모두 경계로 적혀 있어요', () => {
    // Around where the loan stops covering the need (cash ÷ (1 − ratio)) or 30 % of the limit (the fund's small-loan
    // preference, cash ÷ (1 − 0.3 × ratio)): every 1,000원 of 50만원 either side is asked, and between two
    // asked deposits whose answers differ the won where it turns is found by halving; it must be a listed start.
    const same = (a: ReturnType<typeof answerAt>, b: ReturnType<typeof answerAt>) =>
      a.eligible === b.eligible && a.rateMilli === b.rateMilli && a.covers === b.covers;
    fc.assert(
      fc.property(
        householdArbitrary,
        fc.constantFrom(70, 80, 90),
        fc.constantFrom(100, 30),
        (household, ratio, share) => {
          const around = Math.floor((household.cashOnHand * 10_000) / (10_000 - share * ratio));
          for (const product of products.filter((each) => each.limitBounds.maxDepositRatioPercent > 0)) {
            const starts = new Set(product.breakpoints(deriveLoanFacts(household))?.depositStarts);
            const at = (deposit: number) => answerAt(product.code, household, deposit);
            for (let low = Math.max(1, around - 250_000); low < around + 250_000; low += 1_000) {
              let [left, right] = [low, low + 1_000];
              if (same(at(left), at(right))) continue;
              while (right - left > 1) {
                const middle = Math.floor((left + right) / 2);
                if (same(at(left), at(middle))) left = middle;
                else right = middle;
              }
              expect(starts.has(right), `${product.code} 보증금 ${right}원에서 답이 바뀌어요`).toBe(true);
            }
          }
        },
      ),
      { numRuns: 50 },
    );
  }, 60_000);
});
