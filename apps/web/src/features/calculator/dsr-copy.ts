import type { ChoiceOption } from '../../shared/ui/choice-chips.tsx';

/** The DSR tab. */
export const dsrCopy = {
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
    '1주택자가 2025년 10월 29일부터 새로 받은 수도권·규제지역 전세대출은 이자가 DSR에 들어가요. 무주택자는 들어가지 않아요.',
  houseOwnershipRequired: '집을 몇 채 가지고 있는지 선택해주세요.',
  mortgageBesideNoHouse:
    '주택담보대출이 있으면 보통 그 집을 가지고 있어요. 판 집에 남은 대출이 아니라면 1주택 이상을 골라주세요.',
  loans: '갖고 있는 대출',
  noLoans: '아직 추가한 대출이 없어요. 대출을 추가해 DSR을 계산해보세요.',
  addLoan: '대출 추가',
  edit: '수정',
  remove: '삭제',
  editLoan: (index: number) => `${index + 1}번째 대출 수정`,
  removeLoan: (index: number) => `${index + 1}번째 대출 삭제`,
  loanError: (index: number, message: string) => `${index + 1}번째 대출: ${message}`,
  // Issue 47 #6: a 전세대출's answers in the list.
  policyLoan: '정책 전세대출',
  extendedWithoutIncrease: '증액 없이 연장',
  loanDate: (date: string) => `${date} 대출`,
  rate: (rate: string) => `연 ${rate}`,
  resultTitle: 'DSR 계산 결과',
  gaugeLabel: 'DSR',
  limit: (limit: string) => `한도 ${limit}`,
  within: '한도 안이에요',
  over: '한도를 넘어요',
  stressStage: '스트레스 DSR',
  noStress: '이 기준일에는 스트레스 DSR이 없어요.',
  // Issue 50: with no loan stressed the stage's add-on is not what the DSR above was computed with, so it is not named
  // beside it; a possible stress on a 전세대출 is a stated condition in the notes below.
  noStressAdded: '이 대출들에는 스트레스 금리를 더하지 않았어요',
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
} as const;
