import type { PolicyDate } from './policy-date.ts';

// Calendar dates are Korean calendar days written 'YYYY-MM-DD'. The arithmetic runs on UTC midnights, which
// have no daylight saving, so a day is always 86,400,000 ms and no time zone of the machine leaks in.
const DAY_MS = 24 * 60 * 60 * 1000;

function toUtcMs(date: PolicyDate): number {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return Date.UTC(year, month - 1, day);
}

function fromUtcMs(ms: number): PolicyDate {
  return new Date(ms).toISOString().slice(0, 10);
}

/**
 * `date` moved by `days` calendar days (negative goes back).
 * @example addDays('2028-02-28', 1) // '2028-02-29'
 */
export function addDays(date: PolicyDate, days: number): PolicyDate {
  return fromUtcMs(toUtcMs(date) + days * DAY_MS);
}

/**
 * `date` moved by whole months, clamped to the last day of the target month (민법 제160조: a period counted
 * in months ends on the matching day, or on the month's last day when that day does not exist).
 * @example addMonths('2027-08-31', -6) // '2027-02-28'
 * @example addMonths('2028-08-31', -6) // '2028-02-29'
 */
export function addMonths(date: PolicyDate, months: number): PolicyDate {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const monthIndex = year * 12 + (month - 1) + months;
  // Stryker disable next-line ArithmeticOperator: equivalent — Date.UTC normalises any split of the same month index
  // into a year and a month.
  const targetYear = Math.floor(monthIndex / 12);
  const targetMonth = monthIndex - targetYear * 12;
  const lastDay = new Date(Date.UTC(targetYear, targetMonth + 1, 0)).getUTCDate();
  return fromUtcMs(Date.UTC(targetYear, targetMonth, Math.min(day, lastDay)));
}

/**
 * Whole calendar days from `from` to `to` (negative when `to` is earlier).
 * @example daysBetween('2026-01-01', '2027-01-01') // 365
 */
export function daysBetween(from: PolicyDate, to: PolicyDate): number {
  return Math.round((toUtcMs(to) - toUtcMs(from)) / DAY_MS);
}
