import type { Won } from '../money/won.ts';
import type { PolicyDate } from '../policy/policy-date.ts';
import { tableInForce, type PolicyTableRow } from '../policy/table-in-force.ts';

/** Who sells a 전세보증금 반환보증: HUG 전세보증금반환보증, HF 전세지킴보증, SGI 전세금보장신용보험. */
export const GUARANTORS = ['HUG', 'HF', 'SGI'] as const;
export type Guarantor = (typeof GUARANTORS)[number];

/** One guarantor's published terms on a date. `null` caps mean "no cap". */
export type DepositReturnGuaranteeTerms = PolicyTableRow & {
  /** (보증금 + 선순위 채권) must not exceed the house value × this. */
  readonly jeonseRatioCapPercent: number;
  /** A house valued by its 공시가격 is worth 공시가격 × this. */
  readonly officialPriceRatioPercent: number;
  readonly depositCap: { readonly capital: Won | null; readonly other: Won | null };
  /** 아파트 deposits are not capped (SGI). */
  readonly apartmentDepositUncapped: boolean;
  /**
   * The 선순위 채권 limit as a share of the 주택가액 (house value × `jeonseRatioCapPercent`); for 단독·다가구 the
   * other tenants' 선순위 보증금 count with the liens, against `familyHousePercent`. Null: no limit known.
   */
  readonly priorLiensCap: { readonly percent: number; readonly familyHousePercent: number } | null;
  /**
   * The yearly 전월세전환율 at which a 반전세's monthly rent is added to the deposit before the deposit cap is
   * tested. Null: the guarantor's rule is not known, and the deposit alone is tested (said as a condition).
   */
  readonly rentConversionRatePercent: number | null;
  /** A figure we could not confirm at its source; shown as "예상". */
  readonly isEstimate: boolean;
  readonly sources: readonly string[];
};

const CAPITAL_7_OTHER_5 = { capital: 700_000_000, other: 500_000_000 } as const;

// NOTE: 국토교통부 보도자료 2023-02-02 「전세사기 예방 및 피해 지원방안」 and HUG 공지 2023-04: from
// 2023-05-01 (new guarantees) the 전세가율 cap of the deposit-return guarantee falls from 100 % to 90 % and a
// house valued by its 공시가격 counts at 140 % instead of 150 % (so 126 % of 공시가격). HUG's deposit cap is
// 수도권 7억 / 그 외 5억 (HUG 상품안내, 2026-07). Checked 2026-11-24: the 2025-06-27 and 2025-10-15 measures
// changed the jeonse *loan* guarantees (보증비율 90 → 80 % in 수도권·규제지역, 1주택자 DSR), not these terms
// (ADR 0015).
const HUG_SOURCES = [
  '국토교통부 보도자료 「전세사기 예방 및 피해 지원방안」 (2023-02-02)',
  'HUG 전세보증금반환보증 상품안내 (khug.or.kr)',
];

// NOTE: HUG 전세보증금반환보증 상품안내 (https://www.khug.or.kr/hug/web/ig/dr/igdr000001.jsp, as read 2026-10-04 in a
// public copy [S]; docs/research/issue-47-sources.md §4): 주택가액 = 주택가격 × 90 %; "선순위채권 ≤ 주택가액 × 60%
// (단독·다중·다가구는 다른 세입자 보증금 포함 80%)". Its start day was not found [U]: no change of it was found
// either, so every HUG row carries it; with the 주택가액 at 100 % of the price before 2023-05-01 it reads as 60 %
// of the price then (ADR 0041 #5).
const HUG_PRIOR_LIENS_CAP = { percent: 60, familyHousePercent: 80 } as const;
// NOTE: HUG 공지 2026-06-24 (https://khug.or.kr/hug/web/cs/no/csno000001.jsp?id=16&mode=S&currentPage=1&articleId=37801,
// read through the same public copy [S]): a 반전세 counts as 보증금 + 월세 × 12 ÷ 전월세전환율 against the 7억/5억 cap;
// 6.5 % for applications from 2026-07-01, 6.4 % ("종전") before. Since when 6.4 % applied was not found [U]; the
// rows before 2026-07-01 carry it.
const HUG_RENT_CONVERSION_BEFORE_2026_07 = 6.4;
const HUG_RENT_CONVERSION_FROM_2026_07 = 6.5;
const HUG_SOURCES_FROM_2026_07 = [
  ...HUG_SOURCES,
  'HUG 공지 「전월세전환율 변경」 (2026-06-24, 2026-07-01 신청분부터) [S]',
];

// NOTE: the same measure was announced for HF's and SGI's return guarantees (보도자료 2023-02-02 §1-③), but
// their own product pages do not state the ratio in a form we could confirm, so their rows are estimates.
// HF 전세지킴보증: 수도권 7억 / 그 외 5억. SGI 전세금보장신용보험: 아파트 no cap, other houses 10억. Their 선순위
// limits and whether they count a 반전세's rent were not found [U]: none is tested, and a rent is said as a condition.
const NOT_FOUND = { priorLiensCap: null, rentConversionRatePercent: null } as const;
const HF_SOURCES = ['HF 전세지킴보증 상품안내 (hf.go.kr)', ...HUG_SOURCES.slice(0, 1)];
const SGI_SOURCES = ['SGI서울보증 전세금보장신용보험 상품안내 (sgic.co.kr)', ...HUG_SOURCES.slice(0, 1)];

// Stryker disable next-line StringLiteral: equivalent — the first row also answers any earlier date (`?? rows[0]`).
const BEFORE_2023_05 = { effectiveFrom: '2017-01-01', jeonseRatioCapPercent: 100, officialPriceRatioPercent: 150 };
const FROM_2023_05 = { effectiveFrom: '2023-05-01', jeonseRatioCapPercent: 90, officialPriceRatioPercent: 140 };

export const DEPOSIT_RETURN_GUARANTEE_TERMS: Readonly<Record<Guarantor, readonly DepositReturnGuaranteeTerms[]>> = {
  HUG: [
    {
      ...BEFORE_2023_05,
      depositCap: CAPITAL_7_OTHER_5,
      apartmentDepositUncapped: false,
      priorLiensCap: HUG_PRIOR_LIENS_CAP,
      rentConversionRatePercent: HUG_RENT_CONVERSION_BEFORE_2026_07,
      isEstimate: false,
      sources: HUG_SOURCES,
    },
    {
      ...FROM_2023_05,
      depositCap: CAPITAL_7_OTHER_5,
      apartmentDepositUncapped: false,
      priorLiensCap: HUG_PRIOR_LIENS_CAP,
      rentConversionRatePercent: HUG_RENT_CONVERSION_BEFORE_2026_07,
      isEstimate: false,
      sources: HUG_SOURCES,
    },
    {
      ...FROM_2023_05,
      effectiveFrom: '2026-07-01',
      depositCap: CAPITAL_7_OTHER_5,
      apartmentDepositUncapped: false,
      priorLiensCap: HUG_PRIOR_LIENS_CAP,
      rentConversionRatePercent: HUG_RENT_CONVERSION_FROM_2026_07,
      isEstimate: false,
      sources: HUG_SOURCES_FROM_2026_07,
    },
  ],
  HF: [
    {
      ...BEFORE_2023_05,
      depositCap: CAPITAL_7_OTHER_5,
      apartmentDepositUncapped: false,
      ...NOT_FOUND,
      isEstimate: true,
      sources: HF_SOURCES,
    },
    {
      ...FROM_2023_05,
      depositCap: CAPITAL_7_OTHER_5,
      apartmentDepositUncapped: false,
      ...NOT_FOUND,
      isEstimate: true,
      sources: HF_SOURCES,
    },
  ],
  SGI: [
    {
      ...BEFORE_2023_05,
      depositCap: { capital: 1_000_000_000, other: 1_000_000_000 },
      apartmentDepositUncapped: true,
      ...NOT_FOUND,
      isEstimate: true,
      sources: SGI_SOURCES,
    },
    {
      ...FROM_2023_05,
      depositCap: { capital: 1_000_000_000, other: 1_000_000_000 },
      apartmentDepositUncapped: true,
      ...NOT_FOUND,
      isEstimate: true,
      sources: SGI_SOURCES,
    },
  ],
};

/**
 * A guarantor's terms in force on `policyDate` (the earliest row stands in for earlier dates).
 * @example depositReturnGuaranteeTerms('HUG', '2026-11-24').jeonseRatioCapPercent // 90
 * @example depositReturnGuaranteeTerms('HUG', '2023-04-30').officialPriceRatioPercent // 150
 */
export function depositReturnGuaranteeTerms(guarantor: Guarantor, policyDate: PolicyDate): DepositReturnGuaranteeTerms {
  const rows = DEPOSIT_RETURN_GUARANTEE_TERMS[guarantor];
  const row = tableInForce(rows, policyDate) ?? rows[0];
  // Stryker disable next-line StringLiteral: unreachable — every guarantor has rows.
  if (!row) throw new Error(`no deposit-return guarantee terms for ${guarantor}`);
  return row;
}

/**
 * What a guarantor's row changed from the row before it, in Korean: the figures that differ.
 * @example depositReturnGuaranteeChanges(DEPOSIT_RETURN_GUARANTEE_TERMS.HUG[1], DEPOSIT_RETURN_GUARANTEE_TERMS.HUG[2])
 * // '반전세 월세 환산 전월세전환율 6.5%'
 */
export function depositReturnGuaranteeChanges(
  previous: DepositReturnGuaranteeTerms,
  row: DepositReturnGuaranteeTerms,
): string {
  const parts: string[] = [];
  if (
    previous.jeonseRatioCapPercent !== row.jeonseRatioCapPercent ||
    previous.officialPriceRatioPercent !== row.officialPriceRatioPercent
  ) {
    parts.push(`전세가율 ${row.jeonseRatioCapPercent}%, 공시가격의 ${row.officialPriceRatioPercent}%`);
  }
  if (previous.rentConversionRatePercent !== row.rentConversionRatePercent && row.rentConversionRatePercent !== null) {
    parts.push(`반전세 월세 환산 전월세전환율 ${row.rentConversionRatePercent}%`);
  }
  return parts.join(', ');
}
