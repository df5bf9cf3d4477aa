/**
 * Every key of the app's own in sessionStorage and localStorage starts with this (issue 27): logout, withdrawal and
 * an expired session clear them by it, so a key added later cannot be forgotten. The spec's three keys keep their
 * names (spec §3) and are cleared by name.
 */
export const APP_STORAGE_PREFIX = 'jipsa';

/** sessionStorage keys of the spec (§3 "Credentials and storage"); the return path lives here across the login round trip. */
export const STORAGE_KEYS = {
  communityDetailId: 'communityDetailId',
  adviceReport: 'adviceReport',
  loginRedirectPath: 'loginRedirectPath',
} as const;

/** Where the login result page sends people when nothing was recorded (spec: default `/`). */
export const DEFAULT_LOGIN_REDIRECT_PATH = '/';

/** localStorage keys of the app's own: they outlive the tab, and logout clears them by {@link APP_STORAGE_PREFIX}. */
export const LOCAL_STORAGE_KEYS = {
  /** The board's last page read, shown offline as 저장된 글 (issue 26). */
  savedBoard: `${APP_STORAGE_PREFIX}SavedBoard`,
} as const;
