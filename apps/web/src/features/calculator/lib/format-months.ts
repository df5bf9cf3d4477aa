import { MONTHS_PER_YEAR } from './period-to-months.ts';

/**
 * A number of months as people say it.
 * @example formatMonths(360) // '30년'
 * @example formatMonths(30) // '2년 6개월'
 * @example formatMonths(6) // '6개월'
 */
export function formatMonths(months: number): string {
  const years = Math.floor(months / MONTHS_PER_YEAR);
  const rest = months % MONTHS_PER_YEAR;
  if (years === 0) return `${rest}개월`;
  return rest === 0 ? `${years}년` : `${years}년 ${rest}개월`;
}
