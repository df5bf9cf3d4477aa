import type { LoanAdviceReport } from '@jipsa/contracts';
import { marketRateAgeDays } from '@jipsa/domain';
import { Link } from 'react-router';
import { PATHS } from '../../../shared/config/paths.ts';
import { marketRateDateSentence } from '../../../shared/copy/market-rate-date-sentence.ts';
import { formatWonRounded } from '../../../shared/format/format-won-rounded.ts';
import { InstitutionIcon } from '../../../shared/ui/institution-icon.tsx';
import { reportCopy } from '../copy-report.ts';
import styles from './report-page.module.css';
import { EstimateNote, EstimateTag } from './report-section.tsx';

/** The top of the report: the chosen product, its limit and rate, and the dates the figures rest on. */
export function ReportHero({ report }: { report: LoanAdviceReport }) {
  const estimate = report.isEstimate ? <EstimateTag /> : null;
  return (
    <section className={styles.hero} aria-labelledby="report-hero-name">
      <div className={styles.heroHead}>
        <InstitutionIcon productCode={report.loanProductCode} size={48} />
        <div>
          <span className={styles.heroKicker}>{reportCopy.heroRecommended}</span>
          <h2 id="report-hero-name" className={styles.heroName}>
            {report.loanProductName}
          </h2>
        </div>
      </div>
      <dl className={styles.heroFigures}>
        <div className={styles.heroFigure}>
          <dt>
            {reportCopy.maxLimit}
            {estimate}
          </dt>
          <dd>{formatWonRounded(report.possibleLoanLimit ?? 0)}</dd>
        </div>
        <div className={styles.heroFigure}>
          <dt>
            {reportCopy.rate}
            {estimate}
          </dt>
          <dd className={styles.heroRate}>{reportCopy.yearlyRate(report.expectedLoanRate ?? 0)}</dd>
        </div>
      </dl>
      {report.isEstimate && <EstimateNote />}
      {report.productFeatures.length > 0 && (
        <ul className={styles.tags} aria-label={reportCopy.featuresLabel}>
          {report.productFeatures.map((feature) => (
            <li key={feature}>{feature}</li>
          ))}
        </ul>
      )}
      {report.conditions.length > 0 && (
        <div className={styles.conditions}>
          <h3 className={styles.conditionsHeading}>{reportCopy.conditionsHeading}</h3>
          <ul>
            {report.conditions.map((condition) => (
              <li key={condition}>{condition}</li>
            ))}
          </ul>
        </div>
      )}
      <p className={styles.caption}>{reportCopy.policyDate(report.policyDate)}</p>
      {/* The rates' own date and age, stressed once they are old enough to differ from a bank's today (issue 50 #7). */}
      <p className={report.marketRatesStale ? styles.notice : styles.caption} role="note">
        {marketRateDateSentence(report.marketRateDate, marketRateAgeDays(report.marketRateDate, report.policyDate))}
      </p>
      <p className={styles.caption}>
        <Link to={PATHS.rates}>{reportCopy.rateHistoryLink}</Link>
      </p>
    </section>
  );
}
