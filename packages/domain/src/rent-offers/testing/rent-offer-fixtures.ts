import type { LoanProfile } from '../../loan-products/loan-profile.ts';
import { profileOf, TEST_CONTEXT } from '../../loan-products/testing/fixtures.ts';
import { rentOfferContext } from '../compare-rent-offers.ts';
import type { RentOfferContext, RentOfferProfile } from '../rent-offer-cost.ts';

/** The test profile (`profileOf`) without the deposit and rent, which each offer brings. */
export function personOf(overrides: Partial<LoanProfile> = {}): RentOfferProfile {
  const { rentalDeposit: _deposit, monthlyRent: _rent, ...person } = profileOf(overrides);
  return person;
}

/** TEST_CONTEXT for one person's offers: their 월세 세액공제 on the test policy date, over `contractMonths`. */
export function rentOfferContextFor(person: RentOfferProfile, contractMonths = 24): RentOfferContext {
  return rentOfferContext(TEST_CONTEXT, person, contractMonths);
}
