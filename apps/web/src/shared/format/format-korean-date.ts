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

// Hours and minutes on the Korean clock, written out by hand: the words (오전/오후) must not depend on the
// locale data a runtime ships.
const KOREAN_CLOCK = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Asia/Seoul',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/**
 * A moment as a Korean date and time of day on the Korean clock.
 * @example formatKoreanDateTime('2026-06-20T00:05:00Z') // '2026년 6월 20일 오전 9:05'
 * @example formatKoreanDateTime('2026-06-20T03:30:00Z') // '2026년 6월 20일 오후 12:30'
 */
export function formatKoreanDateTime(value: string): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  const [hourText = '0', minute = '00'] = KOREAN_CLOCK.format(date).split(':');
  const hour = Number(hourText);
  const clockHour = hour % 12 === 0 ? 12 : hour % 12;
  return `${formatKoreanDate(value)} ${hour < 12 ? '오전' : '오후'} ${clockHour}:${minute}`;
}
