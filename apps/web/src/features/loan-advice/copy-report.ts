import type { ChildStatus, HouseOwnershipType, MaritalStatus, RentHousingType } from '@jipsa/contracts';
import type { IneligibilityReasonCode, JeonseRiskLevel } from '@jipsa/domain';
import { formatKoreanDate } from '../../shared/format/format-korean-date.ts';
import { formatLoanRate } from '../../shared/format/format-loan-rate.ts';
import { formatRate } from '../../shared/format/format-rate.ts';
import { formatPayment, formatWon } from '../../shared/format/format-won.ts';

/** The product families whose process, documents and cautions are the same. */
export type ProductFamily = 'FUND' | 'HF' | 'SEOUL' | 'HUG' | 'SGI' | 'OTHER';

type FamilyGuide = {
  readonly documents: readonly string[];
  readonly process: readonly string[];
  readonly cautions: readonly string[];
};

const COMMON_DOCUMENTS = [
  '신분증',
  '주민등록등본',
  '확정일자를 받은 임대차계약서',
  '계약금을 낸 영수증',
  '소득 증빙(근로소득 원천징수영수증 또는 소득금액증명원)',
  '재직 확인 서류(건강보험 자격득실확인서 등)',
] as const;

// Static guidance by product family: what every lender of the family asks, not a promise of any bank.
const GUIDES: Readonly<Record<ProductFamily, FamilyGuide>> = {
  FUND: {
    documents: [...COMMON_DOCUMENTS, '가족관계증명서(배우자·자녀가 있을 때)', '혼인관계증명서(신혼부부일 때)'],
    process: [
      '기금e든든 또는 취급 은행에서 자산 심사를 신청해요.',
      '임대차계약을 맺고 확정일자를 받아요.',
      '은행에 대출을 신청하면 보증 기관의 심사를 거쳐요.',
      '잔금일에 대출금이 집주인 계좌로 바로 들어가요.',
    ],
    cautions: [
      '무주택 세대주(예비 세대주 포함)만 받을 수 있어요.',
      '대출 기간 중 집을 사면 대출을 갚아야 할 수 있어요.',
      '잔금일보다 넉넉히 앞서 신청해야 심사가 늦어도 괜찮아요.',
    ],
  },
  HF: {
    documents: COMMON_DOCUMENTS,
    process: [
      '은행 앱이나 창구에서 한도와 금리를 상담해요.',
      '한국주택금융공사가 보증을 심사해요.',
      '은행이 대출을 심사하고 약정을 맺어요.',
      '잔금일에 대출금이 집주인 계좌로 들어가요.',
    ],
    cautions: [
      '시장 금리에 따라 움직이는 변동 금리라 이자가 바뀔 수 있어요.',
      '은행마다 가산 금리와 우대 조건이 달라 몇 곳을 비교해 보세요.',
      '1주택자는 지역에 따라 한도가 줄어요.',
    ],
  },
  SEOUL: {
    documents: [...COMMON_DOCUMENTS, '서울시 이자지원 추천서', '가족관계증명서 또는 혼인관계증명서'],
    process: [
      '서울시 주거 포털에서 이자지원을 신청해요.',
      '심사를 거쳐 추천서를 받아요.',
      '추천서를 들고 협약 은행에서 대출을 신청해요.',
      '서울시가 이자의 일부를 은행에 대신 내요.',
    ],
    cautions: [
      '추천서에는 유효기간이 있어 그 안에 대출을 받아야 해요.',
      '서울에 있는 집만 받을 수 있어요.',
      '지원받는 이자는 해마다 요건을 다시 확인해요.',
    ],
  },
  HUG: {
    documents: [...COMMON_DOCUMENTS, '등기사항전부증명서(은행이 떼기도 해요)'],
    process: [
      '은행에서 전세금안심대출을 상담해요.',
      '주택도시보증공사가 전세금 반환 보증과 대출 보증을 함께 심사해요.',
      '은행과 약정을 맺어요.',
      '잔금일에 대출금이 집주인 계좌로 들어가요.',
    ],
    cautions: [
      '집값에 비해 보증금과 선순위 채권이 많으면 보증이 거절될 수 있어요.',
      '계약 전에 등기부의 근저당과 집주인을 꼭 확인하세요.',
      '보증료는 보증금과 주택 유형에 따라 달라져요.',
    ],
  },
  SGI: {
    documents: COMMON_DOCUMENTS,
    process: [
      '은행에서 서울보증 전세대출을 상담해요.',
      'SGI서울보증이 보증을 심사해요.',
      '은행과 약정을 맺어요.',
      '잔금일에 대출금이 집주인 계좌로 들어가요.',
    ],
    cautions: [
      '집주인에게 대출과 질권 설정 사실이 알려져요.',
      '신용 상태와 은행에 따라 금리와 보증료가 달라져요.',
      '1주택자는 지역에 따라 한도가 줄어요.',
    ],
  },
  OTHER: {
    documents: COMMON_DOCUMENTS,
    process: ['은행에서 상품을 상담해요.', '보증과 대출 심사를 받아요.', '잔금일에 대출금이 집주인 계좌로 들어가요.'],
    cautions: ['은행마다 금리와 조건이 달라 몇 곳을 비교해 보세요.'],
  },
};

const MARITAL_STATUS_LABELS: Readonly<Record<MaritalStatus, string>> = {
  SINGLE: '미혼',
  ENGAGED: '결혼 예정',
  NEWLY_MARRIED: '신혼(혼인 7년 이내)',
  MARRIED: '기혼',
};

const CHILD_STATUS_LABELS: Readonly<Record<ChildStatus, string>> = {
  NO_CHILD: '없음',
  ONE_CHILD: '1명',
  TWO_CHILD: '2명',
  THREE_OR_MORE_CHILDREN: '3명 이상',
};

const HOUSE_OWNERSHIP_LABELS: Readonly<Record<HouseOwnershipType, string>> = {
  NO_HOUSE: '무주택',
  SINGLE_HOUSE: '1주택',
  MULTI_HOUSE: '2주택 이상',
};

const RENT_HOUSING_TYPE_LABELS: Readonly<Record<RentHousingType, string>> = {
  APARTMENT: '아파트',
  OFFICETEL: '오피스텔',
  HOUSEHOLD_HOUSE: '연립·다세대',
  FAMILY_HOUSE: '단독·다가구',
};

// What would have to change for a product that fails one rule only (no-report page).
const NEAR_MISS_HINTS: Readonly<Record<IneligibilityReasonCode, string>> = {
  HOUSE_OWNERSHIP_NOT_ALLOWED: '주택을 정리해 보유 기준을 맞추면 받을 수 있어요.',
  NET_ASSET_OVER_CAP: '가구 순자산이 기준 이하라면 받을 수 있어요.',
  AREA_OVER_CAP: '전용면적이 기준 이하인 집이면 받을 수 있어요.',
  INCOME_OVER_CAP: '소득이 기준 이하라면 받을 수 있어요.',
  INCOME_TOO_LOW: '소득이 조금 더 있으면 한도가 생겨요.',
  DEPOSIT_OVER_CAP: '보증금이 기준 이하인 집이면 받을 수 있어요.',
  NO_LOAN_LIMIT: '보증금이 조금 더 크면 빌릴 수 있는 금액이 생겨요.',
  MONTHLY_RENT_REQUIRED: '월세 계약이라면 받을 수 있어요.',
  MONTHLY_RENT_OVER_CAP: '월세가 기준 이하인 집이면 받을 수 있어요.',
  AGE_OUT_OF_RANGE: '나이 기준에 맞는 가구원이 신청하면 받을 수 있어요.',
  NOT_NEWLYWED: '결혼 예정이거나 신혼부부라면 받을 수 있어요.',
  NO_NEWBORN: '2년 안에 아이가 태어났다면 받을 수 있어요.',
  NOT_SINGLE_HOUSEHOLD: '단독 세대주라면 받을 수 있어요.',
  NOT_ENOUGH_CHILDREN: '미성년 자녀가 기준만큼 있으면 받을 수 있어요.',
  REGION_NOT_COVERED: '지원 지역의 집이라면 받을 수 있어요.',
  HOUSING_TYPE_NOT_COVERED: '지원하는 유형의 집이라면 받을 수 있어요.',
  DEPOSIT_RETURN_GUARANTEE_REFUSED: '보증금이 집값의 90% 이하인 집이면 반환보증에 가입할 수 있어요.',
  OWNERSHIP_TRANSFER_CONTRACT: '잔금일에 집주인이 바뀌지 않는 계약이라면 받을 수 있어요.',
  OWNED_HOME_OVER_900M: '가진 집의 시가가 9억원 이하라면 받을 수 있어요.',
  NO_DEPOSIT_DAMAGE: '전세 보증금을 돌려받지 못했다면 받을 수 있어요.',
  DAMAGED_DEPOSIT_OVER_CAP: '피해를 입은 집의 보증금이 5억원 이하라면 받을 수 있어요.',
  DEPOSIT_LOSS_TOO_SMALL: '보증금의 30% 이상을 돌려받지 못했다면 받을 수 있어요.',
  NO_LEASEHOLD_REGISTRATION: '피해를 입은 집에 임차권등기를 하면 받을 수 있어요.',
  NOT_DECIDED_FRAUD_VICTIM: '전세사기피해자 결정을 받으면 받을 수 있어요.',
};

const yesNo = (value: boolean) => (value ? '예' : '아니요');

export const reportCopy = {
  reportTitle: '대출 추천 보고서',
  noReportTitle: '대출 추천 결과',
  reportNumber: (id: string) => `보고서 번호 ${id}`,
  estimate: '예상',
  /** What the "예상" mark means, said where it shows (issue 50). */
  estimateExplained:
    '예상: 보증기관이 금리나 한도의 일부를 공개하지 않아 비슷한 상품의 기준으로 어림한 값이에요. 은행 상담에서 꼭 확인하세요.',

  notFoundHeading: '보고서를 찾을 수 없어요',
  notFoundBody: '주소가 잘못되었거나, 다른 분의 보고서이거나, 삭제된 보고서예요. 보고서는 만든 분만 볼 수 있어요.',
  goHome: '홈으로 가기',
  startAgain: '새로 추천받기',

  heroRecommended: '추천 상품',
  maxLimit: '최대 한도',
  rate: '금리',
  yearlyRate: (rate: number) => `연 ${formatLoanRate(rate)}`,
  policyDate: (policyDate: string) => `${formatKoreanDate(policyDate)} 기준 규정으로 계산했어요.`,
  rateHistoryLink: '금리 추이 보기',
  conditionsHeading: '받기 전에 확인할 조건',
  conditionTag: '조건 있음',

  moneyHeading: '보증금은 이렇게 마련해요',
  deposit: '보증금',
  loan: '대출',
  ownFunds: '내 돈',
  cashShortfall: (amount: number) => `가진 현금으로는 ${formatWon(amount)}이 모자라요. 따로 모으거나 빌려야 해요.`,
  noShortfall: '가진 현금과 대출로 보증금을 모두 마련할 수 있어요.',

  monthlyHeading: '매달 드는 돈',
  monthlyInterest: '대출 이자',
  monthlyRent: '월세',
  monthlyTotal: '합계',
  sliderLabel: '빌릴 금액',
  sliderSentence: (loan: number, interest: number) =>
    `${formatWon(loan)}을 빌리면 매달 이자 ${formatPayment(interest)}`,
  sliderHint: (rate: number) => `연 ${formatLoanRate(rate)}로 계산했어요. 실제 이자는 은행 심사에 따라 달라요.`,

  oneOffHeading: '계약할 때 한 번 내는 돈',
  guaranteeFee: '보증료(계약 기간 전체)',
  stampDuty: '인지세(내 몫 절반)',
  oneOffTotal: '합계',

  compareHeading: '내 돈의 기회비용과 월세 비교',
  opportunityCost: (ownFunds: number, rate: number, monthly: number) =>
    `내 돈 ${formatWon(ownFunds)}을 예금(연 ${formatRate(rate, 2)})에 두면 매달 ${formatPayment(monthly)}쯤 이자를 받을 수 있어요.`,
  jeonseMonthly: '대출받아 보증금을 낼 때',
  jeonseMonthlyHint: '매달 대출 이자 + 월세 + 내 돈의 기회비용',
  convertedMonthly: '보증금을 모두 월세로 바꿀 때',
  convertedMonthlyHint: (rate: number) => `전월세 전환율 상한 연 ${formatRate(rate, 1)}로 바꾼 매달 월세`,
  compareCheaperJeonse: '지금 조건에서는 대출을 받아 보증금을 내는 쪽이 매달 덜 들어요.',
  compareCheaperMonthly: '지금 조건에서는 보증금을 월세로 바꾸는 쪽이 매달 덜 들어요.',
  compareSame: '두 방식의 매달 비용이 같아요.',

  reasonHeading: '이 상품을 추천하는 이유',
  featuresLabel: '상품 특징',

  otherProductsHeading: '받을 수 있는 다른 상품',
  otherProductsHint: '누르면 그 상품으로 보고서를 다시 만들어요.',
  openOtherProductAction: '보고서 보기',
  specificFailed: '보고서를 만들지 못했어요. 잠시 후 다시 시도해주세요.',

  ineligibleHeading: '받을 수 없는 상품',
  showReasons: '이유 보기',
  reasonsSheetTitle: (name: string) => `${name} · 받을 수 없는 이유`,
  reasonCount: (count: number) => `이유 ${count}가지`,

  banksHeading: '취급 은행',
  banksHint: '은행마다 금리와 한도가 조금씩 달라요.',
  documentsHeading: '준비할 서류',
  processHeading: '진행 순서',
  cautionsHeading: '알아두세요',

  showConditions: '적용 조건 보기',
  conditionsTitle: '적용 조건',
  conditionsLoading: '입력하신 조건을 불러오고 있어요',
  conditionsFailed: '조건을 불러오지 못했어요.',
  recalculate: '다시 산출하기',
  compareRentOffers: '전세·월세 조건 비교하기',
  planRenewal: '계약 만기 계획 세우기',
  recalculateFailed: '입력하신 조건을 불러오지 못했어요. 다시 시도해주세요.',
  shareToCommunity: '커뮤니티에 공유',

  noReportHeading: '지금 조건으로 받을 수 있는 상품이 없어요',
  nearMissHeading: '조건 하나만 바뀌면 받을 수 있어요',
  productsWithReasonsHeading: '상품별로 받을 수 없는 이유',

  guides: GUIDES,
  nearMissHints: NEAR_MISS_HINTS,
  conditionLabels: {
    rentalDeposit: '전월세 보증금',
    monthlyRent: '월세',
    cashOnHand: '보증금에 쓸 현금',
    age: '만 나이',
    maritalStatus: '결혼 여부',
    annualIncome: '연소득',
    spouseAnnualIncome: '배우자 연소득',
    childStatus: '자녀 수',
    hasNewborn: '2년 안에 태어난 아이',
    isSMEEmployee: '중소기업 재직',
    isLowIncomeOrSingleParent: '기초생활수급·차상위·한부모',
    houseOwnershipType: '주택 보유',
    isOwnedHomeOver900M: '가진 집 시가 9억원 초과',
    isElectronicContract: '부동산 전자계약',
    isNetAssetOver345M: '가구 순자산 3억 4,500만원 초과',
    rentHousingType: '주택 유형',
    exclusiveArea: '전용면적',
    address: '주소',
  },
  conditionValues: {
    age: (age: number) => `${age}세`,
    area: (area: number) => `${area}㎡`,
    noRent: '없음',
    yesNo,
    maritalStatus: MARITAL_STATUS_LABELS,
    childStatus: CHILD_STATUS_LABELS,
    houseOwnershipType: HOUSE_OWNERSHIP_LABELS,
    rentHousingType: RENT_HOUSING_TYPE_LABELS,
  },
} as const;

/** The report's three-line summary (issue 50): money rounded to 만원, the exact won under a toggle. */
export const reportSummaryCopy = {
  heading: '한눈에 보기',
  canGet: (product: string, limit: string) => `${product}: 최대 ${limit}까지 빌릴 수 있어요.`,
  rateLead: '금리는',
  rateTail: '예요.',
  monthly: (total: string, withRent: boolean) =>
    withRent ? `매달 이자와 월세로 약 ${total}이 들어요.` : `매달 이자로 약 ${total}이 들어요.`,
  exactToggle: '정확한 금액 보기',
  exactLimit: '최대 한도',
  exactLoan: '빌릴 금액',
  exactMonthly: '매달 드는 돈',
} as const;

/** The report's 전세 안전 진단 section: the verdict stored with the report and the way to the full check. */
export const reportJeonseSafetyCopy = {
  heading: '전세 안전 진단',
  unknown: '이 보고서를 만들 때는 전세 안전 진단이 없었어요. 지금 진단해 보세요.',
  open: '자세히 진단하기',
  levelLabel: { SAFE: '안전', UNKNOWN: '확인 필요', CAUTION: '주의', DANGER: '위험' } satisfies Record<
    JeonseRiskLevel,
    string
  >,
  verdict: {
    SAFE: '집값에 비해 보증금이 적당해 보여요.',
    UNKNOWN: '모르는 값이 있어서 아직 안전하다고 할 수 없어요.',
    CAUTION: '계약 전에 꼭 확인할 게 있어요.',
    DANGER: '보증금을 돌려받지 못할 위험이 커요.',
  } satisfies Record<JeonseRiskLevel, string>,
  smallDepositProtected: '최우선변제',
} as const;
