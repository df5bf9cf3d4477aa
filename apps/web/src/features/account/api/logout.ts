import { REFRESH_TOKEN_HEADER } from '@jipsa/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../shared/api/api.ts';
import { COOKIE_NAMES, readCookie } from '../../../shared/lib/cookies.ts';

export const LOGOUT_PATH = '/api/v1/user/logout';

/**
 * `POST /api/v1/user/logout` (member). The refresh token goes along so the server ends this device's
 * session (its token family) rather than every session of the member.
 */
export async function logout(): Promise<void> {
  const refreshToken = readCookie(COOKIE_NAMES.refreshToken);
  await api.post(LOGOUT_PATH, undefined, {
    auth: true,
    ...(refreshToken ? { headers: { [REFRESH_TOKEN_HEADER]: refreshToken } } : {}),
  });
}

export function useLogoutMutation() {
  return useMutation({ mutationFn: logout });
}
