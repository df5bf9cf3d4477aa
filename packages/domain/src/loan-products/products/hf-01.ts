import type { ProductTerms } from '../product-terms.ts';

/** 서울시 신혼부부 임차보증금 이자지원 (HF 보증). */
export const HF_01: ProductTerms = {
  code: 'HF-01',
  name: '서울시 신혼부부 임차보증금 이자지원',
  // NOTE: plausible set of 서울시 협약은행, data not a contract.
  availableBanks: ['SHINHAN', 'HANA', 'KB', 'WOORI', 'NH'],
  features: ['서울시가 이자 최대 3%p 지원', '혼인 7년 이내·결혼 예정', '최대 3억원'],
  isEstimate: true,
  source: 'docs/domain-rules.md §5 HF-01, 2026-07-01 기준: 틀은 [P], 소득 기준과 지원 구간은 [U]',
  borrower: {
    region: 'SEOUL',
    // 혼인 7년 이내 or 결혼 6개월 내 예정; 부부 무주택.
    household: { kind: 'NEWLYWED', plannedWithinMonths: 6 },
    homes: ['NO_HOUSE'],
    // NOTE: [U] not confirmed by an official text yet: estimate data, the report says 추정.
    incomeCap: { cap: 130_000_000, of: 'HOUSEHOLD', label: '부부합산 연소득' },
  },
  lease: { depositCap: 700_000_000 },
  limit: { kind: 'DEPOSIT', ratioPercent: 90, cap: 300_000_000 },
  // NOTE: [U] the bank rate is taken as HF-02's (신잔액 COFIX + 1.45 %p); 서울시 pays by income band ≤4천만 3.0 /
  // ≤6천만 2.5 / ≤8천만 2.0 / ≤1억 1.5 / ≤1.3억 1.0 %p, plus 1명 0.2 / 2명 0.5 / 3명 이상 1.0 %p by children; the
  // borrower pays at least 1.0 %.
  rate: {
    kind: 'MARKET',
    base: 'cofixNewBalance',
    marginPercent: 1.45,
    support: {
      byIncome: [
        { upTo: 40_000_000, percent: 3.0 },
        { upTo: 60_000_000, percent: 2.5 },
        { upTo: 80_000_000, percent: 2.0 },
        { upTo: 100_000_000, percent: 1.5 },
        { upTo: 130_000_000, percent: 1.0 },
      ],
      perChildren: [0, 0.2, 0.5, 1.0],
    },
  },
  guaranteeFee: { kind: 'HF_BY_INCOME' },
};
