import { commonCopy } from '../copy/common-copy.ts';
import { useOnline } from '../lib/use-online.ts';
import heartUrl from './heart.svg';
import styles from './error-view.module.css';

export type ErrorViewProps = {
  /** Shows the retry button when given. */
  onRetry?: () => void;
};

/**
 * The spec's error view: the heart and "오류가 발생했어요. 잠시 후 다시 시도해주세요." — or, with no network, that this
 * page needs one (issue 10), so an offline visit never reads as a fault of the app.
 */
export function ErrorView({ onRetry }: ErrorViewProps) {
  const online = useOnline();
  return (
    <section className={styles.errorView} role="alert">
      <img className={styles.heart} src={heartUrl} alt="" width={96} height={96} />
      <p className={styles.message}>{online ? commonCopy.errorView : commonCopy.offlineView}</p>
      {onRetry && (
        <button type="button" className={styles.retry} onClick={onRetry}>
          {commonCopy.retry}
        </button>
      )}
    </section>
  );
}
