import type { Won } from '../money/won.ts';
import { compareSimpleProducts, estimatePreTerms, toSimpleProduct, type SimpleProduct } from './estimate-pre-terms.ts';
import type { LoanAdviceContext } from './evaluate-loan-products.ts';

/**
 * Simple mode (loanAdvice/simple): every product a deposit of this size can be used for, with the best
 * limit and the lowest rate some household could reach with it, largest limit first. It is the pre-terms
 * estimate with only the deposit answered.
 * @example listSimpleProducts({ rentalDeposit: 300_000_000 }, context)[0]
 * // { loanProductCode: 'HF-01', loanProductName: '서울시 신혼부부 임차보증금 이자지원', possibleLoanLimit: 270_000_000, … }
 */
export function listSimpleProducts(
  request: { readonly rentalDeposit: Won },
  context: LoanAdviceContext,
): SimpleProduct[] {
  return estimatePreTerms({ rentalDeposit: request.rentalDeposit }, context)
    .products.filter((product) => product.status !== 'NOT_ELIGIBLE')
    .map(toSimpleProduct)
    .sort(compareSimpleProducts);
}
