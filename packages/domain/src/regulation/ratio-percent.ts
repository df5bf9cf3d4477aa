import type { Won } from '../money/won.ts';

/**
 * numerator ÷ denominator × 100, rounded half-up to 2 decimals, computed in integers so a ratio
 * sitting exactly on a limit (40.00 %) never drifts to 39.99 or 40.01 through floats.
 * NOTE: every percent result of the calculators (LTV is a table value; DTI, DSR) uses this rule;
 * limit checks compare the exact amounts, not this rounded figure (ADR 0004).
 * @example ratioPercent(40_000_000, 100_000_000) // 40
 * @example ratioPercent(1, 3) // 33.33
 * @example ratioPercent(2, 3) // 66.67
 */
export function ratioPercent(numerator: Won, denominator: Won): number {
  const hundredths = (2n * 10_000n * BigInt(numerator) + BigInt(denominator)) / (2n * BigInt(denominator));
  return Number(hundredths) / 100;
}
