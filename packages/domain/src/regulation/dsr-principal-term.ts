import { isInstalmentRepayment } from '../repayment/repayment-types.ts';
import type { DsrLoan } from './dsr-loan.ts';
import type { DsrLoanType } from './dsr-loan-types.ts';

type TermRule = (loan: DsrLoan) => number | null;

const actualTerm: TermRule = (loan) => loan.term;
const fixedTerm =
  (months: number): TermRule =>
  () =>
    months;
const notCounted: TermRule = () => null;

/**
 * Over how many months DSR spreads each loan type's principal (docs/domain-rules.md §4, from
 * 은행업감독업무시행세칙 DSR 별표). `null`: the principal is not counted, only the interest.
 */
const PRINCIPAL_TERM_RULES: Readonly<Record<DsrLoanType, TermRule>> = {
  // NOTE: actual term for instalment loans; 만기일시 min(term, 10 years) [S+].
  MORTGAGE: (loan) => (isInstalmentRepayment(loan.repaymentType) ? loan.term : Math.min(loan.term, 120)),
  // NOTE: 전세대출 principal is returned by the landlord, so only interest counts [S+].
  JEONSE_LOAN: notCounted,
  // NOTE: 신용대출 5 years; the actual term for 원리금균등/원금균등 loans of 5–10 years [S+]. A longer
  // instalment term counts as 10 years, a shorter one as 5 (ADR 0004).
  PERSONAL_LOAN: (loan) =>
    // Stryker disable next-line EqualityOperator: at exactly 60 months both branches give 60
    isInstalmentRepayment(loan.repaymentType) && loan.term >= 60 ? Math.min(loan.term, 120) : 60,
  // NOTE: 기타대출 actual term [S].
  OTHER_LOAN: actualTerm,
  // NOTE: 장기카드대출 min(term, 3 years) [U].
  LONG_TERM_CARD_LOAN: (loan) => Math.min(loan.term, 36),
  // NOTE: 기타담보대출 10 years [U].
  OTHER_COLLATERAL_LOAN: fixedTerm(120),
  // NOTE: 중도금·이주비 25 years [S+].
  INTERIM_PAYMENT_AND_MOVING: fixedTerm(300),
  // NOTE: 오피스텔담보대출 actual term if instalment, 8 years if 만기일시 [S+].
  OFFICETEL_MORTGAGE_LOAN: (loan) => (isInstalmentRepayment(loan.repaymentType) ? loan.term : 96),
  // NOTE: 전세보증금담보대출 4 years [S+].
  JEONSE_DEPOSIT_COLLATERAL_LOAN: fixedTerm(48),
  // NOTE: 비주택 부동산 담보대출 8 years [S+].
  NON_HOUSING_REAL_ESTATE_COLLATERAL_LOAN: fixedTerm(96),
  // NOTE: 예적금·보험계약 대출: interest only [U].
  DEPOSIT_AND_INSURANCE_COLLATERAL_LOAN: notCounted,
  // NOTE: 유가증권 담보대출 8 years [S+] (a bank ledger matched).
  SECURITIES_COLLATERAL_LOAN: fixedTerm(96),
};

/**
 * The months over which DSR spreads a loan's principal, or `null` when only its interest counts.
 * @example
 * const loan = { principal: 50_000_000, interestRatePercentage: 6, gracePeriod: 0, interestRateType: 'VARIABLE', isMetroArea: true } as const;
 * dsrPrincipalTermMonths({ ...loan, loanType: 'PERSONAL_LOAN', repaymentType: 'BULLET', term: 12 }) // 60 (신용대출 5년)
 * dsrPrincipalTermMonths({ ...loan, loanType: 'MORTGAGE', repaymentType: 'BULLET', term: 360 }) // 120 (만기일시 10년)
 * dsrPrincipalTermMonths({ ...loan, loanType: 'JEONSE_LOAN', repaymentType: 'BULLET', term: 24 }) // null (이자만)
 */
export function dsrPrincipalTermMonths(loan: DsrLoan): number | null {
  return PRINCIPAL_TERM_RULES[loan.loanType](loan);
}
