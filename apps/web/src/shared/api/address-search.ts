import type { AddressSearchRequest, AddressSearchResult } from '@jipsa/contracts';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from './api.ts';

export const ADDRESS_SEARCH_PATH = '/api/v1/addressSearch';

/** `POST /api/v1/addressSearch?page={n}` (no auth): one page of addresses matching the keyword. */
export function searchAddresses(keyword: string, page: number, signal?: AbortSignal): Promise<AddressSearchResult> {
  const body: AddressSearchRequest = { keyword };
  return api.post(`${ADDRESS_SEARCH_PATH}?page=${page}`, body, {
    schema: () => import('@jipsa/contracts/housing').then((contract) => contract.addressSearchResultSchema),
    ...(signal ? { signal } : {}),
  });
}

export const addressSearchQueryOptions = (keyword: string) =>
  infiniteQueryOptions({
    queryKey: ['housing', 'addressSearch', keyword],
    queryFn: ({ pageParam, signal }) => searchAddresses(keyword, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last: AddressSearchResult) => (last.hasMore ? last.page + 1 : undefined),
    staleTime: 10 * 60 * 1000,
    retry: false,
  });

/** Pages of addresses for a keyword (already debounced and at least 2 characters), or nothing for null. */
export function useAddressSearchQuery(keyword: string | null) {
  return useInfiniteQuery({ ...addressSearchQueryOptions(keyword ?? ''), enabled: keyword !== null });
}
