import { COOKIE_NAMES, deleteCookie } from '../lib/cookies.ts';
import { clearKeptFiles } from '../lib/kept-files.ts';
import { APP_STORAGE_PREFIX, STORAGE_KEYS } from '../lib/storage-keys.ts';
import { createInitialAppState, useAppStore } from '../store/app-store.ts';
import { AB_TEST_TYPE_STORAGE_KEY } from './ab-test-type.ts';

export type ClearPersonalDataOptions = {
  /**
   * Keeps where the person was going and the report they asked for (spec §4 "Return path before login"): an
   * expired session asks them to log in again and carries on from there.
   */
  keepReturnPath?: boolean;
};

function removeAppKeys(storage: Storage, keep: ReadonlySet<string>): void {
  // Collected first: removing while reading by index would skip keys.
  const owned = Array.from({ length: storage.length }, (_, index) => storage.key(index)).filter(
    (key): key is string => key !== null && key.startsWith(APP_STORAGE_PREFIX),
  );
  for (const key of owned) if (!keep.has(key)) storage.removeItem(key);
}

/**
 * Leaves nothing of the person in this browser after logout, withdrawal or an expired session (a shared phone or
 * PC, issue 27): the session cookies, the spec's sessionStorage keys, every key of the app's own prefix in both
 * storages, the files kept on the device, the A/B group, and the loan form and calculator entries of the store. Server data cached by TanStack
 * Query is the caller's to clear.
 * @example clearPersonalData(); // after logout
 * @example clearPersonalData({ keepReturnPath: true }); // the session expired: log in and carry on
 */
export function clearPersonalData({ keepReturnPath = false }: ClearPersonalDataOptions = {}): void {
  for (const name of Object.values(COOKIE_NAMES)) deleteCookie(name);
  const returnPathKeys: ReadonlySet<string> = new Set(
    keepReturnPath ? [STORAGE_KEYS.loginRedirectPath, STORAGE_KEYS.adviceReport] : [],
  );
  for (const key of Object.values(STORAGE_KEYS)) {
    if (!returnPathKeys.has(key)) window.sessionStorage.removeItem(key);
  }
  removeAppKeys(window.sessionStorage, returnPathKeys);
  removeAppKeys(window.localStorage, returnPathKeys);
  window.localStorage.removeItem(AB_TEST_TYPE_STORAGE_KEY);
  void clearKeptFiles();
  const initial = createInitialAppState();
  useAppStore.setState({
    isAuthenticated: false,
    loanForm: initial.loanForm,
    loanInfoStep: initial.loanInfoStep,
    dsrLoans: initial.dsrLoans,
    annualIncome: initial.annualIncome,
  });
}
