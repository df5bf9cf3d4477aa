import { CURRENT_LEGAL_MAX_INTEREST_RATE, formatPolicyDate } from '@jipsa/domain';
import type { DsrLoanType, InterestRateType, MarketRatesResponse, RepaymentType } from '@jipsa/contracts';
import type { ChoiceOption } from '../../shared/ui/choice-chips.tsx';
import type { CalculatorTab } from './lib/calculator-tab.ts';

const LOAN_TYPE_LABELS: Readonly<Record<DsrLoanType, string>> = {
  MORTGAGE: '주택담보대출',
  JEONSE_LOAN: '전세대출',
  PERSONAL_LOAN: '신용대출',
  OTHER_LOAN: '기타대출',
  LONG_TERM_CARD_LOAN: '장기카드대출',
  OTHER_COLLATERAL_LOAN: '기타담보 대출',
  INTERIM_PAYMENT_AND_MOVING: '중도금 및 이주비',
  OFFICETEL_MORTGAGE_LOAN: '오피스텔담보대출',
  JEONSE_DEPOSIT_COLLATERAL_LOAN: '전세보증금담보대출',
  NON_HOUSING_REAL_ESTATE_COLLATERAL_LOAN: '비주택 부동산 담보 대출',
  DEPOSIT_AND_INSURANCE_COLLATERAL_LOAN: '예적금 담보 및 보험계약 대출',
  SECURITIES_COLLATERAL_LOAN: '유가증권 담보대출',
};

const REPAYMENT_TYPE_LABELS: Readonly<Record<RepaymentType, string>> = {
  AMORTIZING: '원리금균등',
  EQUAL_PRINCIPAL: '원금균등',
  BULLET: '만기일시',
};

const INTEREST_RATE_TYPE_LABELS: Readonly<Record<InterestRateType, string>> = {
  VARIABLE: '변동형',
  MIXED: '혼합형',
  PERIODIC: '주기형',
};

const optionsOf = <Value extends string>(labels: Readonly<Record<Value, string>>): readonly ChoiceOption<Value>[] =>
  (Object.entries(labels) as [Value, string][]).map(([value, label]) => ({ value, label }));

export const calculatorCopy = {
  calculatorTitle: '대출 계산기',
  dsrLoanAddTitle: 'DSR 대출 추가',
  // The same page editing a listed loan says so (issue 26).
  dsrLoanEditTitle: 'DSR 대출 수정',
  backToCalculator: '계산기로 돌아가기',

  tabListLabel: '계산기 종류',
  tabs: { LTV: 'LTV', DTI: 'DTI', DSR: 'DSR', REPAYMENT: '원리금' } satisfies Record<CalculatorTab, string>,
  tabIntros: {
    LTV: '집값에 비해 얼마까지 빌릴 수 있는지 계산해요.',
    DTI: '연소득에서 주택담보대출 원리금과 다른 대출 이자가 차지하는 비율이에요.',
    DSR: '연소득에서 모든 대출의 1년 원리금이 차지하는 비율이에요. 스트레스 금리까지 반영해요.',
    REPAYMENT: '매달 갚을 원금과 이자, 전체 상환 일정을 계산해요.',
  } satisfies Record<CalculatorTab, string>,

  // Spec §5 "Inline limits".
  amountPlaceholder: '금액을 입력하세요',
  ratePlaceholder: '예) 4.5',
  periodPlaceholder: '기간을 입력하세요',
  units: { manwon: '만원', years: '년', months: '개월', percent: '%' },
  calculate: '계산하기',
  calculating: '계산하고 있어요',
  periodUnitOf: (field: string) => `${field} 단위`,
  requestFailed: '계산하지 못했어요. 잠시 후 다시 시도해주세요.',
  policyDate: (date: string) => `${date} 기준 규정으로 계산했어요.`,
  marketRates: (rates: MarketRatesResponse) => {
    const figures = `참고 시장 금리(${formatPolicyDate(rates.marketRateDate)} 공시): 기준금리 연 ${rates.baseRate.toFixed(2)}%, 신 잔액기준 COFIX 연 ${rates.cofixNewBalance.toFixed(2)}%.`;
    return rates.marketRatesStale
      ? `${figures} ${rates.ageDays}일 지난 금리라 지금 은행 금리와 다를 수 있어요.`
      : figures;
  },
  rateHistoryLink: '금리 추이 보기',

  labels: {
    loanTypes: LOAN_TYPE_LABELS,
    repaymentTypes: REPAYMENT_TYPE_LABELS,
    interestRateTypes: INTEREST_RATE_TYPE_LABELS,
    metroArea: (isMetroArea: boolean) => (isMetroArea ? '수도권' : '비수도권'),
  },
  options: {
    loanTypes: optionsOf(LOAN_TYPE_LABELS),
    repaymentTypes: optionsOf(REPAYMENT_TYPE_LABELS),
    interestRateTypes: optionsOf(INTEREST_RATE_TYPE_LABELS),
    metroArea: [
      { value: true, label: '수도권' },
      { value: false, label: '비수도권' },
    ] as const satisfies readonly ChoiceOption<boolean>[],
  },

  ltv: {
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
    capAmount: '대출 한도',
    noCap: '금액 한도 없음',
    appliedRules: '적용된 규정',
    estimate: '추정치예요. 은행에 꼭 확인해주세요.',
  },

  dti: {
    annualIncome: '연소득',
    loanAmount: '대출금액',
    interestRate: '대출 이자율',
    loanTerm: '대출 기간',
    repaymentType: '상환방법',
    yearlyLoanInterestRepayment: '다른 대출의 1년 이자',
    yearlyLoanInterestHint: '이미 갖고 있는 대출의 1년 이자를 더해요. 없으면 비워두세요.',
    resultTitle: 'DTI 계산 결과',
    ratio: 'DTI',
    annualRepayment: '이 대출의 1년 원리금',
    annualPrincipal: '1년 원금',
    annualInterest: '1년 이자',
    otherInterest: '다른 대출의 1년 이자',
    referenceLimits: '지역별 DTI 한도',
    withinReference: '한도 안',
    overReference: '한도 초과',
  },

  dsr: {
    annualIncome: '연소득',
    lenderType: '대출받을 금융회사',
    lenderTypes: [
      { value: 'BANK', label: '은행 (한도 40%)' },
      { value: 'NON_BANK', label: '2금융권 (한도 50%)' },
    ] as const satisfies readonly ChoiceOption<'BANK' | 'NON_BANK'>[],
    // Issue 29: asked only when a 수도권 전세대출 is listed on or after 2025-10-29 (10·15 대책).
    houseOwnership: '집을 몇 채 가지고 있나요?',
    houseOwnerships: [
      { value: 'NO_HOUSE', label: '무주택' },
      { value: 'ONE_HOUSE', label: '1주택' },
      { value: 'TWO_OR_MORE_HOUSES', label: '2주택 이상' },
    ] as const satisfies readonly ChoiceOption<'NO_HOUSE' | 'ONE_HOUSE' | 'TWO_OR_MORE_HOUSES'>[],
    houseOwnershipHint:
      '2025년 10월 29일부터 1주택자의 수도권·규제지역 전세대출은 이자가 DSR에 들어가요. 무주택자는 들어가지 않아요.',
    houseOwnershipRequired: '집을 몇 채 가지고 있는지 선택해주세요.',
    loans: '갖고 있는 대출',
    noLoans: '아직 추가한 대출이 없어요. 대출을 추가해 DSR을 계산해보세요.',
    addLoan: '대출 추가',
    edit: '수정',
    remove: '삭제',
    editLoan: (index: number) => `${index + 1}번째 대출 수정`,
    removeLoan: (index: number) => `${index + 1}번째 대출 삭제`,
    loanError: (index: number, message: string) => `${index + 1}번째 대출: ${message}`,
    rate: (rate: string) => `연 ${rate}`,
    resultTitle: 'DSR 계산 결과',
    gaugeLabel: 'DSR',
    limit: (limit: string) => `한도 ${limit}`,
    within: '한도 안이에요',
    over: '한도를 넘어요',
    stressStage: '스트레스 DSR',
    noStress: '이 기준일에는 스트레스 DSR이 없어요.',
    loanRepayments: '대출별 1년 원리금',
    annualPrincipal: '1년 원금',
    annualInterest: '1년 이자',
    stressAddOn: '스트레스 가산금리',
    stressAddOnValue: (points: string) => `+${points}p`,
    assumedTerm: (term: string) => `원금을 ${term}에 나눠 갚는 것으로 봐요`,
    interestOnly: '이자만 반영해요',
    notCounted: '이 대출은 DSR에 들어가지 않아요',
    notes: '전세대출에 적용된 규정',
    totalAnnualRepayment: '1년 원리금 합계',
    maxAdditionalMortgage: '더 받을 수 있는 주택담보대출',
    withStress: '스트레스 금리 반영',
    withoutStress: '스트레스 금리 없이',
    maxMortgageAssumption: (rate: string, stress: string) =>
      `30년 원리금균등, 연 ${rate} 금리${stress ? `에 스트레스 가산 ${stress}p` : ''}로 새로 받는다고 가정했어요.`,
    // Which loans count towards the 1억 (issue 11): those whose principal the DSR counts, so a 전세대출 (interest
    // only) never makes the note contradict the figures above it.
    borrowerLevel:
      '원금을 나눠 갚는 것으로 보는 대출의 원금 합계가 1억원을 넘어 차주단위 DSR 규제를 받아요. 전세대출처럼 이자만 반영하는 대출은 합계에 넣지 않아요.',
    notBorrowerLevel:
      '원금을 나눠 갚는 것으로 보는 대출의 원금 합계가 1억원 이하라 차주단위 DSR 규제 대상은 아니에요. 전세대출처럼 이자만 반영하는 대출은 합계에 넣지 않아요. 참고용으로 보세요.',
  },

  repayment: {
    principal: '대출금액',
    interestRate: '대출 이자율',
    term: '대출 기간',
    gracePeriod: '거치 기간',
    gracePeriodHint: '이자만 내는 기간이에요. 없으면 비워두세요.',
    repaymentType: '상환방법',
    maturityPaymentAmount: '만기에 한 번에 갚을 금액',
    maturityPaymentHint: '원리금균등·원금균등에서 만기에 남겨 둘 금액이에요. 없으면 비워두세요.',
    resultTitle: '원리금 계산 결과',
    totalPayment: '총 상환액',
    totalPrincipal: '원금',
    totalInterest: '총 이자',
    installments: (count: number) => `${count.toLocaleString('ko-KR')}회 상환`,
    firstPayment: '첫 달 상환액',
    chartTitle: '기간별 원금과 이자',
    chartPrincipal: '원금',
    chartInterest: '이자',
    chartSummary: (bucket: string, count: number) => `${count}개 ${bucket}의 원금과 이자를 쌓은 막대그래프예요.`,
    year: (year: number) => `${year}년차`,
    month: (month: number) => `${month}회차`,
    scheduleTitle: '상환 일정',
    yearSummary: (principal: string, interest: string) => `원금 ${principal} · 이자 ${interest}`,
    yearPrincipal: (amount: string) => `원금 ${amount}`,
    yearInterest: (amount: string) => `이자 ${amount}`,
    remaining: (amount: string) => `남은 원금 ${amount}`,
    columns: { installment: '회차', payment: '상환액', remaining: '남은 원금' },
    paymentParts: (principal: string, interest: string) => `원금 ${principal} / 이자 ${interest}`,
  },

  dsrForm: {
    // Card headings in the spec's order (spec §2 "DSR loan-add page").
    loanType: '대출 종류',
    repaymentType: '대출 상환방법',
    principal: '대출금액',
    term: '총 대출 기간',
    gracePeriod: '대출 거치 기간',
    interestRate: '대출 이자율',
    isMetroArea: '대상주택 수도권여부',
    // Issue 29: for a 전세대출 the answer decides whether its interest counts; every 규제지역 is in 수도권.
    jeonseRegionHint: (regulated: string | null) =>
      regulated === null
        ? '전세로 사는 집이 서울·경기·인천에 있으면 수도권이에요.'
        : `전세로 사는 집이 서울·경기·인천에 있으면 수도권이에요. 규제지역(${regulated})도 모두 수도권이에요.`,
    // The stage in force today (issue 11): the result names the same one.
    interestRateType: (stage: number | null) => (stage === null ? '금리 유형' : `스트레스 DSR ${stage}단계 금리 유형`),
    periodPlaceholder: '기간을 입력하세요',
    // A blank grace period is no grace period (issue 26).
    gracePlaceholder: '없으면 0',
    ratePlaceholder: '연 이자율을 입력하세요',
    checkField: '입력하지 않은 칸이 있어요',
    cancel: '취소',
    submit: '추가하기',
    submitEdit: '수정하기',
    editing: '목록의 대출을 고치고 있어요. 수정하기를 누르면 이 내용으로 바뀌어요.',
    // Spec §5 "DSR submit", but for the particle ('상환방법을', issue 26) and the grace period, which a blank answers
    // as 0 and is never missing (issue 26).
    alerts: {
      repaymentType: '대출 상환방법을 입력해주세요.',
      principal: '대출금액을 입력해주세요.',
      term: '총 대출 기간을 입력해주세요.',
      interestRatePercentage: '대출 이자율을 입력해주세요.',
      isMetroArea: '대상주택 수도권여부를 입력해주세요.',
    },
    // Spec §5 "Inline limits", word for word, but for the rate: the 법정 최고금리 (ADR 0013).
    inline: {
      amountRequired: '금액을 입력해주세요',
      periodRequired: '기간을 입력해주세요',
      amountMax: '1,000억원 이하로 입력이 가능합니다.',
      periodMax: '720 이하로 입력이 가능합니다.',
      rateRequired: '이자율을 입력해주세요',
      rateMax: `법정 최고금리인 연 ${CURRENT_LEGAL_MAX_INTEREST_RATE.ratePercent}% 이하로 입력해주세요.`,
    },
  },
} as const;
