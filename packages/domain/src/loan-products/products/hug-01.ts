import type { HouseholdTest, ProductTerms } from '../product-terms.ts';

// 90 % for 청년 (만 19–34) with 부부합산 ≤ 5천만 or 신혼 with ≤ 6천만 (read as income thresholds, ADR 0005).
const YOUTH_OR_NEWLYWED: HouseholdTest = {
  anyOf: [{ ageFrom: 19, ageTo: 34, incomeUpTo: 50_000_000 }, { newlywedWithIncomeUpTo: 60_000_000 }],
};

/** HUG 전세금안심대출: the loan comes with the deposit-return guarantee. */
export const HUG_01: ProductTerms = {
  code: 'HUG-01',
  name: 'HUG 전세금안심대출',
  // NOTE: plausible lender set, data not a contract.
  availableBanks: ['KB', 'SHINHAN', 'HANA', 'WOORI', 'NH', 'KAKAO', 'IM', 'BNK'],
  features: ['전세금 반환 보증까지 함께', '보증금의 최대 90%', '아파트·오피스텔·빌라'],
  source: 'HUG 상품안내; docs/domain-rules.md §5 HUG-01, 2026-07-01 기준; 가산금리 [S]',
  // 무주택 or 1주택: the 1주택자 rules of guaranteed jeonse loans apply (single-house-capital-limit.ts).
  borrower: { homes: ['NO_HOUSE', 'SINGLE_HOUSE'] },
  lease: {
    housingTypes: ['APARTMENT', 'OFFICETEL', 'HOUSEHOLD_HOUSE'],
    depositCap: { capital: 700_000_000, other: 500_000_000 },
    // NOTE: sold only with HUG 전세보증금반환보증 (HUG 상품안내): the guarantee's terms of the policy date (전세가율
    // 90 %, 공시가격 140 %, since 2023-05-01; 선순위 채권 ≤ 60 % of the 주택가액 [S]) decide it when the house value is
    // known, and a 반전세's rent counts toward the 7억/5억 cap at HUG's 전월세전환율 (6.5 % from 2026-07-01, 6.4 %
    // before; HUG 공지 2026-06-24 [S]) — deposit-return-guarantee-terms.ts, ADR 0041 #5.
    depositReturnGuarantee: 'HUG',
  },
  limit: {
    kind: 'DEPOSIT',
    ratioPercent: { byHousehold: [[YOUTH_OR_NEWLYWED, 90]], otherwise: 80 },
    cap: { capital: 400_000_000, other: 320_000_000 },
  },
  rate: { kind: 'MARKET', base: 'cofixNewBalance', marginPercent: 1.3 },
  guaranteeFee: { kind: 'HUG_BY_DEPOSIT' },
};
