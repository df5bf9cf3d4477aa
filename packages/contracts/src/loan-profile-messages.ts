// What the loan form's contract says of a question not answered yet, field by field in the contract's order. Plain
// strings, without zod: a screen that only needs to name the first missing answer (the rent-offer comparison's
// "대출 정보를 먼저 입력해주세요" notice) says it before the schema library has loaded (issue 32).
export const LOAN_PROFILE_REQUIRED_MESSAGES = {
  rentalDeposit: '임차보증금을 입력해주세요.',
  monthlyRent: '월세를 입력해주세요. 없으면 0원이에요.',
  cashOnHand: '보증금에 쓸 현금을 입력해주세요.',
  age: '만 나이를 입력해주세요.',
  maritalStatus: '결혼 여부를 골라주세요.',
  annualIncome: '연소득을 입력해주세요. 없으면 0원이에요.',
  spouseAnnualIncome: '배우자 연소득을 입력해주세요. 없으면 0원이에요.',
  childStatus: '자녀 수를 골라주세요.',
  hasNewborn: '2년 안에 태어난 아이가 있는지 골라주세요.',
  isSMEEmployee: '중소기업에 다니는지 골라주세요.',
  isLowIncomeOrSingleParent: '기초생활수급·차상위계층·한부모 가구인지 골라주세요.',
  houseOwnershipType: '주택을 가지고 있는지 골라주세요.',
  isOwnedHomeOver900M: '가진 집의 시가가 9억원을 넘는지 골라주세요.',
  isNetAssetOver345M: '가구 순자산이 3억 4,500만원을 넘는지 골라주세요.',
  rentHousingType: '빌릴 집의 유형을 골라주세요.',
  exclusiveArea: '전용면적을 ㎡ 단위 숫자로 입력해주세요.',
  buildingName: '건물 이름은 글자로 입력해주세요.',
  districtCode: '주소를 검색해서 골라주세요.',
  dongName: '주소를 검색해서 골라주세요.',
  jibun: '주소를 검색해서 골라주세요.',
  ownershipTransferOnBalanceDay: '잔금일에 집주인이 바뀌는지 골라주세요.',
  isElectronicContract: '부동산 전자계약으로 계약하는지 골라주세요.',
  damagedLeaseDeposit: '돌려받지 못한 집의 보증금을 입력해주세요.',
  lostDepositAmount: '돌려받지 못한 금액을 입력해주세요.',
  hasLeaseholdRegistration: '임차권등기를 했는지 골라주세요.',
  isDecidedFraudVictim: '전세사기피해자 결정을 받았는지 골라주세요.',
  netAssets: '가구 순자산을 입력해주세요.',
} as const;

/** The deposit-damage answers that do not fit together (issue 49 #4). */
export const DEPOSIT_DAMAGE_MESSAGES = {
  lostOverDeposit: '돌려받지 못한 금액은 그 집의 보증금보다 클 수 없어요.',
  lostWithoutDeposit: '돌려받지 못한 금액을 입력했다면 그 집의 보증금도 입력해주세요.',
} as const;
