import { config } from '../../../shared/config/config.ts';

/**
 * The backend path that starts Kakao login; the browser navigates there (spec §7 "Login"), it is
 * not an API call. With no Kakao client configured the server shows its development login page.
 * @example kakaoLoginUrl() // '/oauth2/authorization/kakao'
 */
export function kakaoLoginUrl(): string {
  return `${config.apiBaseUrl}/oauth2/authorization/kakao`;
}
