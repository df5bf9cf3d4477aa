import type { MarketRateHistoryResponse } from '@jipsa/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/api.ts';

/** The window the page shows: the spec's "last 24 months" (issue 28). */
export const RATE_HISTORY_MONTHS = 24;

/**
 * `GET /api/v1/marketRates/history?months=24`: every dated value of the market rates over the window, when a feed
 * last succeeded and how each feed is doing. The prerendered page names this exact URL for the server to preload.
 */
export const MARKET_RATE_HISTORY_URL = `/api/v1/marketRates/history?months=${RATE_HISTORY_MONTHS}`;

/** The rates change daily at most (기준금리) and mostly monthly: one fetch per visit is plenty. */
export const RATE_HISTORY_STALE_MS = 60 * 60 * 1000;
export const MARKET_RATE_HISTORY_QUERY_KEY = ['marketRates', 'history', RATE_HISTORY_MONTHS] as const;

export function fetchMarketRateHistory(signal?: AbortSignal): Promise<MarketRateHistoryResponse> {
  return api.get(MARKET_RATE_HISTORY_URL, {
    schema: () => import('@jipsa/contracts/market-rates').then((contract) => contract.marketRateHistoryResponseSchema),
    ...(signal ? { signal } : {}),
  });
}

export function useMarketRateHistory() {
  return useQuery({
    queryKey: MARKET_RATE_HISTORY_QUERY_KEY,
    queryFn: ({ signal }) => fetchMarketRateHistory(signal),
    staleTime: RATE_HISTORY_STALE_MS,
  });
}
