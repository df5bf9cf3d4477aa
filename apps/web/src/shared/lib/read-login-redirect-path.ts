import { DEFAULT_LOGIN_REDIRECT_PATH, STORAGE_KEYS } from './storage-keys.ts';

/**
 * The page to return to after login, as recorded before the last request left; `/` when none was.
 * @example readLoginRedirectPath() // '/community/detail'
 */
export function readLoginRedirectPath(storage: Storage = window.sessionStorage): string {
  return storage.getItem(STORAGE_KEYS.loginRedirectPath) ?? DEFAULT_LOGIN_REDIRECT_PATH;
}
