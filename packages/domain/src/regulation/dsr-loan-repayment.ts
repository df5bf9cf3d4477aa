import { percentOfFloor } from '../money/percent-of.ts';
import type { Won } from '../money/won.ts';
import { walkRepaymentSchedule } from '../repayment/walk-repayment-schedule.ts';
import { isInstalmentRepayment } from '../repayment/repayment-types.ts';
import type { DsrLoan } from './dsr-loan.ts';
import type { DsrLoanType } from './dsr-loan-types.ts';
import { dsrPrincipalTermMonths } from './dsr-principal-term.ts';

/** One loan's line of the DSR result. */
export type DsrLoanRepayment = {
  readonly loanType: DsrLoanType;
  readonly principal: Won;
  /** The contract rate. */
  readonly appliedRatePercent: number;
  /** The stress add-on used for DSR only (never a real rate). */
  readonly stressRatePercent: number;
  /** appliedRatePercent + stressRatePercent: the rate the DSR interest was computed at. */
  readonly dsrRatePercent: number;
  /** Months the principal is spread over; `null` when only interest counts (전세대출 …). */
  readonly assumedTermMonths: number | null;
  readonly annualPrincipalRepayment: Won;
  readonly annualInterestRepayment: Won;
  /** `false` for a loan 차주단위 DSR leaves out (a 전세대출 outside the 10·15 rule): both repayments are 0. */
  readonly countedInDsr: boolean;
};

/**
 * One loan's yearly repayment for DSR (docs/domain-rules.md §4), each part 원 미만 절사:
 * - principal: principal × 12 ÷ assumed months; a 주택담보대출 with a balloon B:
 *   (P − B) × 12 ÷ term + B × 12 ÷ (term − grace);
 * - interest: the schedule's total interest at (rate + stress) × 12 ÷ term; 만기일시 and
 *   interest-only types: principal × (rate + stress).
 * Expects a loan that `validateRepaymentInput` accepts.
 * @example
 * dsrLoanRepayment({ loanType: 'JEONSE_LOAN', principal: 200_000_000, interestRatePercentage: 4, term: 24,
 *   gracePeriod: 0, repaymentType: 'BULLET', interestRateType: 'VARIABLE', isMetroArea: true }, 0)
 * // { annualPrincipalRepayment: 0, annualInterestRepayment: 8_000_000, assumedTermMonths: null, ... }
 */
export function dsrLoanRepayment(loan: DsrLoan, stressBasisPoints: number): DsrLoanRepayment {
  // Milli-percent keeps the sum exact (4.123 + 0.23 → 4353 / 1000).
  const dsrMilliPercent = Math.round(loan.interestRatePercentage * 1000) + stressBasisPoints * 10;
  const dsrRatePercent = dsrMilliPercent / 1000;
  const assumedTermMonths = dsrPrincipalTermMonths(loan);
  const interestOnly = assumedTermMonths === null || !isInstalmentRepayment(loan.repaymentType);
  const annualInterestRepayment = interestOnly
    ? percentOfFloor(loan.principal, dsrRatePercent)
    : // The stressed rate may pass the 100 % input bound, so the validated walk is used directly.
      Math.floor(
        (walkRepaymentSchedule({ ...loan, interestRatePercentage: dsrRatePercent }).totalInterest * 12) / loan.term,
      );
  return {
    loanType: loan.loanType,
    principal: loan.principal,
    appliedRatePercent: loan.interestRatePercentage,
    stressRatePercent: stressBasisPoints / 100,
    dsrRatePercent,
    assumedTermMonths,
    annualPrincipalRepayment: assumedTermMonths === null ? 0 : annualPrincipal(loan, assumedTermMonths),
    annualInterestRepayment,
    countedInDsr: true,
  };
}

/**
 * The line of a loan DSR leaves out: nothing repaid, no stress, shown with its contract rate.
 * @example uncountedDsrLoanRepayment({ loanType: 'JEONSE_LOAN', principal: 200_000_000, interestRatePercentage: 4, … })
 * // { annualPrincipalRepayment: 0, annualInterestRepayment: 0, countedInDsr: false, … }
 */
export function uncountedDsrLoanRepayment(loan: DsrLoan): DsrLoanRepayment {
  return {
    loanType: loan.loanType,
    principal: loan.principal,
    appliedRatePercent: loan.interestRatePercentage,
    stressRatePercent: 0,
    dsrRatePercent: loan.interestRatePercentage,
    assumedTermMonths: dsrPrincipalTermMonths(loan),
    annualPrincipalRepayment: 0,
    annualInterestRepayment: 0,
    countedInDsr: false,
  };
}

function annualPrincipal(loan: DsrLoan, assumedTermMonths: number): Won {
  const balloon = loan.maturityPaymentAmount ?? 0;
  const hasBalloon =
    isInstalmentRepayment(loan.repaymentType) &&
    // Stryker disable next-line ConditionalExpression,EqualityOperator: a 0원 balloon gives the same amount either way
    balloon > 0 &&
    balloon < loan.principal;
  if (loan.loanType === 'MORTGAGE' && hasBalloon) {
    // 은행업감독업무시행세칙 DSR 별표: the instalment part over the term, the balloon over the
    // months after grace. One floor over the exact sum keeps it 원 미만 절사 once.
    const repayingMonths = loan.term - (loan.gracePeriod ?? 0);
    const numerator = ((loan.principal - balloon) * repayingMonths + balloon * loan.term) * 12;
    return Math.floor(numerator / (loan.term * repayingMonths));
  }
  return Math.floor((loan.principal * 12) / assumedTermMonths);
}
