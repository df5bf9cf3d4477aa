import { FUND_BORROWER, FUND_LENDER } from '../fund-common.ts';
import type { ProductTerms } from '../product-terms.ts';
import { defineRateGrid } from '../rate-grid.ts';

const UNDER_25_SINGLE = { singleUnderAge: 25 } as const;

/** 청년전용 버팀목전세자금대출: young 세대주, up to 39 after military service. */
export const NHUF_02: ProductTerms = {
  ...FUND_LENDER,
  code: 'NHUF-02',
  name: '청년전용 버팀목 전세자금대출',
  features: ['만 34세 이하 청년', '중소기업 재직 시 금리 우대', '보증금의 80%까지'],
  source: '주택도시기금 FP05020301 상품안내 (2026-08 읽음), 2026-07-01 기준 [P]; docs/domain-rules.md §5 NHUF-02',
  borrower: {
    // 만 19–34 세대주 (예비 포함); "중소·중견기업에 취업 또는 … 창업 관련 보증 또는 자금 지원을 받고 있는 만 34세
    // 이하인 자는 병역의무를 이행한 경우 … 최대 만 39세까지" (the fund's page as the issue-47 check quotes it; both
    // are needed, not the service alone as read before).
    age: { min: 19, max: 34, extendedUpTo: 39 },
    ...FUND_BORROWER,
    maxArea: {
      byHousehold: [[UNDER_25_SINGLE, { squareMeters: 60, who: '만 25세 미만 단독세대는 ' }]],
      otherwise: FUND_BORROWER.maxArea,
    },
    incomeCap: {
      byHousehold: [
        ['NEWLYWED', { cap: 75_000_000, of: 'HOUSEHOLD', label: '부부합산 연소득' }],
        ['TWO_OR_MORE_CHILDREN', { cap: 60_000_000, of: 'HOUSEHOLD', label: '부부합산 연소득' }],
      ],
      otherwise: { cap: 50_000_000, of: 'HOUSEHOLD', label: '부부합산 연소득' },
    },
  },
  lease: { depositCap: 300_000_000 },
  limit: {
    kind: 'DEPOSIT',
    ratioPercent: 80,
    cap: { byHousehold: [[UNDER_25_SINGLE, 120_000_000]], otherwise: 150_000_000 },
  },
  // NOTE: same source [P]: ≤2천 2.2, ≤4천 2.5, ≤6천 2.9, ≤7.5천 3.3 whatever the deposit; the 만 25세 미만
  // 단독세대 0.3 %p only up to 60㎡.
  rate: {
    kind: 'FUND_GRID',
    grid: defineRateGrid([20_000_000, 40_000_000, 60_000_000], [], [[2.2], [2.5], [2.9], [3.3]]),
    preferences: {
      children: true,
      smeYouth: true,
      electronicContract: true,
      under25Single: { singleUnderAge: 25, maxArea: 60 },
    },
  },
};
