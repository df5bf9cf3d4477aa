import { isCapitalRegion, regionOf } from '@jipsa/domain';

/**
 * Whether a 10-digit 법정동 code lies in 수도권 — the loan rules' own reading (domain `regionOf`).
 *
 * @example isMetroDistrict('1168010100') // true (서울 강남구 역삼동)
 * @example isMetroDistrict('2611010100') // false (부산 중구)
 */
export function isMetroDistrict(districtCode: string): boolean {
  return isCapitalRegion(regionOf(districtCode));
}
