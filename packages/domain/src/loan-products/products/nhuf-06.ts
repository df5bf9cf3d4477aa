import { FUND_BORROWER, FUND_LENDER } from '../fund-common.ts';
import type { ProductTerms } from '../product-terms.ts';

/** 청년전용 보증부월세대출: a deposit loan plus 24 months of rent. */
export const NHUF_06: ProductTerms = {
  ...FUND_LENDER,
  code: 'NHUF-06',
  name: '청년전용 보증부월세대출',
  features: ['청년 단독세대주 월세', '보증금 연 1.3%', '월세 최대 1,200만원 추가 대출'],
  source: '주택도시기금 FP05020701 상품안내 (2026-08 읽음), 2026-07-01 기준 [P]; docs/domain-rules.md §5 NHUF-06',
  borrower: {
    age: { min: 19, max: 34 },
    singleHousehold: true,
    ...FUND_BORROWER,
    // 전용 ≤ 60㎡, not the fund-wide 85㎡ (corrected 2026-11-24, ADR 0013).
    maxArea: { squareMeters: 60, who: '' },
    incomeCap: { cap: 50_000_000, of: 'HOUSEHOLD', label: '연소득' },
  },
  lease: { depositCap: 65_000_000, monthlyRent: { cap: 700_000, required: true } },
  // The deposit part ≤ 4,500만 (≤ 70 %) and the rent part ≤ 50만 × 24 months.
  limit: {
    kind: 'DEPOSIT',
    ratioPercent: 70,
    cap: 45_000_000,
    rent: { perMonth: 500_000, months: 24 },
  },
  // NOTE: same source [P]: deposit part 1.3 %; the rent part is 0 % up to 20만/월 and 1.0 % above. The report
  // quotes the deposit part's rate; the rent part finances rent and is not a deposit cost (ADR 0005).
  rate: { kind: 'FIXED', percent: 1.3 },
};
