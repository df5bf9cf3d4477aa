import { isReturnPath } from '@jipsa/contracts';
import { config } from '../../../shared/config/config.ts';

/**
 * The backend path that starts Kakao login; the browser navigates there (spec §7 "Login"), it is
 * not an API call. With no Kakao client configured the server shows its development login page.
 * `returnPath` travels to `/login-result?redirect=` and is used when no return path was recorded;
 * a path the server would refuse (another host, too long) is left out rather than break the login.
 * @example kakaoLoginUrl('/community') // '/oauth2/authorization/kakao?redirect=%2Fcommunity'
 */
export function kakaoLoginUrl(returnPath?: string | null): string {
  const start = `${config.apiBaseUrl}/oauth2/authorization/kakao`;
  if (!returnPath || !isReturnPath(returnPath)) return start;
  return `${start}?${new URLSearchParams({ redirect: returnPath }).toString()}`;
}
