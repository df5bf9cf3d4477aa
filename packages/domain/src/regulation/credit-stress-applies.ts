import type { DsrLoan } from './dsr-loan.ts';
import { CREDIT_STRESS_LOAN_TYPES } from './dsr-loan-types.ts';
import { CREDIT_STRESS_THRESHOLD } from './dsr-limits.ts';

/**
 * Whether credit loans get the stress add-on: the person's 신용대출 and 기타대출 together exceed 1억.
 * @example creditStressApplies([{ loanType: 'PERSONAL_LOAN', principal: 100_000_001 }]) // true
 * @example creditStressApplies([{ loanType: 'PERSONAL_LOAN', principal: 100_000_000 }]) // false
 */
export function creditStressApplies(loans: readonly Pick<DsrLoan, 'loanType' | 'principal'>[]): boolean {
  let creditTotal = 0;
  for (const loan of loans) if (CREDIT_STRESS_LOAN_TYPES.includes(loan.loanType)) creditTotal += loan.principal;
  return creditTotal > CREDIT_STRESS_THRESHOLD;
}
