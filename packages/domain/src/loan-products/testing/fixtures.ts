import type { MarketRateRow } from '../../market-rates/market-rate-row.ts';
import type { LoanAdviceContext } from '../evaluate-loan-products.ts';
import type { LoanProfile } from '../loan-profile.ts';

/**
 * A market row with round figures so bank rates can be derived by hand in tests:
 * COFIX 2.90 → HF-03 4.50, HF-05 4.40, HUG-01 4.20, SGI-01 4.50, HF-02 2.35, HF-01 4.35 − support;
 * 금융채 6M 2.60 → HF-04 3.60; 신용대출 5.00; 예금 2.50; 기준금리 2.50 → 전환율 4.50.
 */
export const TEST_MARKET_RATES: MarketRateRow = {
  effectiveFrom: '2026-07-01',
  baseRate: 2.5,
  cofixNewBalance: 2.9,
  financeBond6M: 2.6,
  financeBond24M: 2.7,
  creditLoanRate: 5.0,
  depositRate: 2.5,
  note: '테스트용 시장금리',
};

export const TEST_CONTEXT: LoanAdviceContext = { policyDate: '2026-11-22', marketRates: TEST_MARKET_RATES };

export const SEOUL = '1168010100'; // 서울 강남구 역삼동
export const GYEONGGI = '4113510900'; // 경기 성남시 분당구
export const INCHEON = '2823710100'; // 인천 부평구
export const BUSAN = '2611010100'; // 부산 중구 (지방)
export const DAEJEON = '3011010100'; // 대전 동구 (지방)
export const GWANGJU = '2911010100'; // 광주 동구 (지방)

/**
 * A 무주택 single 30-year-old renting a 55㎡ apartment in 강남 with no cash, whose landlord stays on the 잔금일:
 * override what a test needs.
 */
export function profileOf(overrides: Partial<LoanProfile> = {}): LoanProfile {
  return {
    rentalDeposit: 150_000_000,
    monthlyRent: 0,
    cashOnHand: 0,
    age: 30,
    maritalStatus: 'SINGLE',
    annualIncome: 30_000_000,
    spouseAnnualIncome: 0,
    childStatus: 'NO_CHILD',
    hasNewborn: false,
    isSMEEmployee: false,
    houseOwnershipType: 'NO_HOUSE',
    isNetAssetOver345M: false,
    rentHousingType: 'APARTMENT',
    exclusiveArea: 55,
    buildingName: '역삼래미안',
    districtCode: SEOUL,
    dongName: '역삼동',
    jibun: '754',
    ownershipTransferOnBalanceDay: 'NO',
    ...overrides,
  };
}
