import type { ChildStatus, HouseOwnershipType, MaritalStatus, OwnershipTransferAnswer } from '@jipsa/contracts';

// Words of the loan form (/loan-info-entry, /loan-info-entry-b); its address sheet's are in shared/copy/address-copy.ts.

export const maritalStatusLabels: Record<MaritalStatus, string> = {
  SINGLE: '미혼',
  ENGAGED: '결혼 예정 (3개월 안)',
  NEWLY_MARRIED: '신혼 (혼인신고 7년 이내)',
  MARRIED: '기혼 (혼인신고 7년 넘음)',
};

export const childStatusLabels: Record<ChildStatus, string> = {
  NO_CHILD: '자녀 없음',
  ONE_CHILD: '1명',
  TWO_CHILD: '2명',
  THREE_OR_MORE_CHILDREN: '3명 이상',
};

export const houseOwnershipLabels: Record<HouseOwnershipType, string> = {
  NO_HOUSE: '무주택',
  SINGLE_HOUSE: '1주택',
  MULTI_HOUSE: '2주택 이상',
};

export const ownershipTransferLabels: Record<OwnershipTransferAnswer, string> = {
  YES: '예',
  NO: '아니요',
  UNKNOWN: '모르겠어요',
};

export const loanFormCopy = {
  reviewTitle: '입력하신 정보를 최종 확인해주세요',
  lead: '항목을 눌러 입력해주세요. 신용점수에는 영향이 없어요.',
  /** How far the form is (issue 50): the answers are kept on this device until they are sent. */
  answeredCount: (answered: number, total: number) => `${answered}/${total} 답했어요 · 보내기 전까지 이 기기에 남아요.`,
  choose: '선택하기',
  next: '다음',
  submit: '대출 상품 추천받기',
  submitting: '보고서를 만들고 있어요',
  backToComparison: '이 정보로 조건 비교하기',
  submitFailed: '보고서를 만들지 못했어요. 잠시 후 다시 시도해주세요.',
  yes: '예',
  no: '아니요',
  back: '이전 질문',
  progress: (current: number, total: number) => `${total}개 중 ${current}번째 질문`,
  ageValue: (age: number) => `만 ${age}세`,
  areaValue: (area: number) => `${area}㎡`,

  // Field labels (row of /loan-info-entry) and questions (sheet title, B screen).
  labels: {
    rentalDeposit: '임차보증금',
    monthlyRent: '월세',
    cashOnHand: '보증금에 쓸 수 있는 현금',
    age: '만 나이',
    maritalStatus: '결혼 여부',
    annualIncome: '연소득 (세전)',
    spouseAnnualIncome: '배우자 연소득 (세전)',
    childStatus: '자녀 수',
    isSMEEmployee: '중소기업 재직',
    isLowIncomeOrSingleParent: '기초생활수급·차상위·한부모',
    houseOwnershipType: '주택 보유',
    isOwnedHomeOver900M: '가진 집 시가 9억원 초과',
    isNetAssetOver345M: '가구 순자산 3억 4,500만원 초과',
    damagedLeaseDeposit: '돌려받지 못한 집의 보증금',
    lostDepositAmount: '돌려받지 못한 금액',
    hasLeaseholdRegistration: '임차권등기',
    isDecidedFraudVictim: '전세사기피해자 결정',
    netAssets: '가구 순자산',
    address: '빌릴 집 주소',
    exclusiveArea: '전용면적',
    rentHousingType: '주택 유형',
    ownershipTransferOnBalanceDay: '잔금일에 집주인 바뀜',
    isElectronicContract: '부동산 전자계약',
  },
  questions: {
    rentalDeposit: '보증금은 얼마인가요?',
    monthlyRent: '월세는 얼마인가요?',
    cashOnHand: '보증금에 쓸 수 있는 현금은 얼마인가요?',
    age: '만 나이를 알려주세요',
    maritalStatus: '결혼 여부를 알려주세요',
    annualIncome: '연소득은 얼마인가요?',
    spouseAnnualIncome: '배우자 연소득은 얼마인가요?',
    childStatus: '자녀는 몇 명인가요?',
    isSMEEmployee: '중소기업에 다니고 있나요?',
    isLowIncomeOrSingleParent: '기초생활수급·차상위계층·한부모 가구인가요?',
    houseOwnershipType: '집을 가지고 있나요?',
    isOwnedHomeOver900M: '가진 집의 시가가 9억원을 넘나요?',
    isNetAssetOver345M: '가구 순자산이 3억 4,500만원을 넘나요?',
    damagedLeaseDeposit: '돌려받지 못한 전세 집의 보증금은 얼마였나요?',
    lostDepositAmount: '그중 돌려받지 못한 금액은 얼마인가요?',
    hasLeaseholdRegistration: '그 집에 임차권등기를 했나요?',
    isDecidedFraudVictim: '전세사기피해자 결정을 받았나요?',
    netAssets: '가구 순자산은 얼마인가요?',
    address: '빌릴 집의 주소를 찾아주세요',
    exclusiveArea: '전용면적을 골라주세요',
    rentHousingType: '빌릴 집은 어떤 유형인가요?',
    ownershipTransferOnBalanceDay: '잔금일에 집주인이 바뀌나요?',
    isElectronicContract: '부동산 전자계약으로 계약하나요?',
  },
  hints: {
    monthlyRent: '전세라면 0원이에요.',
    cashOnHand: '예금·적금처럼 보증금에 바로 쓸 수 있는 돈이에요.',
    annualIncome: '세금 떼기 전 1년 소득이에요. 없으면 0원이에요.',
    spouseAnnualIncome: '결혼 예정이면 예비 배우자의 소득이에요. 없으면 0원이에요.',
    age: '생일이 지났는지에 따라 만 나이가 달라요.',
    damagedLeaseDeposit: '보증금을 돌려받지 못한 그 집의 계약서에 적힌 보증금이에요.',
    lostDepositAmount: '아직 돌려받지 못한 금액이에요. 보증금의 30% 이상이어야 전세피해 대출을 받을 수 있어요.',
    netAssets: '전세피해 대출은 2026년 기준 순자산 5억 1,100만원까지 받을 수 있어요.',
  },
  manwonUnit: '만원',
  ageUnit: '세',
  ageDecrease: '한 살 줄이기',
  ageIncrease: '한 살 늘리기',
  monthlyRentPresets: '자주 쓰는 월세',
  newborn: '2년 안에 태어난 아이가 있어요 (신생아)',
  newbornHint: '신생아 특례 대출은 더 낮은 금리와 높은 한도를 받을 수 있어요.',
  smeExplanation:
    '중소기업은 대기업·공공기관이 아닌, 중소기업기본법의 기준(업종별 매출액 등)에 맞는 회사예요. 청년이 중소기업에 다니면 청년전용 버팀목 대출 금리를 0.3%p 더 낮춰주고, 나이 기준도 만 39세까지 넓어져요. 잘 모르겠으면 중소기업현황정보시스템(sminfo.mss.go.kr)에서 회사를 찾아보세요.',
  lowIncomeOrSingleParentExplanation:
    '기초생활수급자, 차상위계층이거나 한부모 가구면 "예"예요. 주택도시기금 대출은 우대금리를 합쳐서 보통 연 0.5%p(자녀 3명 이상은 0.7%p)까지 깎아주는데, 이 가구는 연 1.0%p까지 깎아줘요. 받을 수 있는 우대가 많을 때만 물어봐요.',
  ownedHomeValueExplanation:
    '시가는 지금 거래되는 가격이에요(KB시세나 최근 실거래가). 시가 9억원을 넘는 집을 가진 1주택자는 HF·HUG·SGI 전세대출 보증을 받을 수 없어서, 보증 상품을 고를 때만 물어봐요.',
  lostDeposit: '전세 보증금을 돌려받지 못한 집이 있어요',
  lostDepositHint: '전세피해 임차인을 위한 주택도시기금 대출도 함께 알려드려요.',
  leaseholdRegistrationExplanation:
    '법원의 임차권등기명령으로 그 집 등기부에 임차권이 올라가 있으면 "예"예요. 전세피해 대출을 버팀목으로 갈아타는 대환 상품은 임차권등기가 있어야 받을 수 있어요.',
  fraudVictimExplanation:
    '시·도에 신청해서 전세사기피해지원위원회의 전세사기피해자 결정을 받았으면 "예"예요. 결정을 받은 사람만 받을 수 있는 기금 대출이 있어요.',
  houseOwnershipExplanation:
    '세대원 모두가 집을 가지고 있지 않아야 무주택이에요. 배우자나 함께 사는 가족의 집도 세어요.',
  ownershipTransferExplanation:
    '집주인이 집을 팔고 있어서, 새 집주인이 내 보증금으로 잔금을 치르는 계약이면 "예"예요(소유권이전 조건부). 2025년 6월 28일부터 수도권·규제지역에서는 이런 계약에 전세대출 보증이 나오지 않아요. 잘 모르겠으면 계약서 특약이나 중개사에게 확인해보세요.',
  electronicContractExplanation:
    '국토교통부 부동산거래 전자계약시스템(irts.molit.go.kr)으로 임대차계약을 맺으면 "예"예요. 2026년 12월 31일 신청분까지 주택도시기금 전세대출 금리를 처음 대출기간 동안 연 0.1%p 더 깎아줘요. 잘 모르겠으면 중개사에게 전자계약이 되는지 물어보세요.',
  netAssetExplanation:
    '순자산은 가구원 모두의 자산(부동산, 자동차, 예금 등)에서 부채를 뺀 금액이에요. 2026년 기준 3억 4,500만원을 넘으면 버팀목 같은 주택도시기금 대출은 받을 수 없어요.',

  houseValueNote: (parts: string) => `전세 안전 진단에서 넣은 ${parts}도 함께 계산해요.`,

  // Live estimate (B).
  estimateTitle: '지금까지 답한 내용으로 본 예상',
  estimateLimit: '예상 최대 한도',
  estimateRate: '예상 최저 금리',
  estimateCount: (count: number) => `받을 수 있는 상품 ${count}개`,
  estimateNone: '아직 받을 수 있는 상품이 없어요',
  estimateUnknown: '-',
  estimateFailed: '예상 금액을 불러오지 못했어요',
} as const;
