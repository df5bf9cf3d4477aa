import type { RentOfferCompareRequestInput, RentOfferCompareResponse } from '@jipsa/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { loadApi } from '../../../shared/api/load-api.ts';

export const RENT_OFFERS_COMPARE_PATH = '/api/v1/rentOffers/compare';

/** `POST /api/v1/rentOffers/compare` (no auth, nothing stored): the offers priced for the person. */
export function fetchRentOfferComparison(
  request: RentOfferCompareRequestInput,
  signal?: AbortSignal,
): Promise<RentOfferCompareResponse> {
  return loadApi().then((api) =>
    api.post(RENT_OFFERS_COMPARE_PATH, request, {
      schema: () => import('@jipsa/contracts/rent-offers').then((contract) => contract.rentOfferCompareResponseSchema),
      ...(signal ? { signal } : {}),
    }),
  );
}

/** A query although it is a POST: nothing is stored and the same question gets the same answer. */
export function useRentOfferComparison(request: RentOfferCompareRequestInput | null) {
  return useQuery({
    ...queryOptions({
      queryKey: ['rentOffersCompare', request],
      queryFn: ({ signal }) => fetchRentOfferComparison(request!, signal),
      staleTime: 5 * 60 * 1000,
      retry: false,
    }),
    enabled: request !== null,
  });
}
