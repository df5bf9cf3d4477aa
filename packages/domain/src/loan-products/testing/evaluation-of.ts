import type { Won } from '../../money/won.ts';
import type { PolicyDate } from '../../policy/policy-date.ts';
import { evaluateLoanProducts, type LoanProductEvaluation } from '../evaluate-loan-products.ts';
import type { LoanProductCode } from '../loan-product.ts';
import type { LoanProfile } from '../loan-profile.ts';
import { TEST_CONTEXT } from './fixtures.ts';

/** One product's answer for a household, with the test market row, on `policyDate` (the test context's by default). */
export function evaluationOf(
  profile: LoanProfile,
  code: LoanProductCode,
  policyDate: PolicyDate = TEST_CONTEXT.policyDate,
): LoanProductEvaluation {
  const found = evaluateLoanProducts(profile, { ...TEST_CONTEXT, policyDate }).find(
    (evaluation) => evaluation.product.code === code,
  );
  if (found === undefined) throw new Error(`no ${code} in the catalogue`);
  return found;
}

/** The sentences one product refuses a household with, in the order its rules run. */
export function refusalsOf(profile: LoanProfile, code: LoanProductCode): string[] {
  return evaluationOf(profile, code).reasons.map((reason) => reason.message);
}

/**
 * The limit one product gives a household beside the largest limit the product declares: the rent-offer search
 * takes `limitBounds.maxLimit` as the most the product can give, so a household at every cap must get exactly it.
 */
export function limitBesideDeclaredMax(
  profile: LoanProfile,
  code: LoanProductCode,
): { readonly possibleLoanLimit: Won; readonly maxLimit: Won } {
  const evaluation = evaluationOf(profile, code);
  return { possibleLoanLimit: evaluation.possibleLoanLimit, maxLimit: evaluation.product.limitBounds.maxLimit };
}
