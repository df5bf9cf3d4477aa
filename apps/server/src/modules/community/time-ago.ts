const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
/** Korea has kept UTC+9 without daylight saving since 1988, so a fixed offset gives the Korean calendar date. */
const KOREA_OFFSET = 9 * HOUR;
const RELATIVE_DAYS_MAX = 6;

const twoDigits = (value: number) => String(value).padStart(2, '0');

/**
 * How long ago something was written, the way the community shows it: 방금 전 (under a minute, or a
 * clock slightly ahead), N분 전, N시간 전, N일 전 up to 6 days, then the Korean calendar date.
 *
 * @example
 * formatTimeAgo(new Date('2026-11-03T00:00:00Z'), new Date('2026-11-03T00:00:30Z')); // '방금 전'
 * formatTimeAgo(new Date('2026-11-03T00:00:00Z'), new Date('2026-11-03T02:59:00Z')); // '2시간 전'
 * formatTimeAgo(new Date('2026-11-02T15:30:00Z'), new Date('2026-11-20T00:00:00Z')); // '2026.11.03'
 */
export function formatTimeAgo(writtenAt: Date, now: Date): string {
  const elapsed = now.getTime() - writtenAt.getTime();
  if (elapsed < MINUTE) return '방금 전';
  if (elapsed < HOUR) return `${Math.floor(elapsed / MINUTE)}분 전`;
  if (elapsed < DAY) return `${Math.floor(elapsed / HOUR)}시간 전`;
  const days = Math.floor(elapsed / DAY);
  if (days <= RELATIVE_DAYS_MAX) return `${days}일 전`;
  const korean = new Date(writtenAt.getTime() + KOREA_OFFSET);
  return `${korean.getUTCFullYear()}.${twoDigits(korean.getUTCMonth() + 1)}.${twoDigits(korean.getUTCDate())}`;
}
