import { COOKIE_NAMES, readCookie, writeCookie } from '../lib/cookies.ts';

/**
 * Refresh tokens outlive the browser session so a returning person stays logged in; the cookie lives
 * exactly as long as the server keeps the token valid (14 days, renewed with every rotation).
 */
const REFRESH_TOKEN_MAX_AGE_SECONDS = 14 * 24 * 60 * 60;

export type SessionTokens = { accessToken: string; refreshToken?: string | undefined };

/** The token for the `AccessToken` header: the member's access token, else the guest token (spec §6). */
export function readAuthToken(): string | null {
  return readCookie(COOKIE_NAMES.accessToken) ?? readCookie(COOKIE_NAMES.guestToken);
}

/** Keeps new tokens in the spec's cookies; a rotated refresh token replaces the used one. */
export function storeSessionTokens({ accessToken, refreshToken }: SessionTokens): void {
  writeCookie(COOKIE_NAMES.accessToken, accessToken);
  if (refreshToken) {
    writeCookie(COOKIE_NAMES.refreshToken, refreshToken, { maxAgeSeconds: REFRESH_TOKEN_MAX_AGE_SECONDS });
  }
}
