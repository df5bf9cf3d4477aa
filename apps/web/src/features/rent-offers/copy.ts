import { withParticle, type JeonseRiskLevel } from '@jipsa/domain';
import { formatPayment, formatWon } from '../../shared/format/format-won.ts';
import { formatLoanRate } from '../../shared/format/format-loan-rate.ts';
import { formatWonRounded } from '../../shared/format/format-won-rounded.ts';

// Korean copy of the 전세·월세 비교 screen (issue 17).

// What to do about a rate over the cap (issue 50). The cap binds a conversion during the lease (주택임대차보호법
// 제7조의2); a dispute over the rent or deposit can go to the 주택임대차분쟁조정위원회 (같은 법 제14조). No number
// or address is given: none is sourced in the repo.
const OVER_CAP_NEXT_STEP =
  '집주인에게 법정 상한 안으로 다시 계산해 달라고 요청해 보세요. 합의가 안 되면 주택임대차분쟁조정위원회에 조정을 신청할 수 있어요.';
export const rentOffersCopy = {
  title: '전세·월세 비교',
  question: '집주인이 제시한 조건 중 어떤 게 나한테 가장 쌀까요?',
  hint: '받을 수 있는 대출과 그 금리, 내 현금이 은행에서 벌 이자, 보증료·인지세, 월세 세액공제까지 더하고 빼서 매달 드는 돈으로 비교해요.',
  offersLegend: '집주인이 제시한 조건',
  offerLabel: (index: number) => `${index + 1}번째 조건 이름`,
  /** An offer's fields sit in a group named after the offer, so "월세" need not be said twice ("월세 월세"). */
  offerGroup: (label: string, index: number) => label.trim() || `${index + 1}번째 조건`,
  depositLabel: '보증금',
  rentLabel: '월세',
  maintenanceLabel: '관리비 (선택)',
  maintenanceHint: '매달 내는 관리비를 알면 넣어주세요. 모든 조건에 같이 더해요.',
  maintenancePlaceholder: '없으면 비워두세요',
  manwon: '만원',
  depositPlaceholder: '예: 30000',
  rentPlaceholder: '없으면 0',
  addOffer: '조건 추가',
  removeOffer: (label: string) => `${label} 빼기`,
  conversionToggle: '집주인이 전월세 전환율을 알려줬어요',
  conversionHint: '전세 보증금과 전환율을 알면 그 사이의 모든 보증금·월세 조합 중 가장 싼 곳을 찾아드려요.',
  fullDepositLabel: '전세 보증금',
  rateLabel: '전월세 전환율',
  minDepositLabel: '집주인이 받는 최소 보증금',
  percent: '%',
  ratePlaceholder: '예: 5',
  submit: '비교하기',
  needTwoOffers: '조건을 두 개 이상 입력하거나, 전환율을 함께 알려주세요.',
  offerRequired: (label: string) => `'${label}'의 보증금과 월세를 만원 단위로 입력해주세요. 없으면 0이에요.`,
  profileNeeded: '비교하려면 대출 정보가 필요해요',
  profileNeededHint: (message: string) =>
    `받을 수 있는 대출과 금리는 나이·소득·현금·집 정보로 정해져요. ${message} 조건을 넣고 비교하기를 누르면 대출 정보를 물어본 뒤 이 비교로 돌아와요.`,
  toLoanForm: '대출 정보 입력하기',
  toReport: '이 대출 정보로 보고서 받기',
  /** The loan form's submit when it was opened from the comparison. */
  loading: '조건마다 계산하고 있어요',
  answerHeading: '비교 결과',
  resultHeading: '한 달에 드는 돈',
  // The verdict is the answer's headline: money rounded to 만원; each offer's exact won is right under it (issue 50).
  winner: (best: string, next: string, monthly: number, twoYears: number) =>
    `${withParticle(best, '이', '가')} ${next}보다 월 ${formatWonRounded(monthly)}, 2년이면 ${formatWonRounded(twoYears)} 덜 들어요.`,
  onlyFeasible: (label: string) => `지금 현금과 대출로는 ${label} 조건만 낼 수 있어요.`,
  noneFeasible: '지금 현금과 받을 수 있는 대출로는 어느 조건의 보증금도 채울 수 없어요.',
  tie: '두 조건의 월 비용이 같아요.',
  rank: (rank: number) => `${rank}위`,
  infeasible: '보증금을 채울 수 없어요',
  monthlyTotal: '한 달에',
  depositAndRent: (deposit: number, rent: number) => `보증금 ${formatWon(deposit)} · 월세 ${formatPayment(rent)}`,
  loanLine: (name: string, rate: number, amount: number) =>
    `${name} ${formatLoanRate(rate)}로 ${formatWon(amount)} 빌려요`,
  noLoan: '대출 없이 현금으로 보증금을 내요',
  parts: {
    interest: '대출 이자',
    rent: '월세',
    maintenance: '관리비',
    opportunity: '내 돈의 이자 손해',
    oneOff: '보증료·인지세 (나눠서)',
    taxCredit: '월세 세액공제로 돌려받는 돈',
  },
  barLabel: (label: string, total: number) => `${label}: 한 달에 ${formatPayment(total)}`,
  risk: {
    SAFE: '전세 안전: 안전',
    UNKNOWN: '전세 안전: 확인 필요',
    CAUTION: '전세 안전: 주의',
    DANGER: '전세 안전: 위험',
  } satisfies Record<JeonseRiskLevel, string>,
  riskNote: '보증금이 클수록 돌려받지 못했을 때 잃는 돈도 커요. 위험도는 입력한 집값 기준이에요.',
  splitHeading: '전환율로 바꿀 수 있는 조합 중 가장 싼 곳',
  // The split in one sentence, by what it is (amounts as signed: to the 만원, "약" when rounded). Every amount
  // ends in 원, so the particles after it are fixed.
  splitFullWithLoan: (deposit: string, loan: string, product: string, total: number) =>
    `월세로 돌리지 않고 보증금 ${deposit}을 다 내고, 그중 ${loan}을 ${product}에서 빌리면 한 달에 ${formatPayment(total)}으로 가장 적게 들어요.`,
  splitFullCash: (deposit: string, total: number) =>
    `월세로 돌리지 않고 보증금 ${deposit}을 모두 현금으로 내면 한 달에 ${formatPayment(total)}으로 가장 적게 들어요.`,
  splitWithLoan: (
    line: { full: string; converted: string; rent: number },
    deposit: string,
    loan: string,
    product: string,
    total: number,
  ) =>
    `전세 보증금 ${line.full} 중 ${line.converted}은 월세 ${formatPayment(line.rent)}으로 돌리고, 남은 보증금 ${deposit} 중 ${loan}을 ${product}에서 빌리면 한 달에 ${formatPayment(total)}으로 가장 적게 들어요.`,
  splitCash: (line: { full: string; converted: string; rent: number }, deposit: string, total: number) =>
    `전세 보증금 ${line.full} 중 ${line.converted}은 월세 ${formatPayment(line.rent)}으로 돌리고, 남은 보증금 ${deposit}은 대출 없이 현금으로 내면 한 달에 ${formatPayment(total)}으로 가장 적게 들어요.`,
  splitNone: '이 전환율로는 현금과 대출로 낼 수 있는 조합이 없어요.',
  chartLabel: (min: string, max: string, low: number, high: number) =>
    `보증금 ${min}부터 ${max}까지 보증금에 따른 한 달 비용 그래프, 한 달 비용 ${formatPayment(low)}부터 ${formatPayment(high)}까지`,
  chartX: '보증금',
  chartY: '한 달 비용',
  aboveCap: (rate: number, cap: number) =>
    `집주인이 제시한 전환율 ${rate}%는 법정 상한 ${cap}%보다 높아요. 계약 기간 중에 보증금을 월세로 바꾸는 거라면 상한까지만 받을 수 있어요. ${OVER_CAP_NEXT_STEP}`,
  impliedHeading: '조건 사이의 전환율',
  implied: (from: string, to: string, rate: number) => `${from} → ${to}: 연 ${rate}%`,
  overCap: '법정 상한보다 높아요',
  overCapNextStep: `계약 기간 중에 보증금을 월세로 바꾸는 거라면 ${OVER_CAP_NEXT_STEP}`,
  taxHeading: '월세 세액공제',
  taxApplies: (rate: number, cap: number) =>
    `월세의 ${rate}%를 돌려받는 것으로 계산했어요 (1년 월세 ${formatWon(cap)}까지).`,
  taxNotApplies: '월세 세액공제는 빼고 계산했어요.',
  assumptions: (depositRate: number, months: number) =>
    `내 돈의 이자 손해는 정기예금 연 ${depositRate}%로, 보증료·인지세는 ${months}개월에 나눠 계산했어요.`,
  /** The rules' date only: the rates' own date and age is the shared market-rate sentence (issue 50 #7). */
  policyDate: (date: string) => `${date} 기준 규정으로 계산했어요.`,
  sourcesHeading: '출처',
  editOffers: '조건 고치기',
  percentText: (value: number) => `${value}%`,
} as const;
