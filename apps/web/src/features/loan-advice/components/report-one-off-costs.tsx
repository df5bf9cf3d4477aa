import type { LoanAdviceReport } from '@jipsa/contracts';
import { formatPayment } from '../../../shared/format/format-won.ts';
import { reportCopy } from '../copy-report.ts';
import styles from './report-page.module.css';
import { ReportSection } from './report-section.tsx';

/** Paid once at signing: the guarantee fee for the contract term and the borrower's half of the 인지세. */
export function ReportOneOffCosts({ report }: { report: LoanAdviceReport }) {
  return (
    // Fees vary by bank and credit: docs/domain-rules.md §5 asks to show them as estimates.
    <ReportSection title={reportCopy.oneOffHeading} isEstimate>
      <dl className={styles.figures}>
        <div className={styles.figureRow}>
          <dt>{reportCopy.guaranteeFee}</dt>
          <dd>{formatPayment(report.guaranteeInsuranceFee)}</dd>
        </div>
        <div className={styles.figureRow}>
          <dt>{reportCopy.stampDuty}</dt>
          <dd>{formatPayment(report.stampDuty)}</dd>
        </div>
        <div className={`${styles.figureRow} ${styles.totalRow}`}>
          <dt>{reportCopy.oneOffTotal}</dt>
          <dd>{formatPayment(report.guaranteeInsuranceFee + report.stampDuty)}</dd>
        </div>
      </dl>
    </ReportSection>
  );
}
