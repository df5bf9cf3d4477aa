import type { PartialLoanProfileRequestInput, PreTermsResponse } from '@jipsa/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/api.ts';
import { LOAN_ADVICE_QUERY_KEY } from '../../../shared/api/loan-advice-list.ts';

export const PRE_TERMS_PATH = '/api/v1/loanAdvice/pre-terms';

/** `POST /api/v1/loanAdvice/pre-terms` (guest or member): the live estimate of a half-filled form; nothing is stored. */
export function fetchPreTerms(body: PartialLoanProfileRequestInput, signal?: AbortSignal): Promise<PreTermsResponse> {
  return api.post(PRE_TERMS_PATH, body, {
    auth: 'orGuest',
    schema: () => import('@jipsa/contracts/loan-advice').then((contract) => contract.preTermsResponseSchema),
    ...(signal ? { signal } : {}),
  });
}

/** A query although it is a POST: it stores nothing and the same answers always get the same estimate. */
export const preTermsQueryOptions = (body: PartialLoanProfileRequestInput) =>
  queryOptions({
    queryKey: [...LOAN_ADVICE_QUERY_KEY, 'pre-terms', body],
    queryFn: ({ signal }) => fetchPreTerms(body, signal),
    staleTime: 5 * 60 * 1000,
    // The box keeps the last estimate while the next one loads instead of flashing empty.
    placeholderData: keepPreviousData,
    retry: false,
  });

/** The live estimate; pass the debounced body so typing sends one request, not one per key. */
export function usePreTermsQuery(body: PartialLoanProfileRequestInput | null) {
  return useQuery({ ...preTermsQueryOptions(body ?? {}), enabled: body !== null });
}
