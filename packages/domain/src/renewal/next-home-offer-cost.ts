import type { LoanAdviceContext } from '../loan-products/evaluate-loan-products.ts';
import { rentOfferContext, rentOfferCost, type RentOfferCost, type RentOfferProfile } from '../rent-offers/index.ts';
import type { DepositAndRent } from './landlord-offer-check.ts';
import { STAY_OR_MOVE_HORIZON_MONTHS } from './stay-or-move.ts';

/**
 * The next home's monthly cost for this person as the rent-offer engine prices it (the cheapest way to pay its
 * deposit, the own funds' lost interest, one-off costs spread over the renewed term, 월세 세액공제), for
 * `nextHome.monthlyTotal` of the renewal plan. 관리비 is left out, as staying does not count it either. An
 * infeasible offer (`feasible: false`, with its reasons) still has a monthly total: the caller shows why.
 * @example
 * nextHomeOfferCost({ deposit: 100_000_000, monthlyRent: 0 }, { ...person, cashOnHand: 100_000_000 }, TEST_CONTEXT)
 *   .monthlyTotal // 208_333 (1억 of own funds at the 2.5 % deposit rate)
 */
export function nextHomeOfferCost(
  nextHome: DepositAndRent,
  profile: RentOfferProfile,
  context: LoanAdviceContext,
): RentOfferCost {
  const offerContext = rentOfferContext(context, profile, STAY_OR_MOVE_HORIZON_MONTHS);
  const offer = {
    label: '이사 갈 집',
    rentalDeposit: nextHome.deposit,
    monthlyRent: nextHome.monthlyRent,
    maintenanceFee: 0,
  };
  return rentOfferCost(profile, offer, offerContext);
}
