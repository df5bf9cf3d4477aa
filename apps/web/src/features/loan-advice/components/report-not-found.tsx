import { Link } from 'react-router';
import { PATHS } from '../../../shared/config/paths.ts';
import { reportCopy } from '../copy-report.ts';
import styles from './report-page.module.css';

export type ReportNotFoundProps = {
  /** The page's heading, kept so the person knows where they are. */
  title: string;
  /** The id from the address, shown small so it can be quoted when asking for help. */
  id: string;
};

/** A report that does not exist or is not this person's: a calm explanation and the ways on. */
export function ReportNotFound({ title, id }: ReportNotFoundProps) {
  return (
    <section className={styles.page}>
      <h1 className={styles.title}>{title}</h1>
      <div className={styles.empty}>
        <svg className={styles.emptyIcon} viewBox="0 0 72 72" aria-hidden="true">
          <rect x="14" y="8" width="44" height="56" rx="8" fill="#e8f1fe" />
          <path d="M24 24h24M24 34h24M24 44h14" stroke="#7fb2fa" strokeWidth="4" strokeLinecap="round" />
          <circle cx="50" cy="50" r="11" fill="#fff" stroke="#3182f6" strokeWidth="4" />
          <path d="M58 58l6 6" stroke="#3182f6" strokeWidth="4" strokeLinecap="round" />
        </svg>
        <h2 className={styles.emptyHeading}>{reportCopy.notFoundHeading}</h2>
        <p className={styles.text}>{reportCopy.notFoundBody}</p>
        <p className={styles.emptyId}>{reportCopy.reportNumber(id)}</p>
      </div>
      <div className={styles.actions}>
        <Link className={styles.primary} to={PATHS.home}>
          {reportCopy.goHome}
        </Link>
        <Link className={styles.secondary} to={PATHS.depositEntry}>
          {reportCopy.startAgain}
        </Link>
      </div>
    </section>
  );
}
