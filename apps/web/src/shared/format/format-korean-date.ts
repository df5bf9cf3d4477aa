const KOREAN_CALENDAR_DAY = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Asia/Seoul',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * Writes a date the Korean way. A date alone ('2026-07-01', e.g. a policy date) is taken as written;
 * a moment (an ISO date-time) is read on the Korean calendar, whatever the device's time zone.
 * @example formatKoreanDate('2026-07-01') // '2026년 7월 1일'
 * @example formatKoreanDate('2026-06-30T16:00:00Z') // '2026년 7월 1일'
 */
export function formatKoreanDate(value: string): string {
  const parts = DATE_ONLY.exec(value) ?? DATE_ONLY.exec(safeCalendarDay(value));
  if (!parts) return value;
  const [, year, month, day] = parts;
  return `${Number(year)}년 ${Number(month)}월 ${Number(day)}일`;
}

function safeCalendarDay(value: string): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? '' : KOREAN_CALENDAR_DAY.format(date);
}
