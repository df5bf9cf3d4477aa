import type { AuthTokenResponse } from '@jipsa/contracts';
import { api } from '../../../shared/api/api.ts';

export const AUTH_TOKEN_PATH = '/auth/token';

/** `POST /auth/token`: trades the one-time code of `/login-result?code=` for the session tokens (once, within 60 s). */
export function exchangeLoginCode(code: string): Promise<AuthTokenResponse> {
  return api.post(
    AUTH_TOKEN_PATH,
    { code },
    { schema: () => import('@jipsa/contracts/session').then((contract) => contract.authTokenResponseSchema) },
  );
}
