import type { LoanProductEvaluation } from '../evaluate-loan-products.ts';
import { loanCatalogueFor } from '../loan-catalogue.ts';
import type { LoanProductCode } from '../loan-product.ts';
import { TEST_CONTEXT } from './fixtures.ts';

const catalogue = loanCatalogueFor(TEST_CONTEXT.policyDate);

/**
 * One product's evaluation with the figures a test states and zero elsewhere: eligible, no reasons, no conditions
 * unless given. For tests of what is built from evaluations (ranking, the recommendation's sentences).
 */
export function evaluationWith(
  code: LoanProductCode,
  figures: Partial<Omit<LoanProductEvaluation, 'product'>> = {},
): LoanProductEvaluation {
  const product = catalogue.byCode.get(code);
  if (product === undefined) throw new Error(`no ${code} in the test catalogue`);
  return {
    product,
    eligible: true,
    reasons: [],
    conditions: [],
    possibleLoanLimit: 0,
    depositLoanLimit: 0,
    expectedLoanRate: 0,
    loanAmount: 0,
    ownFunds: 0,
    cashShortfall: 0,
    yearlyInterest: 0,
    yearlyGuaranteeFee: 0,
    yearlyShortfallCost: 0,
    yearlyCost: 0,
    ...figures,
  };
}
