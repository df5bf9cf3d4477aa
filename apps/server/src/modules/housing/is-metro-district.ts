// NOTE: docs/domain-rules.md §5 "Common definitions": 수도권 = 법정동 시도 code 11 (서울), 41 (경기),
// 28 (인천) — the same rule as @jipsa/domain's regionOf, which its package does not export yet.
const METRO_SIDO_CODES: readonly string[] = ['11', '41', '28'];

/**
 * Whether a 10-digit 법정동 code lies in 수도권, read from its 시도 (first two digits).
 *
 * @example isMetroDistrict('1168010100') // true (서울 강남구 역삼동)
 * @example isMetroDistrict('2611010100') // false (부산 중구)
 */
export function isMetroDistrict(districtCode: string): boolean {
  return METRO_SIDO_CODES.includes(districtCode.slice(0, 2));
}
