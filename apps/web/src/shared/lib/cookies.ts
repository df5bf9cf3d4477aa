import { SESSION_COOKIE_NAMES } from '@jipsa/contracts';

/** The cookie names the session uses (spec §3 "Credentials and storage"); the server knows them too. */
export const COOKIE_NAMES = SESSION_COOKIE_NAMES;

export type CookieName = (typeof COOKIE_NAMES)[keyof typeof COOKIE_NAMES];

export type WriteCookieOptions = {
  /** Lifetime in seconds; without it the cookie lives for the browser session. */
  maxAgeSeconds?: number;
};

/**
 * Reads one cookie of `document.cookie`, decoded; `null` when absent or empty.
 * @example readCookie('accessToken') // 'eyJhbGciOi…' or null
 */
export function readCookie(name: string): string | null {
  for (const pair of document.cookie.split(';')) {
    const separator = pair.indexOf('=');
    if (separator === -1) continue;
    if (pair.slice(0, separator).trim() !== name) continue;
    const value = decodeURIComponent(pair.slice(separator + 1).trim());
    return value === '' ? null : value;
  }
  return null;
}

/**
 * Writes a cookie for the whole site. SameSite=Lax keeps it off cross-site POSTs; Secure is added
 * on https so tokens never travel in clear text, and left off on http://localhost for development.
 */
export function writeCookie(name: string, value: string, options: WriteCookieOptions = {}): void {
  const attributes = [`${name}=${encodeURIComponent(value)}`, 'path=/', 'SameSite=Lax'];
  if (options.maxAgeSeconds !== undefined) attributes.push(`max-age=${options.maxAgeSeconds}`);
  if (window.location.protocol === 'https:') attributes.push('Secure');
  document.cookie = attributes.join('; ');
}

/** Removes a cookie written by {@link writeCookie}. */
export function deleteCookie(name: string): void {
  writeCookie(name, '', { maxAgeSeconds: 0 });
}
