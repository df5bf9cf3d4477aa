import { COOKIE_NAMES, readCookie } from '../lib/cookies.ts';
import { hasMemberSession } from './has-member-session.ts';

/**
 * True when the browser holds a token that can own reports. Without one the call would only end in
 * the login modal, so screens that merely offer a shortcut do not ask.
 * @example useLoanAdviceListQuery(canListOwnReports())
 */
export function canListOwnReports(): boolean {
  return hasMemberSession() || readCookie(COOKIE_NAMES.guestToken) !== null;
}
