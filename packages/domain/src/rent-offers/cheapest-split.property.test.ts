import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CHILD_STATUSES, MARITAL_STATUSES, RENT_HOUSING_TYPES } from '../loan-products/loan-profile.ts';
import { BUSAN, GYEONGGI, SEOUL, TEST_CONTEXT, profileOf } from '../loan-products/testing/fixtures.ts';
import { loanCatalogueFor } from '../loan-products/loan-catalogue.ts';
import { cheapestSplit } from './cheapest-split.ts';
import { rentOnConversionLine } from './conversion-line.ts';
import { compareRentOffers, rentOfferContext } from './compare-rent-offers.ts';
import { rentOfferCost, type RentOfferProfile } from './rent-offer-cost.ts';

const personArbitrary: fc.Arbitrary<RentOfferProfile> = fc.record({
  cashOnHand: fc.oneof(fc.constantFrom(0, 30_000_000, 50_000_000), fc.integer({ min: 0, max: 400_000_000 })),
  age: fc.integer({ min: 19, max: 60 }),
  maritalStatus: fc.constantFrom(...MARITAL_STATUSES),
  annualIncome: fc.oneof(
    fc.constantFrom(0, 30_000_000, 55_000_000, 80_000_000),
    fc.integer({ min: 0, max: 150_000_000 }),
  ),
  spouseAnnualIncome: fc.integer({ min: 0, max: 80_000_000 }),
  childStatus: fc.constantFrom(...CHILD_STATUSES),
  hasNewborn: fc.boolean(),
  isSMEEmployee: fc.boolean(),
  houseOwnershipType: fc.constant('NO_HOUSE' as const),
  isNetAssetOver345M: fc.boolean(),
  rentHousingType: fc.constantFrom(...RENT_HOUSING_TYPES),
  exclusiveArea: fc.constantFrom(40, 59, 84, 100),
  buildingName: fc.constant('테스트빌'),
  districtCode: fc.constantFrom(SEOUL, GYEONGGI, BUSAN),
  dongName: fc.constant('테스트동'),
  jibun: fc.constant('1'),
});

const lineArbitrary = fc
  .record({
    fullDeposit: fc.oneof(
      fc.constantFrom(150_000_000, 300_000_000, 500_000_000),
      fc.integer({ min: 10_000_000, max: 700_000_000 }),
    ),
    conversionRatePercent: fc.constantFrom(3.5, 4.5, 4.8, 5.25, 6, 7.125),
    minShare: fc.double({ min: 0, max: 0.9, noNaN: true }),
  })
  .map(({ fullDeposit, conversionRatePercent, minShare }) => ({
    fullDeposit,
    conversionRatePercent,
    minDeposit: Math.floor(fullDeposit * minShare),
  }));

describe('가장 싼 조합의 성질', () => {
  it('전환율 위 어느 조합보다도 월 합계가 높지 않아요 (무작위 사람·전환선·조합)', () => {
    fc.assert(
      fc.property(
        personArbitrary,
        lineArbitrary,
        fc.array(fc.double({ min: 0, max: 1, noNaN: true }), { minLength: 5, maxLength: 5 }),
        (profile, line, shares) => {
          const offers = shares.map((share, index) => {
            const deposit = line.minDeposit + Math.floor((line.fullDeposit - line.minDeposit) * share);
            return {
              label: `조합 ${index + 1}`,
              rentalDeposit: deposit,
              monthlyRent: rentOnConversionLine(line, deposit),
              maintenanceFee: 0,
            };
          });
          const comparison = compareRentOffers({ profile, offers, conversion: line }, TEST_CONTEXT);
          const feasible = comparison.offers.filter((row) => row.feasible);
          if (feasible.length === 0) return;
          const split = comparison.bestSplit;
          expect(split).not.toBeNull();
          expect(split!.feasible).toBe(true);
          expect(split!.rentalDeposit).toBeGreaterThanOrEqual(line.minDeposit);
          expect(split!.rentalDeposit).toBeLessThanOrEqual(line.fullDeposit);
          expect(split!.monthlyRent).toBe(rentOnConversionLine(line, split!.rentalDeposit));
          for (const row of feasible) expect(split!.monthlyTotal).toBeLessThanOrEqual(row.monthlyTotal);
        },
      ),
      { numRuns: 80 },
    );
  }, 60_000);

  it('전환선의 양 끝, 현금이 끝나는 곳, 상품마다 한도가 끝나는 곳도 이겨요', () => {
    fc.assert(
      fc.property(personArbitrary, lineArbitrary, (profile, line) => {
        const onLine = (deposit: number) => Math.min(line.fullDeposit, Math.max(line.minDeposit, deposit));
        // Where each product's loan stops growing with the need: the ratio limit (cash ÷ (1 − ratio)) or the
        // fixed cap (cash + cap), whichever comes first, and the won after it.
        const limitEnds = loanCatalogueFor(TEST_CONTEXT.policyDate).products.flatMap((product) => {
          const { maxDepositRatioPercent: ratio, maxLimit } = product.limitBounds;
          const byRatio =
            ratio >= 100 ? Number.POSITIVE_INFINITY : Math.floor((profile.cashOnHand * 100) / (100 - ratio));
          const end = Math.min(byRatio, profile.cashOnHand + maxLimit);
          return [end, end + 1];
        });
        const deposits = [line.minDeposit, line.fullDeposit, profile.cashOnHand, ...limitEnds];
        const offers = deposits.map((deposit, index) => ({
          label: `끝 ${index + 1}`,
          rentalDeposit: onLine(deposit),
          monthlyRent: rentOnConversionLine(line, onLine(deposit)),
          maintenanceFee: 0,
        }));
        const comparison = compareRentOffers({ profile, offers, conversion: line }, TEST_CONTEXT);
        for (const row of comparison.offers.filter((candidate) => candidate.feasible)) {
          expect(comparison.bestSplit!.monthlyTotal).toBeLessThanOrEqual(row.monthlyTotal);
        }
      }),
      { numRuns: 60 },
    );
  }, 60_000);

  it('짧은 전환선에서는 만원 단위의 모든 보증금과 그 ±1원, 월세가 1원 내려가는 곳을 하나하나 따져 봐도 더 싼 곳이 없어요', () => {
    // A line of at most 300만원 is scanned whole: every deposit of whole 만원 and the won on each side, where
    // the limit's won-level steps fall (and the rent's, when the line and the rate are round), and every won
    // where the rent drops unless the rate makes those too many. Half the lines
    // end just past where a loan stops covering the need (cash ÷ (1 − ratio), or cash + a limit cap), where
    // the limit's 10만원 steps make the payable deposits a broken stretch.
    const shortLine = (cashOnHand: number) =>
      fc
        .record({
          end: fc.oneof(
            fc.integer({ min: 100, max: 70_000 }).map((manwon) => manwon * 10_000),
            fc.integer({ min: 1_000_000, max: 700_000_000 }),
            fc.constantFrom(70, 80, 90).map((ratio) => Math.floor((cashOnHand * 100) / (100 - ratio))),
            fc
              .constantFrom(80_000_000, 120_000_000, 150_000_000, 200_000_000, 250_000_000, 320_000_000, 400_000_000)
              .map((cap) => cashOnHand + cap),
          ),
          past: fc.integer({ min: 0, max: 1_500_000 }),
          conversionRatePercent: fc.constantFrom(3.6, 4.5, 4.8, 6, 7.2, 2.4, 5.25, 33.333),
          span: fc.integer({ min: 0, max: 3_000_000 }),
        })
        .map(({ end, past, conversionRatePercent, span }) => {
          const fullDeposit = Math.max(1, Math.min(2_000_000_000, end + past));
          return { fullDeposit, conversionRatePercent, minDeposit: Math.max(0, fullDeposit - span) };
        });
    fc.assert(
      fc.property(
        personArbitrary.chain((profile) => fc.tuple(fc.constant(profile), shortLine(profile.cashOnHand))),
        fc.integer({ min: 1, max: 36 }),
        ([profile, line], contractMonths) => {
          const context = rentOfferContext(TEST_CONTEXT, profile, contractMonths);
          const split = cheapestSplit(profile, line, 0, context);
          const deposits = new Set([line.minDeposit, line.fullDeposit]);
          for (let step = Math.ceil(line.minDeposit / 10_000) * 10_000; step <= line.fullDeposit; step += 10_000) {
            for (const deposit of [step - 1, step, step + 1]) {
              if (deposit >= line.minDeposit && deposit <= line.fullDeposit) deposits.add(deposit);
            }
          }
          // And every won where the rent drops (with the won before), when the line has not too many of those.
          const rentDrops: number[] = [];
          for (
            let deposit = line.minDeposit + 1;
            deposit <= line.fullDeposit && rentDrops.length <= 2_000;
            deposit += 1
          ) {
            if (rentOnConversionLine(line, deposit) < rentOnConversionLine(line, deposit - 1)) {
              rentDrops.push(deposit - 1, deposit);
            }
          }
          if (rentDrops.length <= 2_000) for (const deposit of rentDrops) deposits.add(deposit);
          // Whatever their number, the rent's drops within three rent plateaus of each place where the way to pay
          // can change: the cash running out, a loan reaching the need, each 10만원 step of a ratio limit.
          const products = loanCatalogueFor(TEST_CONTEXT.policyDate).products;
          const places = [line.minDeposit, line.fullDeposit, profile.cashOnHand, profile.cashOnHand + 1];
          for (const { maxDepositRatioPercent: ratio, maxLimit } of products.map((product) => product.limitBounds)) {
            places.push(
              Math.min(Math.floor((profile.cashOnHand * 100) / (100 - ratio)), profile.cashOnHand + maxLimit),
            );
            if (ratio === 0) continue;
            const stepWidth = (100_000 * 100) / ratio;
            for (let step = Math.ceil(line.minDeposit / stepWidth); step * stepWidth <= line.fullDeposit; step += 1) {
              places.push(Math.ceil(step * stepWidth));
            }
          }
          const plateau = Math.ceil(1_200_000 / Math.round(line.conversionRatePercent * 1000));
          for (const place of places) {
            const from = Math.max(line.minDeposit + 1, place - 3 * plateau);
            const to = Math.min(line.fullDeposit, place + 3 * plateau);
            for (let deposit = from; deposit <= to; deposit += 1) {
              if (rentOnConversionLine(line, deposit) < rentOnConversionLine(line, deposit - 1)) {
                deposits.add(deposit - 1).add(deposit);
              }
            }
            for (const deposit of [place - 1, place, place + 1]) {
              if (deposit >= line.minDeposit && deposit <= line.fullDeposit) deposits.add(deposit);
            }
          }
          for (const deposit of deposits) {
            const offer = {
              label: '',
              rentalDeposit: deposit,
              monthlyRent: rentOnConversionLine(line, deposit),
              maintenanceFee: 0,
            };
            const cost = rentOfferCost(profile, offer, context);
            if (!cost.feasible) continue;
            expect(split, `보증금 ${deposit}원은 낼 수 있어요`).not.toBeNull();
            expect(split!.feasible).toBe(true);
            expect(split!.monthlyTotal, `보증금 ${deposit}원`).toBeLessThanOrEqual(cost.monthlyTotal);
          }
        },
      ),
      { numRuns: 60 },
    );
  }, 120_000);

  it('현금·한도가 끝나는 곳이나 한도의 10만원 계단을 품은 아주 짧은 전환선은 1원마다 모두 따져 봐도 더 싼 보증금이 없어요', () => {
    // Every won of a line of at most 1,500원 laid over a place where the way to pay changes: the cash running out,
    // a product's loan reaching the need (cash ÷ (1 − ratio), cash + cap), a 10만원 step of its ratio limit or a
    // 만원 step. At low conversion rates a rent plateau is hundreds of won wide, so a split priced only at the
    // ends of each stretch is dearer by up to a won than the plateau's start next to an end.
    const products = loanCatalogueFor(TEST_CONTEXT.policyDate).products;
    const ratios = [...new Set(products.map((product) => product.limitBounds.maxDepositRatioPercent))].filter(
      (ratio) => ratio > 0 && ratio < 100,
    );
    const tinyLine = (cashOnHand: number) =>
      fc
        .record({
          around: fc.oneof(
            fc.constant(cashOnHand),
            fc
              .constantFrom(...products)
              .map(({ limitBounds: { maxDepositRatioPercent: ratio, maxLimit } }) =>
                Math.min(Math.floor((cashOnHand * 100) / (100 - ratio)), cashOnHand + maxLimit),
              ),
            fc
              .tuple(fc.constantFrom(...ratios), fc.integer({ min: 1, max: 5_000 }))
              .map(([ratio, steps]) => Math.ceil((steps * 100_000 * 100) / ratio)),
            fc.integer({ min: 1, max: 70_000 }).map((manwon) => manwon * 10_000),
          ),
          before: fc.integer({ min: 0, max: 1_500 }),
          span: fc.integer({ min: 0, max: 1_500 }),
          conversionRatePercent: fc.constantFrom(1.2, 2.4, 3.6, 4.5, 6),
        })
        .map(({ around, before, span, conversionRatePercent }) => {
          const minDeposit = Math.max(0, around - before);
          return { minDeposit, fullDeposit: Math.max(1, minDeposit + span), conversionRatePercent };
        });
    fc.assert(
      fc.property(
        personArbitrary.chain((profile) => fc.tuple(fc.constant(profile), tinyLine(profile.cashOnHand))),
        fc.integer({ min: 1, max: 36 }),
        ([profile, line], contractMonths) => {
          const context = rentOfferContext(TEST_CONTEXT, profile, contractMonths);
          const split = cheapestSplit(profile, line, 0, context);
          for (let deposit = line.minDeposit; deposit <= line.fullDeposit; deposit += 1) {
            const offer = {
              label: '',
              rentalDeposit: deposit,
              monthlyRent: rentOnConversionLine(line, deposit),
              maintenanceFee: 0,
            };
            const cost = rentOfferCost(profile, offer, context);
            if (!cost.feasible) continue;
            expect(split, `보증금 ${deposit}원은 낼 수 있어요`).not.toBeNull();
            expect(split!.feasible).toBe(true);
            expect(split!.monthlyTotal, `보증금 ${deposit}원`).toBeLessThanOrEqual(cost.monthlyTotal);
          }
        },
      ),
      { numRuns: 40 },
    );
  }, 120_000);

  it('현금이 적어 대출이 보증금 한도의 첫 계단 근처에서만 되는 좁은 구간도 찾아요 (CI가 찾은 반례)', () => {
    // 22,223원으로 1천만원 전환선: HF-02는 11만 1,112–12만 2,223원과 22만 2,223원에서만 보증금을 채워요. 전환선을
    // 32등분한 점(31만 2,500원 간격)은 그 사이에 하나도 떨어지지 않아요.
    const profile = profileOf({ cashOnHand: 22_223, age: 19, annualIncome: 0, exclusiveArea: 40 });
    const line = { fullDeposit: 10_000_000, conversionRatePercent: 3.5, minDeposit: 0 };
    const inWindow = {
      label: '창 안',
      rentalDeposit: 111_115,
      monthlyRent: rentOnConversionLine(line, 111_115),
      maintenanceFee: 0,
    };
    const comparison = compareRentOffers({ profile, offers: [inWindow], conversion: line }, TEST_CONTEXT);
    const [atWindow] = comparison.offers;
    const split = comparison.bestSplit!;
    expect(atWindow!.loanProductCode).toBe('HF-02');
    expect(split.loanProductCode).toBe('HF-02');
    expect(split.rentalDeposit).toBe(222_223);
    expect(split.monthlyTotal).toBeLessThan(atWindow!.monthlyTotal);
  });
});
