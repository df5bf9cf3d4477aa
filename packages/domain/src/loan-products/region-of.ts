/** Where the rented home is, as the jeonse products distinguish it. */
export type LoanRegion = 'SEOUL' | 'CAPITAL' | 'OTHER';

// NOTE: docs/domain-rules.md §5 "Common definitions": 수도권 = 법정동 시도 code 11 (서울),
// 41 (경기), 28 (인천); 서울 = 11. 시도 codes of 행정표준코드관리시스템, in force 2026-07-01.
const SEOUL_SIDO_CODE = '11';
const OTHER_CAPITAL_SIDO_CODES: readonly string[] = ['41', '28'];

/**
 * The region of a 10-digit 법정동 code, read from its first two digits (the 시도).
 * @example regionOf('1168010100') // 'SEOUL' (강남구 역삼동)
 * @example regionOf('4113510900') // 'CAPITAL' (성남시 분당구)
 * @example regionOf('2611010100') // 'OTHER' (부산 중구)
 */
export function regionOf(districtCode: string): LoanRegion {
  const sido = districtCode.slice(0, 2);
  if (sido === SEOUL_SIDO_CODE) return 'SEOUL';
  return OTHER_CAPITAL_SIDO_CODES.includes(sido) ? 'CAPITAL' : 'OTHER';
}

/** 수도권 (Seoul, 경기, 인천). */
export function isCapitalRegion(region: LoanRegion): boolean {
  return region !== 'OTHER';
}

/** How the products' messages name the region. */
export function regionLabel(region: LoanRegion): '수도권' | '지방' {
  return isCapitalRegion(region) ? '수도권' : '지방';
}
