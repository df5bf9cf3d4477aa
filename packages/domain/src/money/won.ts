/**
 * An amount of money in integer 원. Floats never hold money (docs/decisions/0001-money-is-integer-won.md).
 */
export type Won = number;

/** @returns whether `value` is a safe, non-negative integer amount of 원. */
export function isWon(value: number): value is Won {
  return Number.isSafeInteger(value) && value >= 0;
}

/**
 * Turns a whole number of 만원 (the unit people type) into 원.
 * @example manwonToWon(2500) // 25_000_000
 */
export function manwonToWon(manwon: number): Won {
  return Math.round(manwon) * 10_000;
}

/**
 * Floors an amount to a multiple of `unit` 원 (loan limits are floored to 10만원).
 * @example floorToUnit(123_456_789, 100_000) // 123_400_000
 */
export function floorToUnit(amount: Won, unit: Won): Won {
  return Math.floor(amount / unit) * unit;
}

/**
 * Rounds an amount half up to a multiple of `unit` 원 (a shared report's amounts are rounded to 100만원).
 * @example roundToUnit(23_456_789, 1_000_000) // 23_000_000
 * @example roundToUnit(23_500_000, 1_000_000) // 24_000_000
 */
export function roundToUnit(amount: Won, unit: Won): Won {
  return Math.floor((amount + unit / 2) / unit) * unit;
}
