import { FUND_BORROWER, FUND_LENDER } from '../fund-common.ts';
import type { ProductTerms } from '../product-terms.ts';
import { defineRateGrid } from '../rate-grid.ts';

/** 신혼부부전용 전세자금대출. */
export const NHUF_04: ProductTerms = {
  ...FUND_LENDER,
  code: 'NHUF-04',
  name: '신혼부부전용 전세자금대출',
  features: ['혼인 7년 이내·결혼 예정', '연 1%대부터', '자녀 수만큼 금리 우대'],
  source: '주택도시기금 FP05020401 상품안내 (2026-08 읽음), 2026-07-01 기준 [P]; docs/domain-rules.md §5 NHUF-04',
  borrower: {
    household: { kind: 'NEWLYWED', plannedWithinMonths: 3 },
    ...FUND_BORROWER,
    incomeCap: {
      cap: 75_000_000,
      of: 'HOUSEHOLD',
      label: '부부합산 연소득',
      // NOTE: a cap of 1억 for 신혼 버팀목 was announced (2024–2025, day not found [U]; issue 29 #5) but the fund's
      // page states 7,500만 (FP05020401 as read 2026-08 [P]; copies of 2025-09-08 to 2026-10-01 [S],
      // docs/research/issue-47-sources.md §3): the page wins, and a refusal up to 1억 names the announcement (ADR 0041).
      announced: {
        cap: 100_000_000,
        note: '2024~2025년에 발표된 1억원 기준은 기금 상품 안내(2026년 8월 확인)에 아직 반영되지 않았어요.',
      },
    },
  },
  lease: { depositCap: { capital: 400_000_000, other: 300_000_000 } },
  limit: { kind: 'DEPOSIT', ratioPercent: 80, cap: { capital: 250_000_000, other: 160_000_000 } },
  // NOTE: same source [P]: income ≤2천/≤4천/≤6천/≤7.5천 × deposit ≤5천만/≤1억/≤1.5억/>1.5억.
  rate: {
    kind: 'FUND_GRID',
    grid: defineRateGrid(
      [20_000_000, 40_000_000, 60_000_000],
      [50_000_000, 100_000_000, 150_000_000],
      [
        [1.9, 2.0, 2.1, 2.2],
        [2.2, 2.3, 2.4, 2.5],
        [2.6, 2.7, 2.8, 2.9],
        [3.0, 3.1, 3.2, 3.3],
      ],
    ),
    preferences: { children: true, smeYouth: false, electronicContract: true },
  },
};
