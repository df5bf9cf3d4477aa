// Header and cookie names of the session (spec §3 "Credentials and storage"). A module of its own, without Zod: the
// web app reads them before any schema has loaded (issue 10), and the server knows a visitor with a session by them.
export const ACCESS_TOKEN_HEADER = 'AccessToken';
export const REFRESH_TOKEN_HEADER = 'RefreshToken';

export const SESSION_COOKIE_NAMES = {
  accessToken: 'accessToken',
  guestToken: 'guestToken',
  refreshToken: 'refreshToken',
} as const;
