import type { JeonseSafetyRequest, JeonseSafetyResponse } from '@jipsa/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/api.ts';

export const JEONSE_SAFETY_PATH = '/api/v1/jeonseSafety';

/** `POST /api/v1/jeonseSafety` (no auth, nothing stored): the deposit-safety verdict of one address. */
export function fetchJeonseSafety(request: JeonseSafetyRequest, signal?: AbortSignal): Promise<JeonseSafetyResponse> {
  return api.post(JEONSE_SAFETY_PATH, request, {
    schema: () => import('@jipsa/contracts/jeonse-safety').then((contract) => contract.jeonseSafetyResponseSchema),
    ...(signal ? { signal } : {}),
  });
}

/** A query although it is a POST: nothing is stored and the same question gets the same answer. */
export const jeonseSafetyQueryOptions = (request: JeonseSafetyRequest) =>
  queryOptions({
    queryKey: ['jeonseSafety', request],
    queryFn: ({ signal }) => fetchJeonseSafety(request, signal),
    staleTime: 5 * 60 * 1000,
    retry: false,
  });

export function useJeonseSafetyQuery(request: JeonseSafetyRequest | null) {
  return useQuery({
    ...jeonseSafetyQueryOptions(request ?? ({} as JeonseSafetyRequest)),
    enabled: request !== null,
  });
}
