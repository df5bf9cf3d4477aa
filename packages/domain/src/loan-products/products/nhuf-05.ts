import { FUND_BORROWER, FUND_LENDER } from '../fund-common.ts';
import type { HouseholdTest, ProductTerms } from '../product-terms.ts';
import { defineRateGrid } from '../rate-grid.ts';

const NEWLYWED_OR_TWO_CHILDREN: HouseholdTest = { anyOf: ['NEWLYWED', 'TWO_OR_MORE_CHILDREN'] };

/** 버팀목전세자금대출 (일반): the 기금's general jeonse loan for 무주택 세대주. */
export const NHUF_05: ProductTerms = {
  ...FUND_LENDER,
  code: 'NHUF-05',
  name: '버팀목 전세자금대출',
  features: ['정부 기금 저금리', '자녀 수만큼 금리 우대', '중도상환수수료 없음'],
  source: '주택도시기금 FP05020101 상품안내 (2026-08 읽음), 2026-07-01 기준 [P/S]; docs/domain-rules.md §5 NHUF-05',
  borrower: {
    ...FUND_BORROWER,
    // 부부합산: 신혼 7,500만, 2자녀 이상 6천만, otherwise 5천만.
    incomeCap: {
      byHousehold: [
        ['NEWLYWED', { cap: 75_000_000, of: 'HOUSEHOLD', label: '부부합산 연소득' }],
        ['TWO_OR_MORE_CHILDREN', { cap: 60_000_000, of: 'HOUSEHOLD', label: '부부합산 연소득' }],
      ],
      otherwise: { cap: 50_000_000, of: 'HOUSEHOLD', label: '부부합산 연소득' },
    },
  },
  lease: {
    // 신혼·2자녀 이상 use the larger row (수도권 / 지방).
    depositCap: {
      byHousehold: [[NEWLYWED_OR_TWO_CHILDREN, { capital: 400_000_000, other: 300_000_000 }]],
      otherwise: { capital: 300_000_000, other: 200_000_000 },
    },
  },
  limit: {
    kind: 'DEPOSIT',
    ratioPercent: { byHousehold: [[NEWLYWED_OR_TWO_CHILDREN, 80]], otherwise: 70 },
    cap: {
      byHousehold: [[NEWLYWED_OR_TWO_CHILDREN, { capital: 250_000_000, other: 160_000_000 }]],
      otherwise: { capital: 120_000_000, other: 80_000_000 },
    },
  },
  // NOTE: same source [S]: income ≤2천/≤4천/≤6천/≤7.5천 × deposit ≤5천만/≤1억/>1억; 지방 −0.2 %p is the 기금 공통
  // regional discount (fund-rate.ts).
  rate: {
    kind: 'FUND_GRID',
    grid: defineRateGrid(
      [20_000_000, 40_000_000, 60_000_000],
      [50_000_000, 100_000_000],
      [
        [2.5, 2.6, 2.7],
        [2.7, 2.8, 2.9],
        [3.0, 3.1, 3.2],
        [3.3, 3.4, 3.5],
      ],
    ),
    preferences: { children: true, smeYouth: false, electronicContract: true },
  },
};
