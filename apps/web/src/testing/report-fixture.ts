import type { LoanAdviceReport, RecommendedProductResponse, UserInputInfo } from '@jipsa/contracts';

// Test fixtures of the report screens: a report worked out by hand from docs/domain-rules.md §5 (a
// single 29-year-old in Seoul, 2억 5,000만원 deposit, 5,000만원 cash) and a report with no product.

export const REPORT_ID = '3f1c2a7e-8b4d-4c1e-9a2b-1d2e3f4a5b6c';
export const SPECIFIC_REPORT_ID = '7a2b3c4d-5e6f-4a1b-8c2d-3e4f5a6b7c8d';
export const NO_REPORT_ID = '9b8a7c6d-5e4f-4d3c-ab2a-19f8e7d6c5b4';
export const USER_INPUT_INFO_ID = '1d2e3f4a-5b6c-4d7e-8f9a-0b1c2d3e4f5a';

const product = (
  overrides: Partial<RecommendedProductResponse> & Pick<RecommendedProductResponse, 'loanProductCode'>,
) =>
  ({
    loanProductName: '',
    institution: 'NHUF',
    eligible: true,
    possibleLoanLimit: 0,
    expectedLoanRate: 0,
    notEligibleReasons: [],
    notEligibleReasonCodes: [],
    conditions: [],
    conditionCodes: [],
    isEstimate: false,
    ...overrides,
  }) satisfies RecommendedProductResponse;

export const fixtureReport: LoanAdviceReport = {
  loanAdviceResultId: REPORT_ID,
  userInputInfoId: USER_INPUT_INFO_ID,
  createdAt: '2026-07-01T09:00:00+09:00',
  policyDate: '2026-07-01',
  marketRateDate: '2026-06-15',
  marketRatesStale: false,
  jeonseSafety: {
    riskLevel: 'CAUTION',
    jeonseRatioPercent: null,
    housePrice: null,
    housePriceBasis: 'UNKNOWN',
    reasons: ['집값을 몰라서 보증금이 안전한지 판단할 수 없어요. 시세나 공시가격을 알려주세요.'],
    smallDepositProtectedAmount: 0,
  },
  hasEligibleProduct: true,
  loanProductCode: 'NHUF-02',
  loanProductName: '청년전용 버팀목 전세자금대출',
  institution: 'NHUF',
  expectedLoanRate: 2.5,
  possibleLoanLimit: 150_000_000,
  conditions: [],
  isEstimate: false,
  // need = 2.5억 − 5,000만 = 2억; loan = min(need, 1.5억); own funds = deposit − loan; shortfall = need − loan.
  loanAmount: 150_000_000,
  ownFunds: 100_000_000,
  cashShortfall: 50_000_000,
  // 1.5억 × 2.5 % ÷ 12; 1억 × 3.0 % ÷ 12; 2.5억 × 4.5 % ÷ 12.
  monthlyInterestCost: 312_500,
  monthlyRent: 0,
  totalLivingCost: 312_500,
  opportunityCostOwnFunds: 250_000,
  depositInterestRate: 3,
  guaranteeInsuranceFee: 600_000,
  stampDuty: 75_000,
  rentConversionRate: 4.5,
  convertedMonthlyRent: 937_500,
  availableBanks: ['KB', 'WOORI', 'NH'],
  productFeatures: ['만 34세 이하 청년', '중소기업 재직 시 금리 우대', '보증금의 80%까지'],
  recommendationReason:
    '보증금 2억 5,000만원 중 가진 현금 5,000만원을 빼면 2억원이 필요해요. 추천 상품은 청년전용 버팀목 전세자금대출이에요.',
  recommendedProducts: [
    product({
      loanProductCode: 'NHUF-02',
      loanProductName: '청년전용 버팀목 전세자금대출',
      possibleLoanLimit: 150_000_000,
      expectedLoanRate: 2.5,
    }),
    product({
      loanProductCode: 'HF-04',
      loanProductName: 'HF 무주택 청년 특례 전세대출',
      institution: 'HF',
      possibleLoanLimit: 200_000_000,
      expectedLoanRate: 3.45,
    }),
    product({
      loanProductCode: 'SGI-01',
      loanProductName: 'SGI 서울보증 전세대출',
      institution: 'SGI',
      possibleLoanLimit: 200_000_000,
      expectedLoanRate: 4.25,
      isEstimate: true,
    }),
    product({
      loanProductCode: 'NHUF-04',
      loanProductName: '신혼부부전용 전세자금대출',
      eligible: false,
      notEligibleReasons: ['결혼 예정이거나 혼인 7년 이내인 신혼부부만 받을 수 있어요.'],
      notEligibleReasonCodes: ['NOT_NEWLYWED'],
    }),
    product({
      loanProductCode: 'NHUF-01',
      loanProductName: '신생아 특례 버팀목 전세자금대출',
      eligible: false,
      notEligibleReasons: [
        '2년 안에 태어난 아이가 있어야 받을 수 있어요.',
        '임차보증금 2억 5,000만원이 기준을 넘어요.',
      ],
      notEligibleReasonCodes: ['NO_NEWBORN', 'DEPOSIT_OVER_CAP'],
    }),
  ],
};

export const fixtureNoReport: LoanAdviceReport = {
  ...fixtureReport,
  loanAdviceResultId: NO_REPORT_ID,
  hasEligibleProduct: false,
  loanProductCode: null,
  loanProductName: null,
  institution: null,
  expectedLoanRate: null,
  possibleLoanLimit: null,
  loanAmount: 0,
  ownFunds: 250_000_000,
  cashShortfall: 200_000_000,
  monthlyInterestCost: 0,
  totalLivingCost: 0,
  opportunityCostOwnFunds: 625_000,
  guaranteeInsuranceFee: 0,
  stampDuty: 0,
  availableBanks: [],
  productFeatures: [],
  recommendationReason:
    '지금 조건으로 받을 수 있는 상품이 없어요. 가장 많은 상품에서 걸린 조건은 주택 보유 기준(2개 상품)이에요.',
  recommendedProducts: [
    product({
      loanProductCode: 'NHUF-05',
      loanProductName: '버팀목 전세자금대출',
      eligible: false,
      notEligibleReasons: [
        '무주택자만 받을 수 있는데 다주택자로 입력하셨어요.',
        '부부합산 연소득 9,000만원이 소득 기준 5,000만원을 넘어요.',
      ],
      notEligibleReasonCodes: ['HOUSE_OWNERSHIP_NOT_ALLOWED', 'INCOME_OVER_CAP'],
    }),
    product({
      loanProductCode: 'SGI-01',
      loanProductName: 'SGI 서울보증 전세대출',
      institution: 'SGI',
      eligible: false,
      notEligibleReasons: ['무주택자나 1주택자만 받을 수 있는데 다주택자로 입력하셨어요.'],
      notEligibleReasonCodes: ['HOUSE_OWNERSHIP_NOT_ALLOWED'],
    }),
  ],
};

export const fixtureUserInputInfo: UserInputInfo = {
  userInputInfoId: USER_INPUT_INFO_ID,
  createdAt: '2026-07-01T09:00:00+09:00',
  rentalDeposit: 250_000_000,
  monthlyRent: 0,
  cashOnHand: 50_000_000,
  age: 29,
  maritalStatus: 'SINGLE',
  annualIncome: 38_000_000,
  spouseAnnualIncome: 0,
  childStatus: 'NO_CHILD',
  hasNewborn: false,
  isSMEEmployee: true,
  houseOwnershipType: 'NO_HOUSE',
  isNetAssetOver345M: false,
  rentHousingType: 'APARTMENT',
  exclusiveArea: 59,
  buildingName: '마포래미안푸르지오',
  districtCode: '1144010100',
  dongName: '아현동',
  jibun: '777',
};
