import { addMonths } from '../policy/calendar-date.ts';
import type { PolicyDate } from '../policy/policy-date.ts';

/**
 * Whole calendar months from `from` to `to`: the most months that, added to `from` by `addMonths`, do not pass `to`
 * (0 when `to` is not after `from`). Counted with the one clamped `addMonths`, so a month-end start counts as the
 * law counts it (민법 제160조).
 * @example wholeMonthsBetween('2026-05-26', '2026-11-26') // 6
 * @example wholeMonthsBetween('2027-01-31', '2027-02-28') // 1
 * @example wholeMonthsBetween('2026-05-26', '2026-11-25') // 5
 */
export function wholeMonthsBetween(from: PolicyDate, to: PolicyDate): number {
  let months = 0;
  while (addMonths(from, months + 1) <= to) months += 1;
  return months;
}
