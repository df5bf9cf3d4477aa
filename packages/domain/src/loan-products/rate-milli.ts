/**
 * Rates are added and compared in integer thousandths of a percent so 2.5 − 0.3 − 0.2 is exactly
 * 2.0, never 1.9999999999999998.
 * @example toRateMilli(2.35) // 2350
 */
export function toRateMilli(percent: number): number {
  return Math.round(percent * 1000);
}

/**
 * Back to a percent number for the report.
 * @example fromRateMilli(2350) // 2.35
 */
export function fromRateMilli(milli: number): number {
  return milli / 1000;
}

// NOTE: docs/domain-rules.md §5 (policy 2026-07-01): 주택도시기금 "final rate never below 1.0 %", and the
// 서울시 이자지원 products "borrower ≥ 1.0 %" [P]. Bank products never come near it; the floor is applied to
// every product so no report ever shows a rate below 1.0 %.
export const RATE_FLOOR_MILLI = 1000;
