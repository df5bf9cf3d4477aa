import type { SimpleProductResponse, SimpleRequestInput } from '@jipsa/contracts';
import type { Won } from '@jipsa/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/api.ts';
import { LOAN_ADVICE_QUERY_KEY } from '../../../shared/api/loan-advice-list.ts';

export const SIMPLE_PRODUCTS_PATH = '/api/v1/loanAdvice/simple';

const loadSimpleProductsSchema = () =>
  import('@jipsa/contracts/loan-advice').then((contract) => contract.simpleProductSchema.array());

/** `POST /api/v1/loanAdvice/simple` (no auth): every product a deposit of this size can use. */
export function fetchSimpleProducts(rentalDeposit: Won, signal?: AbortSignal): Promise<SimpleProductResponse[]> {
  const body: SimpleRequestInput = { rentalDeposit };
  return api.post(SIMPLE_PRODUCTS_PATH, body, { schema: loadSimpleProductsSchema, ...(signal ? { signal } : {}) });
}

/**
 * A query although it is a POST: it stores nothing and the same deposit always gets the same answer,
 * so the deposit page can fetch it before navigating and the result page (or a reload) reads the cache.
 */
export const simpleProductsQueryOptions = (rentalDeposit: Won) =>
  queryOptions({
    queryKey: [...LOAN_ADVICE_QUERY_KEY, 'simple', rentalDeposit],
    queryFn: ({ signal }) => fetchSimpleProducts(rentalDeposit, signal),
    staleTime: 5 * 60 * 1000,
  });

export function useSimpleProductsQuery(rentalDeposit: Won | null) {
  return useQuery({ ...simpleProductsQueryOptions(rentalDeposit ?? 0), enabled: rentalDeposit !== null });
}
