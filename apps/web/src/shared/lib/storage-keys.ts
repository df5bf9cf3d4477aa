/** sessionStorage keys of the spec (§3 "Credentials and storage"); the return path lives here across the login round trip. */
export const STORAGE_KEYS = {
  communityDetailId: 'communityDetailId',
  adviceReport: 'adviceReport',
  loginRedirectPath: 'loginRedirectPath',
} as const;

/** Where the login result page sends people when nothing was recorded (spec: default `/`). */
export const DEFAULT_LOGIN_REDIRECT_PATH = '/';

/**
 * localStorage keys of the app's own: they outlive the tab, so each starts with the app's prefix `jipsa`, by which
 * logout clears them (a shared phone).
 */
export const LOCAL_STORAGE_KEYS = {
  /** The board's last page read, shown offline as 저장된 글 (issue 26). */
  savedBoard: 'jipsaSavedBoard',
} as const;
