import { COOKIE_NAMES, deleteCookie } from '../../../shared/lib/cookies.ts';
import { STORAGE_KEYS } from '../../../shared/lib/storage-keys.ts';
import { AB_TEST_TYPE_STORAGE_KEY } from '../../../shared/session/ab-test-type.ts';
import { createInitialAppState, useAppStore } from '../../../shared/store/app-store.ts';

/**
 * Leaves nothing of the person in this browser after logout or withdrawal (a shared phone or PC):
 * the session cookies, the return-path and report keys of sessionStorage, the A/B group, and the
 * loan form and calculator entries of the store. Server data cached by TanStack Query is the
 * caller's to clear.
 */
export function clearPersonalData(): void {
  for (const name of Object.values(COOKIE_NAMES)) deleteCookie(name);
  for (const key of Object.values(STORAGE_KEYS)) window.sessionStorage.removeItem(key);
  window.localStorage.removeItem(AB_TEST_TYPE_STORAGE_KEY);
  const initial = createInitialAppState();
  useAppStore.setState({
    isAuthenticated: false,
    loanForm: initial.loanForm,
    loanInfoStep: initial.loanInfoStep,
    dsrLoans: initial.dsrLoans,
    annualIncome: initial.annualIncome,
  });
}
