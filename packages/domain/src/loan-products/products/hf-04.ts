import type { ProductTerms } from '../product-terms.ts';

/** HF 무주택 청년 특례 전세대출. */
export const HF_04: ProductTerms = {
  code: 'HF-04',
  name: 'HF 무주택 청년 특례 전세대출',
  // NOTE: plausible lender set, data not a contract.
  availableBanks: ['KB', 'SHINHAN', 'HANA', 'WOORI', 'NH', 'IM', 'BNK'],
  features: ['만 34세 이하 무주택 청년', '보증금의 90%까지', '금융채 6개월 연동'],
  source: 'docs/domain-rules.md §5 HF-04, 2026-07-01 기준; 가산금리 [S]',
  // 만 ≤ 34 (19 is the form's floor).
  borrower: {
    age: { min: 19, max: 34 },
    homes: ['NO_HOUSE'],
    incomeCap: { cap: 70_000_000, of: 'HOUSEHOLD', label: '부부합산 연소득' },
  },
  lease: { depositCap: { capital: 700_000_000, other: 500_000_000 } },
  limit: { kind: 'DEPOSIT', ratioPercent: 90, cap: 200_000_000 },
  rate: { kind: 'MARKET', base: 'financeBond6M', marginPercent: 1.0 },
  guaranteeFee: { kind: 'HF_BY_INCOME' },
};
