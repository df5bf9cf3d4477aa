import type { LoanAdviceSummary } from '@jipsa/contracts';
import { Link } from 'react-router';
import { noReportPath, reportPath } from '../../../shared/config/paths.ts';
import { loanReportCopy } from '../../../shared/copy/loan-report-copy.ts';
import { LoanReportSummaryRow } from '../../../shared/ui/loan-report-summary-row.tsx';
import { depositCopy } from '../copy-deposit.ts';
import styles from './deposit-entry-page.module.css';

/** How many recent reports the deposit page lists; older ones stay one tap away in the community picker. */
export const RECENT_REPORTS_SHOWN = 5;

/** A member's latest reports, each opening its report (or the no-report page when nothing was eligible). */
export function DepositEntryRecentReports({ reports }: { reports: readonly LoanAdviceSummary[] }) {
  if (reports.length === 0) return null;
  return (
    <section className={styles.recent} aria-labelledby="deposit-entry-recent-reports">
      <h2 id="deposit-entry-recent-reports" className={styles.recentTitle}>
        {depositCopy.recentReportsTitle}
      </h2>
      <p className={styles.recentHint}>{depositCopy.recentReportsHint}</p>
      <ul className={styles.recentList}>
        {reports.slice(0, RECENT_REPORTS_SHOWN).map((report) => (
          <li key={report.loanAdviceResultId}>
            <Link
              className={styles.recentLink}
              to={
                report.loanProductCode === null
                  ? noReportPath(report.loanAdviceResultId)
                  : reportPath(report.loanAdviceResultId)
              }
            >
              <LoanReportSummaryRow
                summary={report}
                caption={loanReportCopy.caption(report.rentalDeposit, report.createdAt)}
              />
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
