import type { PolicyDate } from './policy-date.ts';

// Korea Standard Time is UTC+9 all year (no daylight saving since 1988), so a fixed offset is exact
// and does not depend on the ICU time-zone data of the Node build.
const KOREA_OFFSET_MS = 9 * 60 * 60 * 1000;

/**
 * The date and time of day on the Korean clock at `now`, to the minute.
 * @example koreaDateTime(new Date('2026-06-20T03:30:00Z')) // { date: '2026-06-20', hour: 12, minute: 30 }
 */
export function koreaDateTime(now: Date): { date: PolicyDate; hour: number; minute: number } {
  const korean = new Date(now.getTime() + KOREA_OFFSET_MS);
  return { date: korean.toISOString().slice(0, 10), hour: korean.getUTCHours(), minute: korean.getUTCMinutes() };
}

/**
 * The calendar date in Korea at `now`: the policy date a calculator uses when the request names none.
 * @example koreaPolicyDate(new Date('2025-10-15T15:00:00Z')) // '2025-10-16' (00:00 in Seoul)
 */
export function koreaPolicyDate(now: Date): PolicyDate {
  return koreaDateTime(now).date;
}
