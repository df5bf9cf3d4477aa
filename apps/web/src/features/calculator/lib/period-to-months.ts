import type { PeriodUnit } from '../../../shared/store/app-store.ts';
import { amountValue } from '../../../shared/lib/amount-entry.ts';

export const MONTHS_PER_YEAR = 12;

/**
 * A period field's value in months: years × 12 when the unit is 년 (spec §9 "Term and gracePeriod are
 * multiplied by 12 when the unit is years").
 * @example periodToMonths('30', '년') // 360
 * @example periodToMonths('18', '월') // 18
 */
export function periodToMonths(value: string, unit: PeriodUnit): number {
  return amountValue(value) * (unit === '년' ? MONTHS_PER_YEAR : 1);
}
