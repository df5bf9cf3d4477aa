import type { ProductTerms } from '../product-terms.ts';

/** SGI 서울보증 전세자금대출: the largest limit, no deposit cap. */
export const SGI_01: ProductTerms = {
  code: 'SGI-01',
  name: 'SGI 서울보증 전세대출',
  // NOTE: plausible lender set, data not a contract.
  availableBanks: ['KB', 'SHINHAN', 'HANA', 'WOORI', 'NH', 'KAKAO', 'TOSS'],
  features: ['보증금 상한 없음', '최대 5억원', '1주택자도 가능'],
  source: 'docs/domain-rules.md §5 SGI-01, 2026-07-01 기준; 가산금리 [S], 보증료 [U]',
  // 무주택 or 1주택: the 1주택자 rules of guaranteed jeonse loans apply (single-house-capital-limit.ts).
  borrower: { homes: ['NO_HOUSE', 'SINGLE_HOUSE'] },
  // No deposit cap stated.
  lease: {},
  limit: { kind: 'DEPOSIT', ratioPercent: 80, cap: 500_000_000 },
  rate: { kind: 'MARKET', base: 'cofixNewBalance', marginPercent: 1.6 },
  // NOTE: 보증료 ≈ 0.2 % a year of the loan [U].
  guaranteeFee: { kind: 'FLAT_ON_LOAN', ratePercent: 0.2 },
};
