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

// NOTE: the same measure was announced for HF's and SGI's return guarantees (보도자료 2023-02-02 §1-③), but
// their own product pages do not state the ratio in a form we could confirm, so their rows are estimates.
// HF 전세지킴보증: 수도권 7억 / 그 외 5억. SGI 전세금보장신용보험: 아파트 no cap, other houses 10억.
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
      isEstimate: false,
      sources: HUG_SOURCES,
    },
    {
      ...FROM_2023_05,
      depositCap: CAPITAL_7_OTHER_5,
      apartmentDepositUncapped: false,
      isEstimate: false,
      sources: HUG_SOURCES,
    },
  ],
  HF: [
    {
      ...BEFORE_2023_05,
      depositCap: CAPITAL_7_OTHER_5,
      apartmentDepositUncapped: false,
      isEstimate: true,
      sources: HF_SOURCES,
    },
    {
      ...FROM_2023_05,
      depositCap: CAPITAL_7_OTHER_5,
      apartmentDepositUncapped: false,
      isEstimate: true,
      sources: HF_SOURCES,
    },
  ],
  SGI: [
    {
      ...BEFORE_2023_05,
      depositCap: { capital: 1_000_000_000, other: 1_000_000_000 },
      apartmentDepositUncapped: true,
      isEstimate: true,
      sources: SGI_SOURCES,
    },
    {
      ...FROM_2023_05,
      depositCap: { capital: 1_000_000_000, other: 1_000_000_000 },
      apartmentDepositUncapped: true,
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
