import type { LoanAdviceReport } from '@jipsa/contracts';
import { formatLoanRate } from '../../../shared/format/format-loan-rate.ts';
import { formatPayment, formatWon } from '../../../shared/format/format-won.ts';
import { formatWonRounded } from '../../../shared/format/format-won-rounded.ts';
import { reportSummaryCopy as copy } from '../copy-report.ts';
import styles from './report-page.module.css';
import { ReportSection } from './report-section.tsx';

/**
 * The report's first card (issue 50): what the person can get, at what rate and what it costs a month, in three
 * lines with the money rounded to 만원 (formatWonRounded); the exact won of each figure is one tap away.
 */
export function ReportSummary({ report }: { report: LoanAdviceReport }) {
  const limit = report.possibleLoanLimit ?? 0;
  const rate = report.expectedLoanRate ?? 0;
  return (
    <ReportSection title={copy.heading} isEstimate={report.isEstimate}>
      <ul className={styles.summaryLines}>
        <li>{copy.canGet(report.loanProductName ?? '', formatWonRounded(limit))}</li>
        <li>
          {copy.rateLead} <strong>연 {formatLoanRate(rate)}</strong>
          {copy.rateTail}
        </li>
        <li>{copy.monthly(formatWonRounded(report.totalLivingCost), report.monthlyRent > 0)}</li>
      </ul>
      <details className={styles.exact}>
        <summary>{copy.exactToggle}</summary>
        <dl className={styles.figures}>
          <div className={styles.figureRow}>
            <dt>{copy.exactLimit}</dt>
            <dd>{formatWon(limit)}</dd>
          </div>
          <div className={styles.figureRow}>
            <dt>{copy.exactLoan}</dt>
            <dd>{formatWon(report.loanAmount)}</dd>
          </div>
          <div className={styles.figureRow}>
            <dt>{copy.exactMonthly}</dt>
            <dd>{formatPayment(report.totalLivingCost)}</dd>
          </div>
        </dl>
      </details>
    </ReportSection>
  );
}
