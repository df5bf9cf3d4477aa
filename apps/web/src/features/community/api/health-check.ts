import type { HealthCheckResponse } from '@jipsa/contracts';
import { api } from '../../../shared/api/api.ts';

/**
 * `GET /api/v1/user/health-check` (member). Asked before the write page opens: an expired access token
 * is refreshed here, and if the session is gone the API client records `/community/write` as the return
 * path and opens the login modal (spec §4).
 */
export function checkMemberSession(): Promise<HealthCheckResponse> {
  return api.get('/api/v1/user/health-check', {
    auth: true,
    schema: () => import('@jipsa/contracts/session').then((contract) => contract.healthCheckResponseSchema),
  });
}
