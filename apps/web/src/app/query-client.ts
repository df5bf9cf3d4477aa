import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../shared/api/api-error.ts';

const MAX_RETRIES = 2;

/** A request that failed because of what was asked (4xx) fails the same way again; only retry the rest. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < MAX_RETRIES;
}

/**
 * Server state lives here; spec §2: queries do not refetch when the window regains focus. Offline (issue 10) a
 * request still runs instead of pausing: a query fails, so the page says it needs the network (with a retry) rather
 * than waiting on a skeleton, and a calculation falls back to the engine in the browser.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { refetchOnWindowFocus: false, retry: shouldRetry, networkMode: 'always' },
      mutations: { retry: false, networkMode: 'always' },
    },
  });
}
