import type { LoanAdviceSummaryReport } from '@jipsa/contracts';
import type { ReactNode } from 'react';
import { LoanReportSummaryRow } from '../../../shared/ui/loan-report-summary-row.tsx';
import styles from './attached-report.module.css';

export type AttachedReportProps = {
  report: LoanAdviceSummaryReport;
  /** At the end of the card, e.g. the editor's detach button or a chevron. */
  trailing?: ReactNode;
};

/**
 * The loan report attached to a post (spec §3): the institution icon by code prefix, the product, the
 * rate with one decimal and the limit in 만/억/조 원, on a tinted card. Not interactive itself.
 */
export function AttachedReport({ report, trailing }: AttachedReportProps) {
  return (
    <div className={styles.card}>
      <LoanReportSummaryRow summary={report} trailing={trailing} />
    </div>
  );
}
