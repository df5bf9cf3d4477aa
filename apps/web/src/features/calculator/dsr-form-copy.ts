import { CURRENT_LEGAL_MAX_INTEREST_RATE, formatPolicyDate, JEONSE_INTEREST_IN_DSR_RULES } from '@jipsa/domain';

// Issue 47 #6: the 10·15 rule's dates, from its dated row (FAQ 2025.10 §5-4 and 경과규정).
const jeonseRule = JEONSE_INTEREST_IN_DSR_RULES[0];
const newLoansFrom = formatPolicyDate(jeonseRule?.newLoansFrom ?? '2025-10-29');
const leasesSignedBy = formatPolicyDate(jeonseRule?.leasesSignedBy ?? '2025-10-28');

/** The DSR loan-add page. */
export const dsrFormCopy = {
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
  // Issue 47 #6: only for a 수도권 전세대출, each only while it changes whether the loan counts.
  isPolicyLoan: '버팀목·지자체 협약 전세대출인가요?',
  isPolicyLoanHint: '버팀목 전세대출과 은행·지자체 협약 전세대출은 DSR에 들어가지 않아요.',
  policyLoanOptions: [
    { value: true, label: '예' },
    { value: false, label: '아니요' },
  ],
  jeonseStart: '언제 받은 대출인가요?',
  jeonseStartOptions: [
    { value: 'NEW', label: '새로 받았어요 (증액 포함)' },
    { value: 'EXTENSION', label: '증액 없이 연장했어요' },
  ],
  jeonseStartHint: `${newLoansFrom}부터 새로 받았거나 증액한 대출만 DSR에 들어가요. 같은 집에서 증액 없이 연장한 대출은 들어가지 않아요.`,
  loanDate: '대출 받은 날 (증액했다면 증액한 날)',
  leaseSignedDate: '이 집 임대차계약일 (계약금을 낸 날)',
  leaseSignedDateHint: `${leasesSignedBy}까지 임대차계약을 맺고 계약금을 냈다면 DSR에 들어가지 않아요.`,
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
    isPolicyLoan: '버팀목이나 은행·지자체 협약 전세대출인지 선택해주세요.',
    jeonseStart: '새로 받은 대출인지 증액 없이 연장한 대출인지 선택해주세요.',
    loanDate: '대출 받은 날을 입력해주세요.',
    leaseSignedDate: '임대차계약일을 입력해주세요.',
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
} as const;
