import { withParticle } from '../loan-products/korean-particle.ts';
import { formatWon } from '../money/format-won.ts';
import type { Won } from '../money/won.ts';
import type { PolicyDate } from '../policy/policy-date.ts';
import { tableInForce, type PolicyTableRow } from '../policy/table-in-force.ts';

/**
 * The four region classes of 주택임대차보호법 시행령 제10조·제11조: 서울; 과밀억제권역 (서울 제외) and the
 * cities the table adds to it; 광역시 (과밀억제권역·군 제외) and the cities added to them; 그 밖의 지역.
 */
export type SmallDepositRegion = 'SEOUL' | 'OVERCROWDED' | 'METRO' | 'OTHER';

type SmallDepositRow = PolicyTableRow & {
  readonly threshold: Readonly<Record<SmallDepositRegion, Won>>;
  readonly protectedAmount: Readonly<Record<SmallDepositRegion, Won>>;
  /** 시군구 codes (5 digits) counted with 과밀억제권역 / 광역시 in this row. */
  readonly addedToOvercrowded: readonly string[];
  readonly addedToMetro: readonly string[];
  readonly source: string;
};

// 시군구 code prefixes of the cities the tables name (행정표준코드, 2026): a prefix covers a city's 구.
const SEJONG = ['36110'];
const YONGIN = ['4146'];
const HWASEONG = ['4159'];
const GIMPO = ['41570'];
const ANSAN = ['4127'];
const GWANGJU_GYEONGGI = ['41610'];
const PAJU = ['41480'];
const ICHEON = ['41500'];
const PYEONGTAEK = ['41220'];

// NOTE: 주택임대차보호법 시행령 제10조(보증금 중 일정액) and 제11조(우선변제를 받을 임차인의 범위), as amended
// 2018-09-18 (대통령령 제29162호), 2021-05-11 (제31673호) and 2023-02-21 (제33254호, in force since). The
// table that applies is the one in force when the first 담보물권 (근저당) was registered, not the contract date
// (시행령 부칙): the answer says so when there are 선순위 채권.
export const SMALL_DEPOSIT_PRIORITY_TABLE: readonly SmallDepositRow[] = [
  {
    // Stryker disable next-line StringLiteral: equivalent — the first row also answers any earlier date (`?? [0]`).
    effectiveFrom: '2018-09-18',
    threshold: { SEOUL: 110_000_000, OVERCROWDED: 100_000_000, METRO: 60_000_000, OTHER: 50_000_000 },
    protectedAmount: { SEOUL: 37_000_000, OVERCROWDED: 34_000_000, METRO: 20_000_000, OTHER: 17_000_000 },
    addedToOvercrowded: [...SEJONG, ...YONGIN, ...HWASEONG],
    addedToMetro: [...ANSAN, ...GIMPO, ...GWANGJU_GYEONGGI, ...PAJU],
    source: '주택임대차보호법 시행령 제10조·제11조 (2018-09-18 시행)',
  },
  {
    effectiveFrom: '2021-05-11',
    threshold: { SEOUL: 150_000_000, OVERCROWDED: 130_000_000, METRO: 70_000_000, OTHER: 60_000_000 },
    protectedAmount: { SEOUL: 50_000_000, OVERCROWDED: 43_000_000, METRO: 23_000_000, OTHER: 20_000_000 },
    addedToOvercrowded: [...SEJONG, ...YONGIN, ...HWASEONG, ...GIMPO],
    addedToMetro: [...ANSAN, ...GWANGJU_GYEONGGI, ...PAJU, ...ICHEON, ...PYEONGTAEK],
    source: '주택임대차보호법 시행령 제10조·제11조 (2021-05-11 시행)',
  },
  {
    effectiveFrom: '2023-02-21',
    threshold: { SEOUL: 165_000_000, OVERCROWDED: 145_000_000, METRO: 85_000_000, OTHER: 75_000_000 },
    protectedAmount: { SEOUL: 55_000_000, OVERCROWDED: 48_000_000, METRO: 28_000_000, OTHER: 25_000_000 },
    addedToOvercrowded: [...SEJONG, ...YONGIN, ...HWASEONG, ...GIMPO],
    addedToMetro: [...ANSAN, ...GWANGJU_GYEONGGI, ...PAJU, ...ICHEON, ...PYEONGTAEK],
    source: '주택임대차보호법 시행령 제10조·제11조 (2023-02-21 시행)',
  },
];

// NOTE: 수도권정비계획법 시행령 별표 1 (과밀억제권역), 2026: 서울; 인천 except 강화군·옹진군, 서구 대곡·불로·마전·
// 금곡·오류·왕길·당하·원당동, 인천경제자유구역 (송도·청라·영종) and 남동국가산업단지; 의정부, 구리, 남양주 (호평·평내·
// 금곡·일패·이패·삼패·가운·수석·지금·도농동만), 하남, 고양, 수원, 성남, 안양, 부천, 광명, 과천, 의왕, 군포, 시흥
// (반월특수지역 제외). Lots split by a boundary inside one 법정동 (경서·연희·원창동 of 청라) follow the 동's name.
const OVERCROWDED_GYEONGGI = [
  '41150', // 의정부
  '41310', // 구리
  '41450', // 하남
  '4128', // 고양
  '4111', // 수원
  '4113', // 성남
  '4117', // 안양
  '4119', // 부천
  '41210', // 광명
  '41290', // 과천
  '41430', // 의왕
  '41410', // 군포
  '41390', // 시흥
];
const NAMYANGJU = '41360';
const NAMYANGJU_OVERCROWDED_DONGS = [
  '호평동',
  '평내동',
  '금곡동',
  '일패동',
  '이패동',
  '삼패동',
  '가운동',
  '수석동',
  '지금동',
  '도농동',
];
const INCHEON = '28';
const INCHEON_COUNTIES = ['28710', '28720'];
// Matched by name across 인천: the names are unique there, and the 2026-07-01 reorganisation (영종구, 제물포구,
// 검단구) moved these 동 to new 구 codes.
const INCHEON_OUTSIDE_DONGS = [
  ...['대곡동', '불로동', '마전동', '금곡동', '오류동', '왕길동', '당하동', '원당동', '청라동'], // 서구·검단
  '송도동', // 연수구
  ...['운서동', '중산동', '운남동', '운북동', '을왕동', '남북동', '덕교동', '무의동'], // 영종
];
// Two of those names are also 동 of 구 inside 과밀억제권역: 동구 금곡동 and 계양구 오류동. 계양구 kept its code; 동구 became
// part of 제물포구 on 2026-07-01, whose code the tables here do not know.
const INCHEON_SEO_GU = '28260';
const INCHEON_OVERCROWDED_NAMESAKES: Readonly<Record<string, string>> = { 금곡동: '28140', 오류동: '28245' };
const METRO_SIDO = ['26', '27', '28', '29', '30', '31'];
/** 광역시의 군: 기장군, 달성군, 군위군, 강화군, 옹진군, 울주군. */
const METRO_COUNTIES = ['26710', '27710', '27720', '28710', '28720', '31710'];

const startsWithAny = (code: string, prefixes: readonly string[]) => prefixes.some((prefix) => code.startsWith(prefix));

function isOvercrowded(districtCode: string, dongName: string): boolean {
  const sigungu = districtCode.slice(0, 5);
  if (districtCode.startsWith(INCHEON)) {
    if (INCHEON_COUNTIES.includes(sigungu)) return false;
    if (INCHEON_OVERCROWDED_NAMESAKES[dongName] === sigungu) return true;
    return !INCHEON_OUTSIDE_DONGS.includes(dongName);
  }
  if (sigungu === NAMYANGJU) return NAMYANGJU_OVERCROWDED_DONGS.includes(dongName);
  return startsWithAny(sigungu, OVERCROWDED_GYEONGGI);
}

/**
 * When the address alone cannot tell whether the house lies inside 과밀억제권역, what would put it there; the answer
 * then takes the lower class (it never promises protection the house may not have) and says the condition.
 * - 남양주 다산동 (2017) joined 가운동 and parts of 지금·도농·일패·이패·수석동, all inside, with part of 진건읍 배양리, outside.
 * - 인천 금곡동 under a 구 code other than 서구's or 동구's: 제물포구 (동구's since 2026-07-01) or 검단구 (서구's).
 * @example overcrowdedCondition('4136011200', '다산동') // '옛 진건읍 배양리였던 곳이 아니라면'
 */
export function overcrowdedCondition(districtCode: string, dongName: string): string | null {
  const sigungu = districtCode.slice(0, 5);
  if (sigungu === NAMYANGJU && dongName === '다산동') return '옛 진건읍 배양리였던 곳이 아니라면';
  const knownGeumgokGu = [INCHEON_OVERCROWDED_NAMESAKES['금곡동'], INCHEON_SEO_GU];
  if (districtCode.startsWith(INCHEON) && dongName === '금곡동' && !knownGeumgokGu.includes(sigungu))
    return '옛 동구(지금의 제물포구) 금곡동이라면';
  return null;
}

/**
 * The region class of a 법정동 under a table row.
 * @example smallDepositRegionOf(row2023, '4113510900', '정자동') // 'OVERCROWDED' (성남 분당구)
 * @example smallDepositRegionOf(row2023, '2826010100', '청라동') // 'METRO' (인천 경제자유구역)
 */
export function smallDepositRegionOf(row: SmallDepositRow, districtCode: string, dongName: string): SmallDepositRegion {
  const sigungu = districtCode.slice(0, 5);
  if (districtCode.startsWith('11')) return 'SEOUL';
  if (isOvercrowded(districtCode, dongName) || startsWithAny(sigungu, row.addedToOvercrowded)) return 'OVERCROWDED';
  const isMetroCity = METRO_SIDO.includes(districtCode.slice(0, 2)) && !METRO_COUNTIES.includes(sigungu);
  if (isMetroCity || startsWithAny(sigungu, row.addedToMetro)) return 'METRO';
  return 'OTHER';
}

export const SMALL_DEPOSIT_REGION_LABEL: Readonly<Record<SmallDepositRegion, string>> = {
  SEOUL: '서울',
  OVERCROWDED: '과밀억제권역·세종·용인·화성·김포',
  METRO: '광역시·안산·광주·파주·이천·평택',
  OTHER: '그 밖의 지역',
};

export type SmallDepositPriority = {
  /** The deposit is a 소액보증금: part of it is repaid before every other creditor. */
  readonly applies: boolean;
  /** How much of the deposit is protected (0 when it does not apply). */
  readonly protectedAmount: Won;
  readonly region: SmallDepositRegion;
  readonly threshold: Won;
  readonly reasons: readonly string[];
  readonly source: string;
};

/**
 * 최우선변제: a deposit at or under the region's threshold has up to the protected amount repaid first, but never
 * more than half the house's value (시행령 제10조 ②) — with 대항력 (전입신고 and 점유) before the auction is registered.
 * @example smallDepositPriority({ rentalDeposit: 150_000_000, districtCode: '1168010100', dongName: '역삼동', houseValue: null, hasPriorLiens: false }, '2026-11-24').protectedAmount // 55_000_000
 */
export function smallDepositPriority(
  input: {
    readonly rentalDeposit: Won;
    readonly districtCode: string;
    readonly dongName: string;
    readonly houseValue: Won | null;
    readonly hasPriorLiens: boolean;
  },
  policyDate: PolicyDate,
): SmallDepositPriority {
  const row = tableInForce(SMALL_DEPOSIT_PRIORITY_TABLE, policyDate) ?? SMALL_DEPOSIT_PRIORITY_TABLE[0];
  // Stryker disable next-line StringLiteral: unreachable — the table is never empty.
  if (!row) throw new Error('the small-deposit table is empty');
  const region = smallDepositRegionOf(row, input.districtCode, input.dongName);
  const threshold = row.threshold[region];
  const label = SMALL_DEPOSIT_REGION_LABEL[region];
  const halfOfHouse = input.houseValue === null ? Number.MAX_SAFE_INTEGER : Math.floor(input.houseValue / 2);
  // Stryker disable next-line ConditionalExpression: a shortcut — every address with a condition is classed below 과밀억제권역
  const overcrowdedIf = region === 'OVERCROWDED' ? null : overcrowdedCondition(input.districtCode, input.dongName);
  const conditional = overcrowdedIf ? [overcrowdedReason(overcrowdedIf, row, input.rentalDeposit, halfOfHouse)] : [];
  if (input.rentalDeposit > threshold) {
    return {
      applies: false,
      protectedAmount: 0,
      region,
      threshold,
      reasons: [
        `${withParticle(label, '은', '는')} 보증금 ${formatWon(threshold)} 이하만 최우선변제를 받아요. 이 보증금은 해당하지 않아요.`,
        ...conditional,
      ],
      source: row.source,
    };
  }
  const protectedAmount = Math.min(input.rentalDeposit, row.protectedAmount[region], halfOfHouse);
  const reasons = [
    `${label} 소액임차인이라서 집이 경매로 넘어가도 보증금 중 ${formatWon(protectedAmount)}은 다른 채권보다 먼저 돌려받아요. 경매 등기 전에 전입신고와 이사를 마쳐야 해요.`,
    ...conditional,
  ];
  if (input.hasPriorLiens) {
    reasons.push(
      '선순위 근저당이 있다면 그 설정일에 시행 중이던 기준이 적용돼서, 보호받는 금액이 이보다 적을 수 있어요.',
    );
  }
  return { applies: true, protectedAmount, region, threshold, reasons, source: row.source };
}

/** The answer under 과밀억제권역 when the house may lie inside it (see `overcrowdedCondition`). */
function overcrowdedReason(condition: string, row: SmallDepositRow, rentalDeposit: Won, halfOfHouse: Won): string {
  const threshold = row.threshold.OVERCROWDED;
  if (rentalDeposit > threshold) {
    return `${condition} 과밀억제권역 기준(보증금 ${formatWon(threshold)} 이하)을 따르는데, 이 보증금은 그 기준도 넘어요.`;
  }
  const protectedAmount = Math.min(rentalDeposit, row.protectedAmount.OVERCROWDED, halfOfHouse);
  return `${condition} 과밀억제권역 기준이 적용돼서 보증금 중 ${formatWon(protectedAmount)}까지 먼저 돌려받아요. 등기부의 지번으로 확인해 보세요.`;
}
