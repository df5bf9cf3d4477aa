import type { RentHousingType } from '@jipsa/contracts';
import type { DataGoKrItem } from './read-data-go-kr.ts';

// NOTE: 건축법 시행령 별표 1 용도: 공동주택 = 아파트, 연립주택, 다세대주택 (기숙사); 단독주택 = 단독, 다중,
// 다가구, 공관; 오피스텔 is an 업무시설. The register names them in mainPurpsCdNm / etcPurps.
const TYPE_BY_PURPOSE: readonly [RegExp, RentHousingType][] = [
  [/아파트/, 'APARTMENT'],
  [/오피스텔/, 'OFFICETEL'],
  [/연립|다세대/, 'HOUSEHOLD_HOUSE'],
  [/단독|다가구|다중주택/, 'FAMILY_HOUSE'],
];

/**
 * The rent housing type of a lot from its 건축물대장 표제부 rows: the main building's purpose, read from the
 * detailed purpose (etcPurps) first, then the main purpose name. Null when no row names a home.
 *
 * @example housingTypeOf([{ mainPurpsCdNm: '공동주택', etcPurps: '아파트', mainAtchGbCdNm: '주건축물' }]) // 'APARTMENT'
 */
export function housingTypeOf(titleRows: DataGoKrItem[]): RentHousingType | null {
  const mainFirst = [...titleRows].sort(
    (a, b) => Number(b.mainAtchGbCdNm === '주건축물') - Number(a.mainAtchGbCdNm === '주건축물'),
  );
  for (const row of mainFirst) {
    for (const purpose of [row.etcPurps ?? '', row.mainPurpsCdNm ?? '']) {
      const found = TYPE_BY_PURPOSE.find(([pattern]) => pattern.test(purpose));
      if (found) return found[1];
    }
  }
  return null;
}
