// Header names of the session calls (spec). A module of its own, without Zod: the web app's settings page sends one
// before any schema has loaded (issue 10).
export const ACCESS_TOKEN_HEADER = 'AccessToken';
export const REFRESH_TOKEN_HEADER = 'RefreshToken';
