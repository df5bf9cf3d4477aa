import { formatWon } from './format-won.ts';

/** 원 in one 만원, the unit the amount fields take. */
export const WON_PER_MANWON = 10_000;

/**
 * Reads an amount entered in 만원 the Korean way, through the one money formatter; `null` for
 * nothing (0 or less), so a field shows no reading under an empty value.
 * @example formatManwon(25_000) // '2억 5,000만원'
 * @example formatManwon(0) // null
 */
export function formatManwon(manwon: number): string | null {
  if (!(manwon > 0)) return null;
  return formatWon(Math.round(manwon * WON_PER_MANWON));
}
