import type { ProductTerms } from '../product-terms.ts';

/** HF 일반 전세자금보증 bank loan. */
export const HF_03: ProductTerms = {
  code: 'HF-03',
  name: 'HF 일반 전세자금보증대출',
  // NOTE: plausible lender set (HF 협약은행), data not a contract.
  availableBanks: ['KB', 'SHINHAN', 'HANA', 'WOORI', 'NH', 'KAKAO', 'TOSS', 'IM', 'BNK'],
  features: ['1주택자도 가능', '최대 4억원', '소득에 따라 한도 결정'],
  source: 'docs/domain-rules.md §5 HF-03, 2026-07-01 기준; 소득 4.5배와 가산금리 [S]',
  // 무주택 or 1주택 (부부 합산): the 1주택자 rules of guaranteed jeonse loans apply (single-house-capital-limit.ts;
  // the 규제지역 part is not modelled: the form has no 규제지역 answer, 수도권 covers them today).
  borrower: { homes: ['NO_HOUSE', 'SINGLE_HOUSE'] },
  lease: { depositCap: { capital: 700_000_000, other: 500_000_000 } },
  // min(4억, deposit × 80 %, 부부소득 × 4.5).
  limit: { kind: 'DEPOSIT', ratioPercent: 80, cap: 400_000_000, incomeMultiplePercent: 450 },
  // NOTE: 신잔액 COFIX + ~1.6 %p, a typical bank margin [S].
  rate: { kind: 'MARKET', base: 'cofixNewBalance', marginPercent: 1.6 },
  guaranteeFee: { kind: 'HF_BY_INCOME' },
};
