import type { SimpleProductResponse } from '@jipsa/contracts';

/** 한도순: the largest limit first; 금리순: the lowest rate first. */
export type DepositResultOrder = 'LIMIT' | 'RATE';

const byLimit = (a: SimpleProductResponse, b: SimpleProductResponse) => b.possibleLoanLimit - a.possibleLoanLimit;
const byRate = (a: SimpleProductResponse, b: SimpleProductResponse) => a.expectedLoanRate - b.expectedLoanRate;
const byCode = (a: SimpleProductResponse, b: SimpleProductResponse) =>
  a.loanProductCode.localeCompare(b.loanProductCode);

/**
 * The deposit-result cards in the chosen order; ties fall to the other figure, then the product
 * code, so the list never reshuffles between renders.
 * @example sortSimpleProducts(products, 'RATE')[0].expectedLoanRate // the lowest rate
 */
export function sortSimpleProducts(
  products: readonly SimpleProductResponse[],
  order: DepositResultOrder,
): SimpleProductResponse[] {
  const [first, second] = order === 'LIMIT' ? [byLimit, byRate] : [byRate, byLimit];
  return [...products].sort((a, b) => first(a, b) || second(a, b) || byCode(a, b));
}
