import { FUND_BORROWER, FUND_LENDER } from '../fund-common.ts';
import type { ProductTerms } from '../product-terms.ts';
import { defineRateGrid } from '../rate-grid.ts';

/** 신생아 특례 버팀목대출. */
export const NHUF_01: ProductTerms = {
  ...FUND_LENDER,
  code: 'NHUF-01',
  name: '신생아 특례 버팀목 전세자금대출',
  features: ['출생 2년 이내 아이가 있는 가구', '연 1%대 특례 금리', '맞벌이 소득 2억원까지'],
  source: '주택도시기금 FP05021401 상품안내 (2026-08 읽음), 2026-07-01 기준 [P/S]; docs/domain-rules.md §5 NHUF-01',
  borrower: {
    // A child born within 2 years. No 자녀 우대 below: the grid already prices the newborn.
    household: { kind: 'NEWBORN' },
    ...FUND_BORROWER,
    incomeCap: {
      byHousehold: [
        [
          'DUAL_INCOME',
          {
            cap: 200_000_000,
            of: 'HOUSEHOLD',
            label: '맞벌이 부부합산 연소득',
            // NOTE: 2억 → 2억 5천만 for births in 2025–2027 was announced (2025, day not found [U]; issue 29 #5) but
            // the fund's page states 1.3억 (맞벌이 2억) (FP05021401 as read 2026-08; copies of 2025-09-08 to
            // 2026-10-01 [S], docs/research/issue-47-sources.md §3): the page wins, and a refusal up to 2.5억 names
            // the announcement (ADR 0041).
            announced: {
              cap: 250_000_000,
              note: '2025~2027년에 태어난 아이가 있는 가구에 2억 5천만원까지 넓힌다는 발표는 기금 상품 안내(2026년 8월 확인)에 아직 반영되지 않았어요.',
            },
          },
        ],
      ],
      otherwise: { cap: 130_000_000, of: 'HOUSEHOLD', label: '부부합산 연소득', basis: '외벌이 ' },
    },
  },
  lease: { depositCap: { capital: 500_000_000, other: 400_000_000 } },
  limit: { kind: 'DEPOSIT', ratioPercent: 80, cap: 240_000_000 },
  // NOTE: 기금 금리표 as of 2026-10-01 [S]: income ≤2천/4천/6천/7.5천/1억/1.3억/1.5억/1.7억/2억 ×
  // deposit ≤5천만/≤1억/≤1.5억/>1.5억.
  rate: {
    kind: 'FUND_GRID',
    grid: defineRateGrid(
      [20_000_000, 40_000_000, 60_000_000, 75_000_000, 100_000_000, 130_000_000, 150_000_000, 170_000_000],
      [50_000_000, 100_000_000, 150_000_000],
      [
        [1.3, 1.4, 1.5, 1.6],
        [1.6, 1.7, 1.8, 1.9],
        [1.9, 2.0, 2.1, 2.2],
        [2.2, 2.3, 2.4, 2.5],
        [2.55, 2.65, 2.75, 2.85],
        [2.9, 3.0, 3.1, 3.2],
        [3.25, 3.35, 3.45, 3.55],
        [3.6, 3.7, 3.8, 3.9],
        [4.0, 4.1, 4.2, 4.3],
      ],
    ),
    preferences: { children: false, smeYouth: false, electronicContract: false },
  },
};
