import type { Won } from '../money/won.ts';
import type { RenewalRule } from './renewal-rule.ts';

/** What a lease asks: a deposit and a monthly rent, in 원. */
export type DepositAndRent = { readonly deposit: Won; readonly monthlyRent: Won };

// NOTE: 주택임대차보호법 제10조의2 (초과 차임 등의 반환청구): what the tenant paid over the 제7조 cap or the 제7조의2
// conversion cap he may claim back. As quoted by kyeongin.com (이영옥 법무사, 2023-06) [S]. The article is older than
// the renewal cap it now guards; the row starts with that cap (제7조 제2항, 2020-07-31), its own first day not read.
export const RECLAIM_RULE = {
  effectiveFrom: '2020-07-31',
  source: '주택임대차보호법 제10조의2 (초과 차임 등의 반환청구), 갱신 상한은 2020-07-31부터',
  certainty: 'S',
} as const satisfies RenewalRule;

export type LandlordOfferCheck = {
  /** The statutory cap binds the offer: the tenant renews by 갱신요구 (a new contract by agreement has none). */
  readonly capApplies: boolean;
  readonly overCap: boolean;
  /** How far the offer is over the cap, as deposit, and as monthly rent at the conversion cap (0 when within). */
  readonly excessAsDeposit: Won;
  readonly excessAsMonthlyRent: Won;
  /** What is paid over the cap can be claimed back (제10조의2). */
  readonly reclaimable: boolean;
};

const MILLI_PERCENT_YEAR_TO_MONTH = 1_200_000n;

/**
 * Whether a landlord's offer at renewal is within the legal cap. Deposit and rent are weighed together, a won of
 * monthly rent counting as 12 ÷ the conversion cap won of deposit, so an offer may trade deposit for rent at no more
 * than the cap rate (the reading for mixed leases is stated as a condition by the plan). Exact in integers:
 * deposit × cap + rent × 1,200,000 is the deposit-equivalent × cap (milli-percent).
 * @example
 * checkLandlordOffer({ deposit: 300_000_000, monthlyRent: 56_251 }, { deposit: 315_000_000, monthlyRent: 0 }, 4_500)
 * // { capApplies: true, overCap: true, excessAsDeposit: 267, excessAsMonthlyRent: 1, reclaimable: true }
 */
export function checkLandlordOffer(
  offer: DepositAndRent,
  cap: DepositAndRent | null,
  conversionCapMilli: number,
): LandlordOfferCheck {
  if (cap === null) {
    return { capApplies: false, overCap: false, excessAsDeposit: 0, excessAsMonthlyRent: 0, reclaimable: false };
  }
  const weigh = (terms: DepositAndRent) =>
    BigInt(terms.deposit) * BigInt(conversionCapMilli) + BigInt(terms.monthlyRent) * MILLI_PERCENT_YEAR_TO_MONTH;
  const over = weigh(offer) - weigh(cap);
  const overCap = over > 0n;
  return {
    capApplies: true,
    overCap,
    excessAsDeposit: overCap ? Number(ceilDiv(over, BigInt(conversionCapMilli))) : 0,
    excessAsMonthlyRent: overCap ? Number(ceilDiv(over, MILLI_PERCENT_YEAR_TO_MONTH)) : 0,
    reclaimable: overCap,
  };
}

function ceilDiv(numerator: bigint, denominator: bigint): bigint {
  return (numerator + denominator - 1n) / denominator;
}
