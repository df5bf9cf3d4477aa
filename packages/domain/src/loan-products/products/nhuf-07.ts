import { FUND_BORROWER, FUND_LENDER } from '../fund-common.ts';
import type { ProductTerms } from '../product-terms.ts';

// NOTE: 주택도시기금 「주거안정 월세대출」 (nhuf.molit.go.kr 개인상품 > 월세, as remembered and as reported by
// the fund's bank partners; the page itself was not reachable from here) [S], added 2026-11-24 (issue 13,
// ADR 0013). Rate 일반형 1.5 %; 우대형 (취업준비생, 사회초년생, 근로·자녀장려금 수급자, 희망키움통장) 1.0 %,
// which the form cannot tell, so it is a condition.

/** 주거안정 월세대출: the monthly-rent loan for renters the youth product does not cover. */
export const NHUF_07: ProductTerms = {
  ...FUND_LENDER,
  code: 'NHUF-07',
  name: '주거안정 월세대출',
  features: ['월세를 매달 빌려줘요', '월 60만원까지 2년', '연 1.0~1.5%'],
  isEstimate: true,
  source: '주택도시기금 주거안정 월세대출 (은행 안내로 읽음, 2026-11) [S]',
  borrower: {
    age: { min: 19, max: 150 },
    ...FUND_BORROWER,
    incomeCap: { cap: 50_000_000, of: 'HOUSEHOLD', label: '부부합산 연소득' },
  },
  lease: { depositCap: 100_000_000, monthlyRent: { cap: 600_000, required: true } },
  // It lends the rent, not the deposit: up to 60만 a month for 24 months (1,440만).
  limit: { kind: 'RENT_ONLY', rent: { perMonth: 600_000, months: 24 } },
  rate: { kind: 'FIXED', percent: 1.5 },
  conditions: [
    {
      code: 'PREFERRED_BORROWER_RATE',
      message:
        '금리는 일반형 연 1.5%예요. 취업준비생, 취업 5년 이내 사회초년생(만 35세 이하), 근로·자녀장려금 수급자, 희망키움통장 가입자라면 우대형 연 1.0%예요.',
    },
  ],
};
