import type { DsrLoanType } from '@jipsa/contracts';
import type { DsrHouseOwnershipAnswer } from './kept-dsr-result.ts';

/**
 * Whether the answers contradict each other: 무주택 beside a listed 주택담보대출, which is secured on a home the
 * borrower owns (issue 50). The form says so at the question rather than refusing: a loan left over from a sold home
 * is possible, and the person knows.
 * @example mortgageBesideNoHouse('NO_HOUSE', [{ loanType: 'MORTGAGE' }]) // true
 */
export function mortgageBesideNoHouse(
  houseOwnership: DsrHouseOwnershipAnswer | null,
  loans: readonly { loanType: DsrLoanType }[],
): boolean {
  return houseOwnership === 'NO_HOUSE' && loans.some((loan) => loan.loanType === 'MORTGAGE');
}
