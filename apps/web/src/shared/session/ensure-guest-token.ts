import type { ApiClient } from '../api/api-client.ts';
import { api } from '../api/api.ts';
import { COOKIE_NAMES, readCookie, writeCookie } from '../lib/cookies.ts';
import { AB_TEST_TYPE_STORAGE_KEY } from './ab-test-type.ts';
import { hasMemberSession } from './has-member-session.ts';

/** The guest token is valid for a year on the server; its cookie lives as long. */
export const GUEST_TOKEN_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

export const GUEST_LOGIN_PATH = '/api/v1/guest/login';

let inFlight: Promise<void> | null = null;

/**
 * Makes sure the browser has a token for authenticated calls (spec §6): when it holds neither a member
 * session nor a guest token, asks `GET /api/v1/guest/login` for one and keeps it in the `guestToken`
 * cookie (1 year) and the A/B group in localStorage. Calls made while one request runs share it, so
 * StrictMode's double effects and several pages mounting together create one guest, not two.
 * @example await ensureGuestToken(); // then POST /api/v1/loanAdvice/simple …
 */
export function ensureGuestToken(client: Pick<ApiClient, 'get'> = api): Promise<void> {
  if (hasMemberSession() || readCookie(COOKIE_NAMES.guestToken) !== null) return Promise.resolve();
  inFlight ??= client
    .get(GUEST_LOGIN_PATH, {
      schema: () => import('@jipsa/contracts/session').then((contract) => contract.guestLoginResponseSchema),
    })
    .then(({ accessToken, abTestType }) => {
      writeCookie(COOKIE_NAMES.guestToken, accessToken, { maxAgeSeconds: GUEST_TOKEN_MAX_AGE_SECONDS });
      window.localStorage.setItem(AB_TEST_TYPE_STORAGE_KEY, abTestType);
    })
    .finally(() => {
      inFlight = null;
    });
  return inFlight;
}
