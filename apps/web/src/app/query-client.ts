import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../shared/api/api-error.ts';

const MAX_RETRIES = 2;

/** A request that failed because of what was asked (4xx) fails the same way again; only retry the rest. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < MAX_RETRIES;
}

/** Server state lives here; spec §2: queries do not refetch when the window regains focus. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { refetchOnWindowFocus: false, retry: shouldRetry },
      mutations: { retry: false },
    },
  });
}
