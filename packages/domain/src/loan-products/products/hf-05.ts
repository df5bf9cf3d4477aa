import type { ProductTerms } from '../product-terms.ts';

/** HF 다자녀 특례 전세대출. */
export const HF_05: ProductTerms = {
  code: 'HF-05',
  name: 'HF 다자녀 특례 전세대출',
  // NOTE: plausible lender set, data not a contract.
  availableBanks: ['KB', 'SHINHAN', 'HANA', 'WOORI', 'NH'],
  features: ['미성년 자녀 2명 이상', '보증금의 90%까지', '최대 2억원'],
  isEstimate: true,
  source: 'docs/domain-rules.md §5 HF-05, 2026-07-01 기준; 가산금리 [U]',
  borrower: { household: { kind: 'CHILDREN', atLeast: 2 }, homes: ['NO_HOUSE'] },
  lease: { depositCap: { capital: 700_000_000, other: 500_000_000 } },
  limit: { kind: 'DEPOSIT', ratioPercent: 90, cap: 200_000_000 },
  // NOTE: COFIX + ~1.5 %p is unconfirmed [U]: estimate data.
  rate: { kind: 'MARKET', base: 'cofixNewBalance', marginPercent: 1.5 },
  guaranteeFee: { kind: 'HF_BY_INCOME' },
};
