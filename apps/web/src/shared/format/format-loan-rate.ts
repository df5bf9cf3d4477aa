import { formatRate } from './format-rate.ts';

// Products are priced to 0.01 %p (e.g. 1.93 %); one figure must read the same on a card, in the live estimate and in
// the report (issue 50 #1), so every loan rate is shown to that precision.
const LOAN_RATE_DECIMALS = 2;

/**
 * A loan's yearly rate as every screen shows it, with two decimals (so 1.93 % is never "1.9%" on one
 * screen and "1.93%" on the next).
 * @example formatLoanRate(1.93) // '1.93%'
 * @example formatLoanRate(2.6) // '2.60%'
 */
export function formatLoanRate(percent: number): string {
  return formatRate(percent, LOAN_RATE_DECIMALS);
}
