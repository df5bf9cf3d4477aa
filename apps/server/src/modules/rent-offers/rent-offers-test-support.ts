import type { RentOfferCompareRequestInput } from '@jipsa/contracts';
import { loanProfile } from '../loan-advice/loan-advice-test-support.ts';

// The heaviest comparison bodies we know (issue 27), for the load test and bench/rent-offers-load.bench.ts.

const { rentalDeposit: _deposit, monthlyRent: _rent, ...person } = loanProfile();

const fiveOffers = (fullDeposit: number) =>
  Array.from({ length: 5 }, (_, index) => ({
    label: `조건 ${index + 1}`,
    rentalDeposit: fullDeposit - index * 100_000_000,
    monthlyRent: index * 500_000,
  }));

/** The body of issue 27: a 20억 line from 1원 at 33.333 %, cash of 1원, five offers (0.35–0.5 s before). */
export const ISSUE_27_BODY: RentOfferCompareRequestInput = {
  profile: { ...person, cashOnHand: 1 },
  offers: fiveOffers(2_000_000_000),
  conversion: { fullDeposit: 2_000_000_000, minDeposit: 1, conversionRatePercent: 33.333 },
};

/**
 * The body that made the split evaluate the most points in a search of 3,000 random people and lines: cash that
 * lets most products pay somewhere on a 20억 line, so each has changes of key to find and limit steps to walk.
 */
export const HARDEST_FOUND_BODY: RentOfferCompareRequestInput = {
  profile: {
    ...person,
    cashOnHand: 80_573_373,
    age: 20,
    maritalStatus: 'NEWLY_MARRIED',
    annualIncome: 60_871_211,
    spouseAnnualIncome: 4_225_217,
    childStatus: 'TWO_CHILD',
    hasNewborn: true,
    rentHousingType: 'OFFICETEL',
    exclusiveArea: 40,
  },
  offers: fiveOffers(2_000_000_000),
  conversion: { fullDeposit: 2_000_000_000, minDeposit: 0, conversionRatePercent: 12.345 },
};
