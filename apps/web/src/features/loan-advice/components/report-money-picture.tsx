import type { LoanAdviceReport } from '@jipsa/contracts';
import { formatWon } from '../../../shared/format/format-won.ts';
import { reportCopy } from '../copy-report.ts';
import styles from './report-page.module.css';
import { ReportSection } from './report-section.tsx';

/** How the deposit is paid: loan + own funds = deposit, and the cash still missing, if any. */
export function ReportMoneyPicture({ report }: { report: LoanAdviceReport }) {
  const deposit = report.loanAmount + report.ownFunds;
  const loanShare = deposit === 0 ? 0 : (report.loanAmount / deposit) * 100;
  return (
    <ReportSection title={reportCopy.moneyHeading}>
      <div className={styles.bar} aria-hidden="true">
        <span className={styles.barLoan} style={{ width: `${loanShare}%` }} />
        <span className={styles.barOwn} style={{ width: `${100 - loanShare}%` }} />
      </div>
      <dl className={styles.figures}>
        <div className={styles.figureRow}>
          <dt>
            <span className={`${styles.legendDot} ${styles.barLoan}`} aria-hidden="true" />
            {reportCopy.loan}
          </dt>
          <dd>{formatWon(report.loanAmount)}</dd>
        </div>
        <div className={styles.figureRow}>
          <dt>
            <span className={`${styles.legendDot} ${styles.barOwn}`} aria-hidden="true" />
            {reportCopy.ownFunds}
          </dt>
          <dd>{formatWon(report.ownFunds)}</dd>
        </div>
        <div className={`${styles.figureRow} ${styles.totalRow}`}>
          <dt>{reportCopy.deposit}</dt>
          <dd>{formatWon(deposit)}</dd>
        </div>
      </dl>
      {report.cashShortfall > 0 ? (
        <p className={styles.warning}>{reportCopy.cashShortfall(report.cashShortfall)}</p>
      ) : (
        <p className={styles.text}>{reportCopy.noShortfall}</p>
      )}
    </ReportSection>
  );
}
