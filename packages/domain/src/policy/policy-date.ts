/**
 * The date whose rules a calculation follows, as an ISO calendar date 'YYYY-MM-DD'.
 * ISO dates compare correctly as strings, so policy tables compare them with `<=`.
 */
export type PolicyDate = string;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * Whether `value` is a real calendar date written as 'YYYY-MM-DD' (no time, no offset).
 * @example isPolicyDate('2025-10-16') // true
 * @example isPolicyDate('2025-02-30') // false
 */
export function isPolicyDate(value: string): value is PolicyDate {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = Number(match[3]);
  if (year < 1900 || month < 1 || month > 12 || day < 1) return false;
  return day <= daysInMonth(year, month);
}

function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}
