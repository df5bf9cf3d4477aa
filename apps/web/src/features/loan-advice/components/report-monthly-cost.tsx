import type { LoanAdviceReport } from '@jipsa/contracts';
import { monthlyInterestCost } from '@jipsa/domain';
import { useId, useState } from 'react';
import { formatPayment, formatWon } from '../../../shared/format/format-won.ts';
import { reportCopy } from '../copy-report.ts';
import styles from './report-page.module.css';
import { ReportSection } from './report-section.tsx';

/** The slider moves in 만원: deposits and cash are entered in 만원, so the suggested loan is on this grid. */
export const LOAN_SLIDER_STEP = 10_000;
/** An arrow key moves 100만원 (issue 11): 1만원 a press would take hundreds of presses to say anything. */
export const LOAN_SLIDER_KEY_STEP = 1_000_000;
const ARROW_DIRECTION: Readonly<Record<string, number>> = { ArrowRight: 1, ArrowUp: 1, ArrowLeft: -1, ArrowDown: -1 };

/**
 * Interest and rent per month, and a slider to try other loan amounts up to the limit: the interest
 * is worked out here exactly as the report does (`monthlyInterestCost`, rounded half up: ADR 0023).
 */
export function ReportMonthlyCost({ report }: { report: LoanAdviceReport }) {
  const sliderId = useId();
  const rate = report.expectedLoanRate ?? 0;
  const max = Math.max(report.possibleLoanLimit ?? 0, report.loanAmount);
  const [amount, setAmount] = useState(report.loanAmount);
  const interest = monthlyInterestCost(amount, rate);

  return (
    <ReportSection title={reportCopy.monthlyHeading} isEstimate={report.isEstimate}>
      <dl className={styles.figures}>
        <div className={styles.figureRow}>
          <dt>{reportCopy.monthlyInterest}</dt>
          <dd>{formatPayment(report.monthlyInterestCost)}</dd>
        </div>
        <div className={styles.figureRow}>
          <dt>{reportCopy.monthlyRent}</dt>
          <dd>{formatPayment(report.monthlyRent)}</dd>
        </div>
        <div className={`${styles.figureRow} ${styles.totalRow}`}>
          <dt>{reportCopy.monthlyTotal}</dt>
          <dd>{formatPayment(report.totalLivingCost)}</dd>
        </div>
      </dl>
      {max > 0 && (
        <div className={styles.slider}>
          <label className={styles.sliderLabel} htmlFor={sliderId}>
            {reportCopy.sliderLabel}
          </label>
          <input
            id={sliderId}
            className={styles.sliderInput}
            type="range"
            min={0}
            max={max}
            step={LOAN_SLIDER_STEP}
            value={amount}
            aria-valuetext={formatWon(amount)}
            onChange={(event) => setAmount(Number(event.target.value))}
            onKeyDown={(event) => {
              const direction = ARROW_DIRECTION[event.key];
              if (direction === undefined) return;
              event.preventDefault();
              setAmount(Math.min(max, Math.max(0, amount + direction * LOAN_SLIDER_KEY_STEP)));
            }}
          />
          <output className={styles.sliderSentence} htmlFor={sliderId} aria-live="polite">
            {reportCopy.sliderSentence(amount, interest)}
          </output>
          <p className={styles.caption}>{reportCopy.sliderHint(rate)}</p>
        </div>
      )}
    </ReportSection>
  );
}
