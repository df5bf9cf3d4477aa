import type { ReactNode } from 'react';
import { loanReportCopy } from '../copy/loan-report-copy.ts';
import { formatLoanRate } from '../format/format-loan-rate.ts';
import { formatWon } from '../format/format-won.ts';
import { InstitutionIcon } from './institution-icon.tsx';
import styles from './loan-report-summary-row.module.css';

/** The product part of a loan advice summary (spec §3); fields are null when no product was eligible. */
export type LoanReportSummary = {
  loanProductCode: string | null;
  loanProductName: string | null;
  /** Percent (3.25 = 3.25 %). */
  expectedLoanRate: number | null;
  /** 원. */
  possibleLoanLimit: number | null;
};

export type LoanReportSummaryRowProps = {
  summary: LoanReportSummary;
  /** A line under the figures, e.g. the report's date. */
  caption?: ReactNode;
  /** At the end of the row, e.g. a chevron or a button. */
  trailing?: ReactNode;
};

/**
 * One loan product at a glance (spec §3 "Loan advice summary report"): the institution icon by
 * product-code prefix, the product name, the rate as every loan rate is shown (formatLoanRate), the limit in 만/억/조 원.
 * Not interactive itself: wrap it in a link or button.
 */
export function LoanReportSummaryRow({ summary, caption, trailing }: LoanReportSummaryRowProps) {
  const { loanProductCode, loanProductName, expectedLoanRate, possibleLoanLimit } = summary;
  return (
    <div className={styles.row}>
      <InstitutionIcon productCode={loanProductCode} />
      <div className={styles.body}>
        <strong className={styles.name}>{loanProductName ?? loanReportCopy.noProduct}</strong>
        {(expectedLoanRate !== null || possibleLoanLimit !== null) && (
          <span className={styles.figures}>
            {expectedLoanRate !== null && (
              <span className={styles.figure}>
                <span className={styles.figureLabel}>{loanReportCopy.rate}</span>
                <span className={styles.rate}>{formatLoanRate(expectedLoanRate)}</span>
              </span>
            )}
            {possibleLoanLimit !== null && (
              <span className={styles.figure}>
                <span className={styles.figureLabel}>{loanReportCopy.limit}</span>
                <span className={styles.limit}>{formatWon(possibleLoanLimit)}</span>
              </span>
            )}
          </span>
        )}
        {caption && <span className={styles.caption}>{caption}</span>}
      </div>
      {trailing}
    </div>
  );
}
