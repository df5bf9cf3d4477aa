import { commonCopy } from '../copy/common-copy.ts';
import heartUrl from './heart.svg';
import styles from './error-view.module.css';

export type ErrorViewProps = {
  /** Shows the retry button when given. */
  onRetry?: () => void;
};

/** The spec's error view: the heart and "오류가 발생했어요. 잠시 후 다시 시도해주세요." */
export function ErrorView({ onRetry }: ErrorViewProps) {
  return (
    <section className={styles.errorView} role="alert">
      <img className={styles.heart} src={heartUrl} alt="" width={96} height={96} />
      <p className={styles.message}>{commonCopy.errorView}</p>
      {onRetry && (
        <button type="button" className={styles.retry} onClick={onRetry}>
          {commonCopy.retry}
        </button>
      )}
    </section>
  );
}
