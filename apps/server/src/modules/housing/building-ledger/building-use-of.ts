import type { DataGoKrItem } from '../molit/read-data-go-kr.ts';

/** The use a 건축물대장 row records, and whether it is a home. */
export type BuildingUse = { mainUse: string | null; residential: boolean | null };

// NOTE: 건축법 시행령 별표 1 (용도별 건축물의 종류): 1호 단독주택 = 단독주택, 다중주택, 다가구주택, 공관; 2호 공동주택 =
// 아파트, 연립주택, 다세대주택, 기숙사; 14호 업무시설 나목 = 일반업무시설, of which 오피스텔. The ledger names the
// 대분류 (공동주택, 단독주택, 업무시설) in mainPurpsCdNm and the kind in etcPurps, or the kind itself (전유부 rows).
const CATEGORIES = new Set(['단독주택', '공동주택', '업무시설', '일반업무시설']);
const KINDS = ['아파트', '연립주택', '다세대주택', '다가구주택', '다중주택', '단독주택', '공관', '오피스텔', '기숙사'];

// A 오피스텔 is an 업무시설 by 건축법, yet 주택임대차보호법 protects it when lived in (제2조: 주거용 건물, judged by
// its actual use) and HUG·HF·SGI guarantee 주거용 오피스텔 deposits: for the renter it is a home. 기숙사 is a 공동주택
// but no one rents it on jeonse, and guarantors do not take it: not a home here.
const RESIDENTIAL = /아파트|연립주택|다세대주택|다가구주택|다중주택|단독주택|공관|오피스텔/;
const NOT_A_HOME = /기숙사/;

const kindsIn = (text: string) => KINDS.filter((kind) => text.includes(kind));

function isHome(use: string): boolean {
  return RESIDENTIAL.test(use) && !NOT_A_HOME.test(use);
}

/**
 * The use of one 표제부 or 전유부 row: the kind the detailed use (etcPurps) names when the main use is only a
 * 대분류 (공동주택 → 다세대주택, 업무시설 → 오피스텔), and whether it is a home. A non-residential main use whose
 * detailed use also names a home ("제2종근린생활시설, 다세대주택") is a mixed building: which part the renter lives in
 * is unknown (null). A residential main use stays a home even with shops listed beside it (상가주택).
 *
 * @example buildingUseOf({ mainPurpsCdNm: '업무시설', etcPurps: '오피스텔' }) // { mainUse: '오피스텔', residential: true }
 */
export function buildingUseOf(row: DataGoKrItem): BuildingUse {
  const main = (row.mainPurpsCdNm ?? '').trim();
  const detail = (row.etcPurps ?? '').trim();
  const detailKinds = kindsIn(detail);
  const isCategory = main === '' || CATEGORIES.has(main);
  const mainUse = isCategory && detailKinds.length === 1 ? detailKinds[0]! : main || detail || null;
  if (mainUse === null) return { mainUse: null, residential: null };
  if (isHome(mainUse)) return { mainUse, residential: true };
  // 공동주택 with no single kind named (or several): every 공동주택 but a 기숙사 is a home.
  if (main === '공동주택' && detailKinds.length !== 1) return { mainUse, residential: true };
  const mixed = detailKinds.some(isHome);
  return { mainUse, residential: mixed ? null : false };
}
