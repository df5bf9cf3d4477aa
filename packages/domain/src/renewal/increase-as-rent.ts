import type { Won } from '../money/won.ts';
import { convertedMonthlyRent, rentConversionRateCap } from '../loan-products/rent-conversion.ts';
import { fromRateMilli, toRateMilli } from '../loan-products/rate-milli.ts';

/**
 * The legal cap of the 전월세 전환율 for a 기준금리, both in thousandths of a percent: min(10 %, 기준금리 + 2 %p), the
 * rule `rentConversionRateCap` owns (주택임대차보호법 제7조의2, 시행령 제9조).
 * @example conversionCapMilli(2_500) // 4_500
 * @example conversionCapMilli(8_500) // 10_000
 */
export function conversionCapMilli(baseRateMilli: number): number {
  return toRateMilli(rentConversionRateCap(fromRateMilli(baseRateMilli)));
}

/**
 * The most monthly rent a landlord may ask instead of a deposit increase of `depositIncrease`: the increase × the
 * conversion cap ÷ 12, floored to the won.
 * @example maxMonthlyRentForIncrease(15_000_000, 2_500) // 56_250 (15,000,000 × 4.5 % ÷ 12)
 */
export function maxMonthlyRentForIncrease(depositIncrease: Won, baseRateMilli: number): Won {
  return convertedMonthlyRent(depositIncrease, fromRateMilli(conversionCapMilli(baseRateMilli)));
}
