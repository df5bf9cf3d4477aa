import type { UserInputInfo } from '@jipsa/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/api.ts';
import { LOAN_ADVICE_QUERY_KEY } from '../../../shared/api/loan-advice-list.ts';

export const userInputInfoPath = (id: string) => `/api/v1/userInputInfo/${encodeURIComponent(id)}`;

/** `GET /api/v1/userInputInfo/{id}` (owner only): the answers a report was computed from. */
export function fetchUserInputInfo(id: string, signal?: AbortSignal): Promise<UserInputInfo> {
  return api.get(userInputInfoPath(id), {
    auth: true,
    schema: () => import('@jipsa/contracts/loan-advice').then((contract) => contract.userInputInfoSchema),
    ...(signal ? { signal } : {}),
  });
}

/** Stored answers never change. */
export const userInputInfoQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...LOAN_ADVICE_QUERY_KEY, 'userInputInfo', id],
    queryFn: ({ signal }) => fetchUserInputInfo(id, signal),
    staleTime: Infinity,
  });

export function useUserInputInfoQuery(id: string, enabled = true) {
  return useQuery({ ...userInputInfoQueryOptions(id), enabled });
}
