import {
  koreaPolicyDate,
  REGULATED_DISTRICT_DESIGNATIONS,
  tableInForce,
  type RegulatedDistrictDesignation,
} from '@jipsa/domain';

/**
 * The 규제지역 designation in force today in Korea, to name beside a region question the person answers (the LTV and
 * DSR forms have no address); `null` before the table starts.
 * @example regulatedAreasToday(new Date('2026-11-26T00:00:00Z'))?.effectiveFrom // '2025-10-16'
 */
export function regulatedAreasToday(now: Date = new Date()): RegulatedDistrictDesignation | null {
  return tableInForce(REGULATED_DISTRICT_DESIGNATIONS, koreaPolicyDate(now));
}
