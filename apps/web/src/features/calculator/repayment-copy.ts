import { groupDigits } from '../../shared/format/format-won.ts';

/** The 원리금 tab. */
export const repaymentCopy = {
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
  /** Under the rounded headline, the exact sum (issue 50: headlines in 만원, details to the won). */
  exactTotal: (amount: string) => `정확히 ${amount}`,
  totalPrincipal: '원금',
  totalInterest: '총 이자',
  installments: (count: number) => `${groupDigits(count)}회 상환`,
  firstPayment: '첫 달 상환액',
  /** The last payment (issue 50): 만기일시 repays the whole principal there, with the month's interest. */
  maturityPayment: (installment: number) => `만기 상환액 (${groupDigits(installment)}회차)`,
  maturityParts: (total: string, principal: string, interest: string) =>
    `${total} (원금 ${principal} + 이자 ${interest})`,
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
} as const;
