import type { Won } from '../money/won.ts';
import type { LoanProductEvaluation } from './evaluate-loan-products.ts';

function byCode(a: LoanProductEvaluation, b: LoanProductEvaluation): number {
  // Stryker disable next-line ConditionalExpression: the catalogue's codes are unique, so two products never tie on it
  if (a.product.code === b.product.code) return 0;
  // Stryker disable next-line EqualityOperator: equal codes return above, so < and <= order the same
  return a.product.code < b.product.code ? -1 : 1;
}

function byYearlyCost(a: LoanProductEvaluation, b: LoanProductEvaluation): number {
  return a.yearlyCost - b.yearlyCost || b.possibleLoanLimit - a.possibleLoanLimit || byCode(a, b);
}

function byRate(a: LoanProductEvaluation, b: LoanProductEvaluation): number {
  return a.expectedLoanRate - b.expectedLoanRate || b.possibleLoanLimit - a.possibleLoanLimit || byCode(a, b);
}

/**
 * The eligible products, best first (docs/domain-rules.md §5 "Choosing the recommended product"): the
 * lowest yearly cost, ties → the larger limit, then the product code. When cash covers the whole
 * deposit (`need` = 0) nothing is borrowed, so the lowest rate wins instead.
 * @example rankEligibleProducts(evaluations, 150_000_000)[0]?.product.code // the recommendation
 */
export function rankEligibleProducts(
  evaluations: readonly LoanProductEvaluation[],
  need: Won,
): LoanProductEvaluation[] {
  // A 대환 or a purchase loan pays none of this lease's deposit (ADR 0044): listed, never ranked.
  return evaluations
    .filter((evaluation) => evaluation.eligible && evaluation.product.otherPurpose === undefined)
    .sort(need === 0 ? byRate : byYearlyCost);
}
