import type { MarketRatesResponse } from '@jipsa/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/api.ts';

/** GET /api/v1/marketRates: the reference rates in force today, their date and whether they are old. */
export const MARKET_RATES_PATH = '/api/v1/marketRates';

export function fetchMarketRates(signal?: AbortSignal): Promise<MarketRatesResponse> {
  return api.get(MARKET_RATES_PATH, {
    schema: () => import('@jipsa/contracts/market-rates').then((contract) => contract.marketRatesResponseSchema),
    ...(signal ? { signal } : {}),
  });
}

/** The rates change monthly at most: one fetch per visit is plenty. */
export function useMarketRates() {
  return useQuery({
    queryKey: ['marketRates'],
    queryFn: ({ signal }) => fetchMarketRates(signal),
    staleTime: 60 * 60 * 1000,
    retry: false,
  });
}
