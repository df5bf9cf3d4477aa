import { commonCopy } from '../shared/copy/common-copy.ts';
import { useDelayedFlag } from '../shared/lib/use-delayed-flag.ts';
import { useAppStore } from '../shared/store/app-store.ts';
import { Spinner } from '../shared/ui/spinner.tsx';
import styles from './global-spinner.module.css';

/** Requests quicker than this never show the spinner, so it does not flash. */
export const SPINNER_DELAY_MS = 300;

/** The spec's global loading spinner, driven by the store flag the API client keeps while requests run. */
export function GlobalSpinner() {
  const isLoading = useAppStore((state) => state.isLoading);
  const isVisible = useDelayedFlag(isLoading, SPINNER_DELAY_MS);
  if (!isVisible) return null;
  return (
    <div className={styles.overlay} role="status" aria-live="polite">
      <Spinner size={40} />
      <span className="visually-hidden">{commonCopy.loading}</span>
    </div>
  );
}
