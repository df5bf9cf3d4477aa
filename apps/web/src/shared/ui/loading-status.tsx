import { Spinner } from './spinner.tsx';
import styles from './plan-page.module.css';

/** A spinner and what is being waited for, said to screen readers as a status. */
export function LoadingStatus({ text }: { text: string }) {
  return (
    <div className={styles.loading} role="status">
      <Spinner />
      <span>{text}</span>
    </div>
  );
}
