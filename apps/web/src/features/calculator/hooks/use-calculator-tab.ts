import { useEffect, useRef } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { useAppStore } from '../../../shared/store/app-store.ts';
import { TAB_SEARCH_PARAM, tabOfSearch, type CalculatorTab } from '../lib/calculator-tab.ts';
import { checkHandedOverLoan, readCalculatorNavigationState } from '../lib/dsr-navigation-state.ts';

/** Adds the loan the add page handed back, or puts it in place of the edited one; a loan off the contract is dropped. */
async function addHandedOverLoan(value: unknown, editIndex: number | null): Promise<void> {
  const loan = await checkHandedOverLoan(value);
  if (loan === null) return;
  const store = useAppStore.getState();
  // An index past the list's end (the list was emptied meanwhile) adds the loan instead of losing it.
  if (editIndex !== null && editIndex < store.dsrLoans.length) store.replaceDsrLoan(editIndex, loan);
  else store.addDsrLoan(loan);
}

/**
 * The open calculator tab: navigation state `{ calculator }` first (the loan-add page returns with
 * 'DSR'), then `?tab=` (so a reload or a shared link keeps it), else LTV. A loan handed back in the
 * state is added to the list (or replaces the edited one) exactly once; then the history entry is
 * replaced by `?tab=…` without state, so neither a reload nor going back adds it again.
 */
export function useCalculatorTab(): { tab: CalculatorTab; selectTab: (tab: CalculatorTab) => void } {
  const location = useLocation();
  const navigate = useNavigate();
  const [, setSearchParams] = useSearchParams();
  const handedOver = readCalculatorNavigationState(location.state);
  const tab = handedOver?.calculator ?? tabOfSearch(location.search);
  // React's development double-run of effects must not add the loan twice.
  const handledKey = useRef<string | null>(null);

  useEffect(() => {
    const state = readCalculatorNavigationState(location.state);
    if (state === null || handledKey.current === location.key) return;
    handledKey.current = location.key;
    void addHandedOverLoan(state.loan, state.editIndex);
    void navigate(
      { pathname: location.pathname, search: `?${TAB_SEARCH_PARAM}=${state.calculator}` },
      { replace: true, state: null },
    );
  }, [location.key, location.pathname, location.state, navigate]);

  const selectTab = (next: CalculatorTab) => setSearchParams({ [TAB_SEARCH_PARAM]: next }, { replace: true });
  return { tab, selectTab };
}
