import { RATE_FLOOR_MILLI, toRateMilli } from './rate-milli.ts';

/**
 * A bank rate priced off a market base: base + margin − support, never below 1.0 %.
 * In thousandths of a percent.
 * @example marketPricedRateMilli(2.88, 1.6) // 4480
 * @example marketPricedRateMilli(2.88, 1.45, 2.0) // 2330 (서울시 pays 2.0 %p)
 */
export function marketPricedRateMilli(basePercent: number, marginPercent: number, supportPercent = 0): number {
  const rate = toRateMilli(basePercent) + toRateMilli(marginPercent) - toRateMilli(supportPercent);
  return Math.max(RATE_FLOOR_MILLI, rate);
}
