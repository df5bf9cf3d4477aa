import type { PreTermsProductResponse } from '@jipsa/contracts';

/**
 * The lowest rate among the products the answers so far have not ruled out: what "예상 최저 금리" promises, and,
 * once every answer is in, the lowest rate the report lists for the same answers (issue 50 #1). The largest-limit
 * product is not it: its rate can be far above another product's. `null` when no product is left.
 * @example lowestOpenRate([{ status: 'ELIGIBLE', expectedLoanRate: 3.8, … }, { status: 'PENDING', expectedLoanRate: 1.93, … }]) // 1.93
 */
export function lowestOpenRate(
  products: readonly Pick<PreTermsProductResponse, 'status' | 'expectedLoanRate'>[],
): number | null {
  const rates = products
    .filter((product) => product.status !== 'NOT_ELIGIBLE')
    .map((product) => product.expectedLoanRate);
  return rates.length === 0 ? null : Math.min(...rates);
}
