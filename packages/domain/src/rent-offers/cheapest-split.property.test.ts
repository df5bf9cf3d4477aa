import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CHILD_STATUSES, MARITAL_STATUSES, RENT_HOUSING_TYPES } from '../loan-products/loan-profile.ts';
import { BUSAN, GYEONGGI, SEOUL, TEST_CONTEXT } from '../loan-products/testing/fixtures.ts';
import { rentOnConversionLine } from './cheapest-split.ts';
import { compareRentOffers } from './compare-rent-offers.ts';
import type { RentOfferProfile } from './rent-offer-cost.ts';

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
          expect(split!.rentalDeposit).toBeGreaterThanOrEqual(line.minDeposit);
          expect(split!.rentalDeposit).toBeLessThanOrEqual(line.fullDeposit);
          expect(split!.monthlyRent).toBe(rentOnConversionLine(line, split!.rentalDeposit));
          for (const row of feasible) expect(split!.monthlyTotal).toBeLessThanOrEqual(row.monthlyTotal);
        },
      ),
      { numRuns: 80 },
    );
  }, 60_000);

  it('전환선의 양 끝과 한도가 끝나는 곳도 이겨요', () => {
    fc.assert(
      fc.property(personArbitrary, lineArbitrary, (profile, line) => {
        const deposits = [
          line.minDeposit,
          line.fullDeposit,
          Math.min(line.fullDeposit, Math.max(line.minDeposit, profile.cashOnHand)),
        ];
        const offers = deposits.map((deposit, index) => ({
          label: `끝 ${index + 1}`,
          rentalDeposit: deposit,
          monthlyRent: rentOnConversionLine(line, deposit),
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
});
