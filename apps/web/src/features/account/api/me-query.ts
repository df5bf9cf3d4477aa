import type { MeResponse } from '@jipsa/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/api.ts';

export const ME_PATH = '/api/v1/user/me';

/** `GET /api/v1/user/me` (guest or member). */
export function fetchMe(signal?: AbortSignal): Promise<MeResponse> {
  return api.get(ME_PATH, {
    auth: true,
    schema: () => import('@jipsa/contracts/session').then((contract) => contract.meResponseSchema),
    ...(signal ? { signal } : {}),
  });
}

export const meQueryOptions = (enabled: boolean) =>
  queryOptions({ queryKey: ['user', 'me'], queryFn: ({ signal }) => fetchMe(signal), enabled, retry: false });

/** Who is logged in; only asked when the browser holds a session, so a visitor is never sent to login for it. */
export function useMeQuery(enabled: boolean) {
  return useQuery(meQueryOptions(enabled));
}
