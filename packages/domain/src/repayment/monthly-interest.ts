import type { Won } from '../money/won.ts';

/** 100 % × 1000 milli-percent × 12 months: the denominator of a month's interest. */
const MONTHLY_DENOMINATOR = 1_200_000;

/**
 * One month of interest on `balance` at `milliPercent` thousandths of a percent a year, 원 미만 절사.
 * Same result as `percentOfFloor(balance, percent, 12)` but without BigInt, because a schedule
 * calls it up to 720 times: splitting `balance` keeps every product below 2^53, so it stays exact.
 * @example monthlyInterest(100_000_000, 3500) // 291_666
 */
export function monthlyInterest(balance: Won, milliPercent: number): Won {
  const whole = Math.floor(balance / MONTHLY_DENOMINATOR);
  const rest = balance - whole * MONTHLY_DENOMINATOR;
  // rest × milliPercent < 1.2e11, and any non-integer quotient sits ≥ 1/1.2e6 away from an integer,
  // far above the float error, so Math.floor is exact here.
  return whole * milliPercent + Math.floor((rest * milliPercent) / MONTHLY_DENOMINATOR);
}
