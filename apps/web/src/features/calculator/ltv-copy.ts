/** The LTV tab. */
export const ltvCopy = {
  loanPurpose: '대출 목적',
  loanPurposes: { HOME_PURCHASE: '주택 구입', LIVING_STABILITY: '생활안정자금' },
  collateralValue: '주택가격',
  regionType: '지역',
  regionTypes: {
    REGULATED_AREA: '규제지역',
    NON_REGULATED_CAPITAL_AREA: '수도권 비규제지역',
    OTHER_AREAS: '그 밖의 지역',
  },
  // Issue 29: the form has no address, so the person checks their home against the designation in force.
  regionHint: (date: string, regulated: string) => `규제지역은 ${regulated}예요 (${date} 지정 기준).`,
  houseOwnershipType: '주택 보유',
  houseOwnershipTypes: {
    LIFETIME_FIRST: '생애최초 구입',
    ORDINARY_DEMAND: '서민·실수요자',
    NO_HOUSE: '무주택',
    SINGLE_HOUSE_DISPOSAL: '1주택 (기존 주택 처분 조건)',
    MORE_THAN_ONE_HOUSE: '유주택 (추가 구입)',
    SINGLE_HOUSE: '1주택',
    MORE_THAN_TWO_HOUSE: '2주택 이상',
  },
  householdIncome: '부부합산 연소득',
  householdIncomeHint: '서민·실수요자는 부부합산 연소득 9,000만원 이하예요. 비워두면 조건으로 알려드려요.',
  resultTitle: 'LTV 계산 결과',
  ratio: 'LTV',
  possibleLoanAmount: '최대 대출 가능 금액',
  // Issue 50: "한도" is the one limit above (the smaller of the ratio and this cap), so the cap has its own name.
  capAmount: '규정의 금액 상한',
  noCap: '금액 상한 없음',
  appliedRules: '적용된 규정',
  estimate: '추정치예요. 은행에 꼭 확인해주세요.',
} as const;
