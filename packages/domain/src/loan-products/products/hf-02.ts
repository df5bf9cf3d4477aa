import type { ProductTerms } from '../product-terms.ts';

/** 서울시 청년 임차보증금 이자지원 (HF 보증). */
export const HF_02: ProductTerms = {
  code: 'HF-02',
  name: '서울시 청년 임차보증금 이자지원',
  // NOTE: plausible set of 서울시 협약은행, data not a contract.
  availableBanks: ['SHINHAN', 'HANA', 'KB', 'WOORI', 'NH', 'IM'],
  features: ['서울시가 이자 2%p 지원', '만 19~39세 청년', '최대 2억원'],
  source: '서울특별시공고 2026-1552 (청년 임차보증금 이자지원) [P]; docs/domain-rules.md §5 HF-02, 2026-07-01 기준',
  borrower: {
    region: 'SEOUL',
    age: { min: 19, max: 39 },
    homes: ['NO_HOUSE'],
    // Own income ≤ 5천만; married, 부부합산 ≤ 6천만.
    incomeCap: {
      byHousehold: [['MARRIED', { cap: 60_000_000, of: 'HOUSEHOLD', label: '부부합산 연소득' }]],
      otherwise: { cap: 50_000_000, of: 'OWN', label: '본인 연소득' },
    },
  },
  lease: { depositCap: 300_000_000, monthlyRent: { cap: 900_000, required: false } },
  limit: { kind: 'DEPOSIT', ratioPercent: 90, cap: 200_000_000 },
  // (신잔액 COFIX + 1.45) − 2.0: 서울시 pays 2.0 %p; the borrower pays at least 1.0 %.
  rate: { kind: 'MARKET', base: 'cofixNewBalance', marginPercent: 1.45, support: 2.0 },
  guaranteeFee: { kind: 'HF_BY_INCOME' },
};
