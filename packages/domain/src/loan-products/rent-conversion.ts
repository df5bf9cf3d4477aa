import { percentOfFloor } from '../money/percent-of.ts';
import type { Won } from '../money/won.ts';
import { fromRateMilli, toRateMilli } from './rate-milli.ts';

// NOTE: 주택임대차보호법 제7조의2 and 시행령 제9조 (from 2020-09-29) [P]: turning deposit into monthly rent,
// the yearly rate may not exceed min(10 %, 한국은행 기준금리 + 2.0 %p). docs/domain-rules.md §5.
const CONVERSION_ADD_ON_MILLI = 2000;
const CONVERSION_CEILING_MILLI = 10_000;

/**
 * The legal cap of the 전월세 전환율 for a 기준금리.
 * @example rentConversionRateCap(2.5) // 4.5
 */
export function rentConversionRateCap(baseRate: number): number {
  return fromRateMilli(Math.min(CONVERSION_CEILING_MILLI, toRateMilli(baseRate) + CONVERSION_ADD_ON_MILLI));
}

/**
 * The most monthly rent a landlord may ask for instead of `deposit` at the conversion rate.
 * @example convertedMonthlyRent(200_000_000, 4.5) // 750_000
 */
export function convertedMonthlyRent(deposit: Won, conversionRate: number): Won {
  return percentOfFloor(deposit, conversionRate, 12);
}
