import {
  loanAdviceReportSchema,
  type AddressSearchResult,
  type LoanAdviceReport,
  type SearchedAddress,
} from '@jipsa/contracts';

// Server answers the loan form's component tests serve from the local test server, checked against the
// contract so a contract change breaks the fixtures, not the tests' meaning.

export const REPORT_ID = '3f2b8c1e-5a6d-4e7f-9a0b-1c2d3e4f5a6b';

export function reportResponse(hasEligibleProduct: boolean): LoanAdviceReport {
  return loanAdviceReportSchema.parse({
    loanAdviceResultId: REPORT_ID,
    userInputInfoId: '7c9e6679-7425-40de-944b-e07fc1f90ae7',
    createdAt: '2026-07-01T09:00:00+09:00',
    policyDate: '2026-07-01',
    marketRateDate: '2026-06-15',
    marketRatesStale: false,
    hasEligibleProduct,
    loanProductCode: hasEligibleProduct ? 'HF-03' : null,
    loanProductName: hasEligibleProduct ? 'HF 일반전세자금보증' : null,
    institution: hasEligibleProduct ? 'HF' : null,
    expectedLoanRate: hasEligibleProduct ? 4.1 : null,
    possibleLoanLimit: hasEligibleProduct ? 200_000_000 : null,
    conditions: [],
    isEstimate: false,
    loanAmount: 0,
    ownFunds: 0,
    cashShortfall: 0,
    monthlyInterestCost: 0,
    monthlyRent: 0,
    totalLivingCost: 0,
    opportunityCostOwnFunds: 0,
    depositInterestRate: 3,
    guaranteeInsuranceFee: 0,
    stampDuty: 0,
    rentConversionRate: 4.5,
    convertedMonthlyRent: 0,
    availableBanks: [],
    productFeatures: [],
    recommendationReason: '',
    recommendedProducts: [],
    jeonseSafety: null,
  });
}

export function searchedAddress(overrides: Partial<SearchedAddress> = {}): SearchedAddress {
  return {
    roadAddress: '서울특별시 강남구 테헤란로 212',
    jibunAddress: '서울특별시 강남구 역삼동 737',
    buildingName: '역삼센트럴',
    districtCode: '1168010100',
    dongName: '역삼동',
    jibun: '737',
    sido: '서울특별시',
    sigungu: '강남구',
    isMetro: true,
    displayAddress: '서울특별시 강남구 테헤란로 212',
    highlights: [],
    ...overrides,
  };
}

export function addressPage(
  addresses: SearchedAddress[],
  {
    page = 1,
    hasMore = false,
    source = 'JUSO',
    notice,
  }: Partial<Pick<AddressSearchResult, 'page' | 'hasMore' | 'source' | 'notice'>> = {},
): AddressSearchResult {
  return {
    totalCount: hasMore ? addresses.length * (page + 1) : addresses.length,
    page,
    pageSize: 20,
    hasMore,
    source,
    ...(notice ? { notice } : {}),
    addresses,
  };
}
