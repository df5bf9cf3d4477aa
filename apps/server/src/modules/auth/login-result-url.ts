import type { LoginResultError } from '@jipsa/contracts';

/**
 * Where the browser goes after a login attempt: the web page `/login-result` with either the one-time
 * code or an error code, plus the return path the login started with.
 *
 * @example
 * loginResultUrl('https://jipsa.example', { code: 'abc', redirect: '/community' })
 * // 'https://jipsa.example/login-result?code=abc&redirect=%2Fcommunity'
 */
export function loginResultUrl(
  publicUrl: string,
  result: ({ code: string } | { error: LoginResultError }) & { redirect?: string | undefined },
): string {
  const url = new URL(`${publicUrl}/login-result`);
  if ('code' in result) url.searchParams.set('code', result.code);
  else url.searchParams.set('error', result.error);
  if (result.redirect) url.searchParams.set('redirect', result.redirect);
  return url.toString();
}
