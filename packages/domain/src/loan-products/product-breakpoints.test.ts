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

  // The whole list, each figure derived by hand: a listed start no rule needs costs the split a pricing, and one
  // missing is a cheaper deposit it never prices. Compared as sets (the crossings may list a start twice).
  const startsOf = (code: string, household: ReturnType<typeof profileOf>) =>
    [...new Set(byCode(code).breakpoints(deriveLoanFacts(household))?.depositStarts)].sort((a, b) => a - b);
  const ascending = (starts: number[]) => [...new Set(starts)].sort((a, b) => a - b);

  it('버팀목(일반)의 경계는 상한·금리표·한도 계단과, 대출이 필요한 돈 전부와 한도의 30%를 넘는 곳 둘레의 계단뿐이에요', () => {
    // Single, 30 in 서울, income 3천만, cash 3천만: 70 % of the deposit up to 1.2억 (1,200 steps of 10만원).
    const household = profileOf({ cashOnHand: 30_000_000, annualIncome: 30_000_000, monthlyRent: 0 });
    const covering = [696, 697, 698, 699, 700, 701].flatMap((k) => [
      Math.ceil((k * 10_000_000) / 70), // the k-th step starts at ⌈k × 10만 ÷ 70 %⌉
      30_000_000 + k * 100_000 + 1, // the loan stops covering the need: cash + k × 10만 + 1
    ]); // d − 3천만 ≤ 0.7 d turns at 1억, on the 700th step: the steps around it
    const smallLoan = [264, 265, 266].flatMap((k) => [
      Math.ceil((k * 10_000_000) / 70),
      30_000_000 + k * 30_000 + 1, // the loan passes 30 % of the limit: cash + 0.3 × k × 10만 + 1
    ]); // d − 3천만 ≤ 0.3 × 0.7 d turns at 37,974,683, on the 265th step
    expect(startsOf('NHUF-05', household)).toEqual(
      ascending([
        30_000_001, // the cash runs out
        300_000_001, // 수도권 deposit cap 3억
        50_000_001, // grid band 5천만
        100_000_001, // grid band 1억 (and where the 700th step stops covering)
        142_858, // the first step: ⌈10만 ÷ 70 %⌉
        171_428_572, // the cap's step: ⌈1.2억 ÷ 70 %⌉
        150_000_001, // past the cap the loan covers up to cash + 1.2억
        66_000_001, // past the cap the loan is 30 % of it up to cash + 3,600만
        ...covering,
        ...smallLoan,
      ]),
    );
  });

  it('HUG 전세금안심대출은 반환보증이 받는 가장 큰 보증금과 보증료 구간에서도 나뉘어요', () => {
    // 30, income 3천만: 90 % up to 4억 in 서울; a 4억 apartment takes a guaranteed deposit up to 90 % of it.
    const household = profileOf({
      cashOnHand: 30_000_000,
      annualIncome: 30_000_000,
      monthlyRent: 0,
      housePrice: 400_000_000,
    });
    const covering = [2690, 2691, 2692, 2693, 2694, 2695, 2696, 2697, 2698, 2699, 2700, 2701].flatMap((k) => [
      Math.ceil((k * 10_000_000) / 90),
      30_000_000 + k * 100_000 + 1,
    ]); // d − 3천만 ≤ 0.9 d turns at 3억, on the 2,700th step
    expect(startsOf('HUG-01', household)).toEqual(
      ascending([
        30_000_001,
        700_000_001, // 수도권 deposit cap 7억
        360_000_001, // the guarantee's cap: 4억 × 90 %
        100_000_001, // HUG fee bands: 1억, 2억, 5억
        200_000_001,
        500_000_001,
        111_112, // ⌈10만 ÷ 90 %⌉
        444_444_445, // ⌈4억 ÷ 90 %⌉
        430_000_001, // cash + 4억
        ...covering,
      ]),
    );
  });

  it('월세를 같이 빌려주는 상품은 월세 상한 다음 원에서, 월세가 꼭 있어야 하면 월세 1원에서도 나뉘어요', () => {
    const household = profileOf({ cashOnHand: 30_000_000, monthlyRent: 0 });
    expect(byCode('NHUF-06').breakpoints(deriveLoanFacts(household))?.rentSteps).toEqual([700_001, 1]);
    expect(byCode('HF-02').breakpoints(deriveLoanFacts(household))?.rentSteps).toEqual([900_001]);
    expect(byCode('HF-04').breakpoints(deriveLoanFacts(household))?.rentSteps).toEqual([]);
  });

  it('소득으로 정해지는 한도가 0이면 한도 계단 없이 현금이 떨어지는 곳과 보증금 상한에서만 나뉘어요', () => {
    // HF-03 lends at most 4.5 × income: with no income there is no step to list.
    const household = profileOf({ cashOnHand: 30_000_000, annualIncome: 0, monthlyRent: 0 });
    expect(startsOf('HF-03', household)).toEqual([30_000_001, 700_000_001]);
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
