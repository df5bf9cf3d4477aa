/** sessionStorage keys of the spec (§3 "Credentials and storage"); the return path lives here across the login round trip. */
export const STORAGE_KEYS = {
  communityDetailId: 'communityDetailId',
  adviceReport: 'adviceReport',
  loginRedirectPath: 'loginRedirectPath',
} as const;

/** Where the login result page sends people when nothing was recorded (spec: default `/`). */
export const DEFAULT_LOGIN_REDIRECT_PATH = '/';
