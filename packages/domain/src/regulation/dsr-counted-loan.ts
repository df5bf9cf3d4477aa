import type { PolicyDate } from '../policy/policy-date.ts';
import { tableInForce, type PolicyTableRow } from '../policy/table-in-force.ts';
import type { DsrLoan } from './dsr-loan.ts';

type MortgageTermCap = PolicyTableRow & { readonly maxCountedMonths: number };

// NOTE: FSC 2023-09-13 가계부채 현황 점검회의 [S: reported the same day, e.g. news1 and 서울경제; the
// FSC press release itself was not reachable from here]: a 주택담보대출 longer than 40 years keeps its
// contract term, but DSR counts it as a 40-year loan (산정만기 40년). Applied from the announcement day
// (ADR 0013).
const MORTGAGE_TERM_CAPS: readonly MortgageTermCap[] = [{ effectiveFrom: '2023-09-13', maxCountedMonths: 480 }];

/**
 * The loan as DSR counts it on `policyDate`: a 주택담보대출 over 40 years becomes the same loan over 40 years
 * (principal and interest both), grace and balloon kept. Every other loan is returned unchanged.
 * @example
 * dsrCountedLoan({ loanType: 'MORTGAGE', term: 600, … }, '2025-10-16').term // 480
 */
export function dsrCountedLoan(loan: DsrLoan, policyDate: PolicyDate): DsrLoan {
  if (loan.loanType !== 'MORTGAGE') return loan;
  const cap = tableInForce(MORTGAGE_TERM_CAPS, policyDate);
  // Stryker disable next-line EqualityOperator: capping a loan of exactly 40 years changes no DSR figure
  if (cap === null || loan.term <= cap.maxCountedMonths) return loan;
  // A grace period of 40 years or more leaves no 40-year schedule; such a loan keeps one repaying month.
  return { ...loan, term: Math.max(cap.maxCountedMonths, (loan.gracePeriod ?? 0) + 1) };
}
