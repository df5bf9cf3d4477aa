import { COOKIE_NAMES, readCookie } from '../lib/cookies.ts';

/**
 * True when the browser holds a member's session: an access token, or a refresh token that can get one
 * (the access-token cookie ends with the browser session, the refresh token lasts 14 days).
 * @example hasMemberSession() // false for a guest
 */
export function hasMemberSession(): boolean {
  return readCookie(COOKIE_NAMES.accessToken) !== null || readCookie(COOKIE_NAMES.refreshToken) !== null;
}
