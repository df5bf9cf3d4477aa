import type { Won } from '../money/won.ts';
import { toMilliPercent } from '../money/percent-of.ts';
import { amortizingPayment } from './amortizing-payment.ts';
import { monthlyInterest } from './monthly-interest.ts';
import type { RepaymentInput, RepaymentTotals } from './repayment-input.ts';
import { isInstalmentRepayment } from './repayment-types.ts';

type RowVisitor = (
  installmentNumber: number,
  principalPayment: Won,
  interestPayment: Won,
  remainingPrincipal: Won,
) => void;

/**
 * Runs a loan month by month under the rounding rules of docs/domain-rules.md §1 and reports
 * each instalment to `visit`. The one implementation behind the schedule and the totals.
 * Expects a valid input (see validateRepaymentInput).
 */
export function walkRepaymentSchedule(input: RepaymentInput, visit?: RowVisitor): RepaymentTotals {
  const { principal, term, repaymentType } = input;
  const milliPercent = Number(toMilliPercent(input.interestRatePercentage));
  const instalment = isInstalmentRepayment(repaymentType);
  // 만기일시 pays interest only until the last month, like a grace period of term − 1 months.
  // Stryker disable next-line ArithmeticOperator: equivalent — a bullet loan has no level or equal payment, so it repays
  // nothing before its last month however many months are interest-only.
  const interestOnlyMonths = instalment ? (input.gracePeriod ?? 0) : term - 1;
  const balloon = instalment ? effectiveBalloon(principal, input.maturityPaymentAmount ?? 0) : 0;
  const repayingMonths = term - interestOnlyMonths;
  const levelPayment =
    // Stryker disable next-line ConditionalExpression: equivalent — the level payment is read only for 원리금균등.
    repaymentType === 'AMORTIZING' ? amortizingPayment(principal, milliPercent, repayingMonths, balloon) : 0;
  // Stryker disable next-line ConditionalExpression: equivalent — read only for 원금균등: 원리금균등 uses the level
  // payment, and a bullet loan repays nothing before its last month, which takes the whole balance.
  const equalPrincipal = repaymentType === 'EQUAL_PRINCIPAL' ? Math.floor((principal - balloon) / repayingMonths) : 0;

  let balance = principal;
  let totalInterest = 0;
  for (let month = 1; month <= term; month += 1) {
    const interest = monthlyInterest(balance, milliPercent);
    let principalPayment = 0;
    if (month === term) principalPayment = balance;
    else if (month > interestOnlyMonths) {
      // The rounded level payment can run ahead of the exact one; the balance never goes below 0.
      const scheduled = repaymentType === 'AMORTIZING' ? levelPayment - interest : equalPrincipal;
      principalPayment = Math.min(scheduled, balance);
    }
    balance -= principalPayment;
    totalInterest += interest;
    visit?.(month, principalPayment, interest, balance);
  }
  return { totalPrincipal: principal, totalInterest, totalPayment: principal + totalInterest, totalInstallments: term };
}

/** docs/domain-rules.md §1: a balloon counts only when 0 < B < P; the DSR form sends B = P for "none". */
function effectiveBalloon(principal: Won, maturityPaymentAmount: Won): Won {
  // Stryker disable next-line ConditionalExpression,EqualityOperator: equivalent — a balloon of 0 is 0 either way, and
  // validateRepaymentInput refuses a negative one.
  return maturityPaymentAmount > 0 && maturityPaymentAmount < principal ? maturityPaymentAmount : 0;
}
