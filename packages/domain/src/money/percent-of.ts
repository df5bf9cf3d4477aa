import type { Won } from './won.ts';

/** Percent rates carry at most 3 decimals; they are held as integer thousandths of a percent. */
const MILLI_PERCENT_PER_PERCENT = 1000n;

/** Converts a percent number with up to 3 decimals into integer thousandths of a percent. */
export function toMilliPercent(percent: number): bigint {
  return BigInt(Math.round(percent * 1000));
}

/**
 * The part of `amount` that `percent` % over `periodsPerYear` periods represents, 원 미만 절사.
 * Computed exactly in integers: amount × milli-percent ÷ (100 × 1000 × periods).
 * @example percentOfFloor(100_000_000, 3.5, 12) // 291_666 (one month of 3.5 % interest on 1억)
 */
export function percentOfFloor(amount: Won, percent: number, periodsPerYear = 1): Won {
  const numerator = BigInt(amount) * toMilliPercent(percent);
  const denominator = 100n * MILLI_PERCENT_PER_PERCENT * BigInt(periodsPerYear);
  return Number(numerator / denominator);
}

/**
 * Like {@link percentOfFloor} but rounded half-up to the 원.
 * @example percentOfRound(35_000, 50) // 17_500
 */
export function percentOfRound(amount: Won, percent: number, periodsPerYear = 1): Won {
  const numerator = BigInt(amount) * toMilliPercent(percent) * 2n;
  const denominator = 100n * MILLI_PERCENT_PER_PERCENT * BigInt(periodsPerYear);
  return Number((numerator / denominator + 1n) / 2n);
}
