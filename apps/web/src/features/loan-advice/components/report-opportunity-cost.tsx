import type { LoanAdviceReport } from '@jipsa/contracts';
import { formatPayment } from '../../../shared/format/format-won.ts';
import { reportCopy } from '../copy-report.ts';
import styles from './report-page.module.css';
import { ReportSection } from './report-section.tsx';

/**
 * What the own funds could earn, and jeonse against monthly rent: living on the deposit costs the loan
 * interest, the rent and the interest the own funds forgo; converting the whole deposit at the legal
 * 전월세 전환율 costs that rent instead (and the own funds stay in the bank).
 */
export function ReportOpportunityCost({ report }: { report: LoanAdviceReport }) {
  const jeonseMonthly = report.totalLivingCost + report.opportunityCostOwnFunds;
  const monthlyRentMonthly = report.convertedMonthlyRent + report.monthlyRent;
  const verdict =
    jeonseMonthly < monthlyRentMonthly
      ? reportCopy.compareCheaperJeonse
      : jeonseMonthly > monthlyRentMonthly
        ? reportCopy.compareCheaperMonthly
        : reportCopy.compareSame;

  return (
    <ReportSection title={reportCopy.compareHeading} isEstimate>
      <p className={styles.text}>
        {reportCopy.opportunityCost(report.ownFunds, report.depositInterestRate, report.opportunityCostOwnFunds)}
      </p>
      <dl className={styles.figures}>
        <div className={styles.figureRow}>
          <dt>
            {reportCopy.jeonseMonthly}
            <span className={styles.figureHint}>{reportCopy.jeonseMonthlyHint}</span>
          </dt>
          <dd>{formatPayment(jeonseMonthly)}</dd>
        </div>
        <div className={styles.figureRow}>
          <dt>
            {reportCopy.convertedMonthly}
            <span className={styles.figureHint}>{reportCopy.convertedMonthlyHint(report.rentConversionRate)}</span>
          </dt>
          <dd>{formatPayment(monthlyRentMonthly)}</dd>
        </div>
      </dl>
      <p className={styles.text}>{verdict}</p>
    </ReportSection>
  );
}
