import type { Won } from '../money/won.ts';

const MILLI_PERCENT_PER_YEAR_IN_MONTHS = 1_200_000n;

/**
 * What a yearly rate in thousandths of a percent costs on `amount` over `months` months, floored to the won and exact
 * in integers: amount × milli × months ÷ 1,200,000.
 * @example interestForMonths(200_000_000, 150, 18) // 450_000 (2억 × 0.15 % × 1.5 years)
 * @example interestForMonths(200_000_000, 600, 1) // 100_000 (a month of 0.6 %p on 2억)
 */
export function interestForMonths(amount: Won, rateMilli: number, months: number): Won {
  return Number((BigInt(amount) * BigInt(rateMilli) * BigInt(months)) / MILLI_PERCENT_PER_YEAR_IN_MONTHS);
}
