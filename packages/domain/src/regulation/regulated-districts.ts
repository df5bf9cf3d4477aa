import { formatPolicyDate } from '../policy/format-policy-date.ts';
import type { PolicyDate } from '../policy/policy-date.ts';
import { tableInForce, type PolicyTableRow } from '../policy/table-in-force.ts';
import type { RegionType } from './ltv-categories.ts';

/** A designated district: a 법정동 code prefix (2 digits = a whole 시도, 5 = a 시군구) and its Korean name. */
export type RegulatedDistrict = { readonly codePrefix: string; readonly name: string };

/**
 * The 규제지역 (투기과열지구 and 조정대상지역, designated together in every row here) from the day a 관보 notice took
 * effect until the next row. `summary` names them the way the screens do.
 */
export type RegulatedDistrictDesignation = PolicyTableRow & {
  readonly name: string;
  readonly summary: string;
  readonly districts: readonly RegulatedDistrict[];
  readonly source: string;
  /** Who keeps the rules before this designation (a loan applied for, a purchase signed with the deposit paid). */
  readonly previousRulesFor?: string;
};

const SEOUL: RegulatedDistrict = { codePrefix: '11', name: '서울 전역' };
const GANGNAM_THREE_AND_YONGSAN: readonly RegulatedDistrict[] = [
  { codePrefix: '11680', name: '서울 강남구' },
  { codePrefix: '11650', name: '서울 서초구' },
  { codePrefix: '11710', name: '서울 송파구' },
  { codePrefix: '11170', name: '서울 용산구' },
];

/** The 12 경기 areas of the 10·15 대책 (2025-10-16), kept in the July 2026 designation. */
const GYEONGGI_OCTOBER_2025: readonly RegulatedDistrict[] = [
  { codePrefix: '41290', name: '경기 과천시' },
  { codePrefix: '41210', name: '경기 광명시' },
  { codePrefix: '41135', name: '경기 성남시 분당구' },
  { codePrefix: '41131', name: '경기 성남시 수정구' },
  { codePrefix: '41133', name: '경기 성남시 중원구' },
  { codePrefix: '41117', name: '경기 수원시 영통구' },
  { codePrefix: '41111', name: '경기 수원시 장안구' },
  { codePrefix: '41115', name: '경기 수원시 팔달구' },
  { codePrefix: '41173', name: '경기 안양시 동안구' },
  { codePrefix: '41465', name: '경기 용인시 수지구' },
  { codePrefix: '41430', name: '경기 의왕시' },
  { codePrefix: '41450', name: '경기 하남시' },
];

/**
 * 규제지역 by date (법정동 시군구 codes of 행정표준코드관리시스템). Sorted by `effectiveFrom` ascending, as
 * `tableInForce` needs; before the first row the table does not know, and the person is asked.
 */
export const REGULATED_DISTRICT_DESIGNATIONS: readonly RegulatedDistrictDesignation[] = [
  {
    // NOTE: MOLIT 2022-11-10 「투기과열지구 및 조정대상지역 조정」 (2022년 제4차 주거정책심의위원회), effective
    // 2022-11-14 0시 on the 관보 notice: 서울 and 과천, 성남 분당·수정, 하남, 광명 kept; every other area released [S:
    // KDI 경제정보센터 digest of the release (eiec.kdi.re.kr materialView 231954) and 이투데이 2022-11-10].
    effectiveFrom: '2022-11-14',
    name: '2022년 11월 규제지역 조정',
    summary: '서울 전역, 경기 과천·성남(분당·수정)·하남·광명',
    districts: [
      SEOUL,
      { codePrefix: '41290', name: '경기 과천시' },
      { codePrefix: '41135', name: '경기 성남시 분당구' },
      { codePrefix: '41131', name: '경기 성남시 수정구' },
      { codePrefix: '41450', name: '경기 하남시' },
      { codePrefix: '41210', name: '경기 광명시' },
    ],
    source: '국토교통부 2022-11-10 투기과열지구 및 조정대상지역 조정 (2022-11-14 시행)',
  },
  {
    // NOTE: MOLIT 2023-01-02 주거정책심의위원회, effective 2023-01-05 0시: only 강남·서초·송파·용산 stay 투기지역·투기과열
    // 지구·조정대상지역 [S: 한국경제 2023-01-03, 내일신문 2023-01-03, as reported from the release].
    effectiveFrom: '2023-01-05',
    name: '2023년 1월 규제지역 해제',
    summary: '서울 강남·서초·송파·용산',
    districts: GANGNAM_THREE_AND_YONGSAN,
    source: '국토교통부 2023-01-02 투기과열지구 및 조정대상지역 조정 (2023-01-05 시행)',
  },
  {
    // NOTE: 관계부처 합동 2025-10-15 「주택시장 안정화 대책」 (10·15 대책), effective 2025-10-16: the four kept, the
    // other 21 서울 자치구 and 12 경기 areas newly designated 조정대상지역·투기과열지구 [S: 비즈니스포스트, 뉴스라이트,
    // 뉴스1 of 2025-10-15/16 list the same 12; the FSC English release of the same day (fsc.go.kr/eng/pr010101/85413)
    // applies its loan rules to "Seoul metropolitan and speculation regulated areas" from 2025-10-16 [P]]; MOLIT's
    // release of 2026-06-30 lists the same 12 as the state at the end of June 2026 [S].
    effectiveFrom: '2025-10-16',
    name: '10·15 대책 규제지역 지정',
    summary: '서울 전역, 경기 12곳(과천·광명·성남 분당·수정·중원·수원 영통·장안·팔달·안양 동안·용인 수지·의왕·하남)',
    districts: [SEOUL, ...GYEONGGI_OCTOBER_2025],
    source: '관계부처 합동 2025-10-15 주택시장 안정화 대책 (2025-10-16 시행)',
  },
  {
    // NOTE: 국토교통부 보도참고자료 2026-06-30 「투기과열지구 및 조정대상지역 추가 지정」 (주택정책과): 화성시 동탄구,
    // 용인시 기흥구, 구리시 designated from 2026-07-01; its 참고2 lists 서울 25곳 and 경기 15곳 after the change. The
    // FSC's release and FAQ of the same day: loans applied for (전산 접수) by 2026-06-30, or a purchase signed with the
    // deposit paid by then, keep the previous rules [S: the releases' text as kept in a public repository,
    // AHRA-June/RegImpact_AI docs/sources/raw/{molit_press,fsc_press,faq}_20260630.txt; the 관보 notices
    // 국토교통부공고 제2026-882호·제2026-883호 are named there, not read]. 동탄구 is 41597, a 일반구 of 화성시 since
    // 2026-02-01 [S: a 건축HUB 건축물대장 API answer for "화성시 동탄구 청계동" (sigunguCd 41597) and code lists citing
    // 행정표준코드관리시스템; code.go.kr itself was not readable here]. docs/research/issue-47-sources.md.
    effectiveFrom: '2026-07-01',
    name: '2026년 7월 규제지역 추가 지정',
    summary:
      '서울 전역, 경기 15곳(과천·광명·구리·성남 분당·수정·중원·수원 영통·장안·팔달·안양 동안·용인 수지·기흥·의왕·하남·화성 동탄)',
    districts: [
      SEOUL,
      ...GYEONGGI_OCTOBER_2025,
      { codePrefix: '41310', name: '경기 구리시' },
      { codePrefix: '41463', name: '경기 용인시 기흥구' },
      { codePrefix: '41597', name: '경기 화성시 동탄구' },
    ],
    source: '국토교통부 2026-06-30 투기과열지구 및 조정대상지역 추가 지정 (2026-07-01 시행)',
    previousRulesFor:
      '2026년 6월 30일까지 대출 신청이 접수됐거나 주택 매매계약을 맺고 계약금을 냈다면 화성 동탄·용인 기흥·구리에도 종전 규정이 적용돼요. 그렇다면 기준일을 2026년 6월 30일로 바꿔 계산해 보세요.',
  },
];

/** What the table says of one district on one date. */
export type RegulatedAreaAnswer = {
  readonly isRegulated: boolean;
  /** The designated district that matched, `null` when none did. */
  readonly district: RegulatedDistrict | null;
  readonly designation: RegulatedDistrictDesignation;
};

// NOTE: docs/domain-rules.md §5: 수도권 = 법정동 시도 11 (서울), 41 (경기), 28 (인천).
const CAPITAL_SIDO_CODES: readonly string[] = ['11', '41', '28'];

/**
 * Whether a 법정동 code lies in a 규제지역 on `policyDate`, with the designation that says so; `null` before the
 * table starts (the caller asks the person).
 * @example regulatedAreaOf('1168010100', '2024-05-01')?.isRegulated // true (강남구, 2023-01-05 지정 유지)
 * @example regulatedAreaOf('1144010100', '2024-05-01')?.isRegulated // false (마포구)
 * @example regulatedAreaOf('1144010100', '2025-10-16')?.isRegulated // true (10·15 대책)
 */
export function regulatedAreaOf(districtCode: string, policyDate: PolicyDate): RegulatedAreaAnswer | null {
  const designation = tableInForce(REGULATED_DISTRICT_DESIGNATIONS, policyDate);
  if (designation === null) return null;
  const district = designation.districts.find((candidate) => districtCode.startsWith(candidate.codePrefix)) ?? null;
  return { isRegulated: district !== null, district, designation };
}

/**
 * The LTV region of a 법정동 code on `policyDate` (규제지역 / 수도권 비규제지역 / 지방), or `null` when the table
 * does not reach back to that date.
 * @example ltvRegionOf('4111710100', '2025-10-16') // 'REGULATED_AREA' (수원 영통구)
 * @example ltvRegionOf('4111310100', '2025-10-16') // 'NON_REGULATED_CAPITAL_AREA' (수원 권선구)
 * @example ltvRegionOf('2611010100', '2025-10-16') // 'OTHER_AREAS' (부산 중구)
 */
export function ltvRegionOf(districtCode: string, policyDate: PolicyDate): RegionType | null {
  const answer = regulatedAreaOf(districtCode, policyDate);
  if (answer === null) return null;
  if (answer.isRegulated) return 'REGULATED_AREA';
  return CAPITAL_SIDO_CODES.includes(districtCode.slice(0, 2)) ? 'NON_REGULATED_CAPITAL_AREA' : 'OTHER_AREAS';
}

/**
 * The sentence that names the designation a result used.
 * @example regulatedAreaSentence(REGULATED_DISTRICT_DESIGNATIONS[2]) // '규제지역은 2025년 10월 16일 지정(10·15 대책 규제지역 지정) 기준이에요: 서울 전역, 경기 12곳(…).'
 */
export function regulatedAreaSentence(designation: RegulatedDistrictDesignation): string {
  const sentence = `규제지역은 ${formatPolicyDate(designation.effectiveFrom)} 지정(${designation.name}) 기준이에요: ${designation.summary}.`;
  return designation.previousRulesFor === undefined ? sentence : `${sentence} ${designation.previousRulesFor}`;
}
