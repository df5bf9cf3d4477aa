import { koreaDateTime } from '@jipsa/domain';

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * Writes a date the Korean way. A date alone ('2026-07-01', e.g. a policy date) is taken as written;
 * a moment (an ISO date-time) is read on the Korean calendar, whatever the device's time zone.
 * @example formatKoreanDate('2026-07-01') // '2026년 7월 1일'
 * @example formatKoreanDate('2026-06-30T16:00:00Z') // '2026년 7월 1일'
 * @example formatKoreanDate('2026-12-05', { weekday: true, omitYear: 2026 }) // '12월 5일 (토)'
 */
export function formatKoreanDate(value: string, options: KoreanDateOptions = {}): string {
  const parts = DATE_ONLY.exec(value) ?? DATE_ONLY.exec(safeCalendarDay(value));
  if (!parts) return value;
  const [, year, month, day] = parts.map(Number) as [number, number, number, number];
  const monthDay = `${month}월 ${day}일`;
  const date = year === options.omitYear ? monthDay : `${year}년 ${monthDay}`;
  if (!options.weekday) return date;
  return `${date} (${WEEKDAYS[new Date(Date.UTC(year, month - 1, day)).getUTCDay()]})`;
}

export type KoreanDateOptions = {
  /** Adds the day of the week: '2026년 12월 5일 (토)'. */
  readonly weekday?: boolean;
  /** Leaves the year out when it is this one (a list of days near today): '12월 5일'. */
  readonly omitYear?: number;
};

const WEEKDAYS = ['일', '월', '화', '수', '목', '금', '토'] as const;

// Korean time by its fixed offset, not Intl with a time zone: the words (오전/오후) must not depend on the locale data a
// runtime ships, and a page's first Intl object costs tens of milliseconds on a phone (issue 32).
function safeCalendarDay(value: string): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? '' : koreaDateTime(date).date;
}

/**
 * A moment as a Korean date and time of day on the Korean clock.
 * @example formatKoreanDateTime('2026-06-20T00:05:00Z') // '2026년 6월 20일 오전 9:05'
 * @example formatKoreanDateTime('2026-06-20T03:30:00Z') // '2026년 6월 20일 오후 12:30'
 */
export function formatKoreanDateTime(value: string): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  const { hour, minute } = koreaDateTime(date);
  const clockHour = hour % 12 === 0 ? 12 : hour % 12;
  return `${formatKoreanDate(value)} ${hour < 12 ? '오전' : '오후'} ${clockHour}:${String(minute).padStart(2, '0')}`;
}
