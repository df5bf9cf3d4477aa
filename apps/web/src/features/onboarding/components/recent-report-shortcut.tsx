import { Link } from 'react-router';
import { useLoanAdviceListQuery } from '../../../shared/api/loan-advice-list.ts';
import { noReportPath, reportPath } from '../../../shared/config/paths.ts';
import { formatKoreanDate } from '../../../shared/format/format-korean-date.ts';
import { LoanReportSummaryRow } from '../../../shared/ui/loan-report-summary-row.tsx';
import { onboardingCopy } from '../copy.ts';
import styles from './home-page.module.css';

/** The newest report, one tap away (docs/screens.md: people with reports see a "최근 보고서" shortcut); nothing without one. */
export function RecentReportShortcut() {
  const report = useLoanAdviceListQuery().data?.[0];
  if (report === undefined) return null;
  const to =
    report.loanProductCode === null ? noReportPath(report.loanAdviceResultId) : reportPath(report.loanAdviceResultId);
  return (
    <section className={styles.recent} aria-labelledby="home-recent-report">
      <h2 id="home-recent-report" className={styles.recentTitle}>
        {onboardingCopy.recentReportTitle}
      </h2>
      <Link className={styles.recentLink} to={to}>
        <LoanReportSummaryRow summary={report} caption={formatKoreanDate(report.createdAt)} />
      </Link>
    </section>
  );
}
