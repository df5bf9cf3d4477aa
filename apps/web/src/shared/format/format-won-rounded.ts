import { formatPayment, formatWon } from './format-won.ts';

/** 원 in one 만원: a headline's money is rounded to it. */
const MANWON = 10_000;

/**
 * The headline way to read money (issue 50): 만/억 groups rounded to the nearest 만원, so a glance gets the size
 * ("1억 9,194만원", "46만원"). Under 1만원 nothing is rounded away ("8,640원").
 *
 * The one rule for money on screen: a headline (a summary line, a hero figure) reads through this; the details
 * under it give the exact won — `formatWon` for a sum held or borrowed, `formatPayment` for a sum paid per month or
 * once (ADR 0019) — one tap away at most.
 * @example formatWonRounded(191_942_789) // '1억 9,194만원'
 * @example formatWonRounded(458_125) // '46만원'
 * @example formatWonRounded(8_640) // '8,640원'
 */
export function formatWonRounded(amount: number): string {
  if (Math.abs(amount) < MANWON) return formatPayment(amount);
  return formatWon(Math.round(amount / MANWON) * MANWON);
}
