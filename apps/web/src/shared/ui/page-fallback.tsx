import { commonCopy } from '../copy/common-copy.ts';
import { Spinner } from './spinner.tsx';
import styles from './page-fallback.module.css';

/** Shown while a page's code loads; it fades in late so quick loads never flash it. */
export function PageFallback() {
  return (
    <div className={styles.fallback} role="status" aria-busy="true">
      <Spinner />
      <span className="visually-hidden">{commonCopy.loading}</span>
    </div>
  );
}
