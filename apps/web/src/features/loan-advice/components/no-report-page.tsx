import type { LoanAdviceReport } from '@jipsa/contracts';
import { Link, Navigate, useParams } from 'react-router';
import { PATHS, reportPath } from '../../../shared/config/paths.ts';
import { useDocumentTitle } from '../../../shared/lib/use-document-title.ts';
import { InstitutionIcon } from '../../../shared/ui/institution-icon.tsx';
import { reportCopy } from '../copy-report.ts';
import { nearMisses } from './no-report-near-misses.ts';
import { ReportActions } from './report-actions.tsx';
import { ReportById } from './report-by-id.tsx';
import { ReportChangesNotice } from './report-changes-notice.tsx';
import styles from './report-page.module.css';
import { ReportSection } from './report-section.tsx';

/** The reason starts with the sentence the heading already says (issue 11): say it once. */
function withoutHeading(reason: string): string {
  const repeated = `${reportCopy.noReportHeading}.`;
  return reason.startsWith(repeated) ? reason.slice(repeated.length).trimStart() : reason;
}

function NoReportView({ report }: { report: LoanAdviceReport }) {
  const misses = nearMisses(report.recommendedProducts);
  const ineligible = report.recommendedProducts.filter((product) => !product.eligible);
  return (
    <article className={styles.page}>
      <h1 className={styles.title}>{reportCopy.noReportTitle}</h1>
      {/* Today's rates or rules may open a product (issue 28). */}
      <ReportChangesNotice reportId={report.loanAdviceResultId} />
      <section className={styles.hero} aria-labelledby="no-report-heading">
        <h2 id="no-report-heading" className={styles.heroName}>
          {reportCopy.noReportHeading}
        </h2>
        <p className={styles.text}>{withoutHeading(report.recommendationReason)}</p>
      </section>

      {misses.length > 0 && (
        <ReportSection title={reportCopy.nearMissHeading}>
          <ul className={styles.list}>
            {misses.map((miss) => (
              <li key={miss.product.loanProductCode} className={styles.ineligibleRow}>
                <span className={styles.ineligibleName}>
                  <InstitutionIcon productCode={miss.product.loanProductCode} size={32} />
                  <span>
                    {miss.product.loanProductName}
                    <span className={styles.ineligibleCount}>{miss.reason}</span>
                    <strong className={styles.nearMissHint}>{reportCopy.nearMissHints[miss.code]}</strong>
                  </span>
                </span>
              </li>
            ))}
          </ul>
        </ReportSection>
      )}

      <ReportSection title={reportCopy.productsWithReasonsHeading}>
        <ul className={styles.list}>
          {ineligible.map((product) => (
            <li key={product.loanProductCode} className={styles.ineligibleRow}>
              <div className={styles.reasonProduct}>
                <InstitutionIcon productCode={product.loanProductCode} size={32} />
                <div>
                  <h3 className={styles.reasonProductName}>{product.loanProductName}</h3>
                  <ul className={styles.reasons} aria-label={reportCopy.reasonsSheetTitle(product.loanProductName)}>
                    {product.notEligibleReasons.map((reason) => (
                      <li key={reason}>{reason}</li>
                    ))}
                  </ul>
                </div>
              </div>
            </li>
          ))}
        </ul>
      </ReportSection>

      <ReportActions report={report} canShare={false} />
      <Link className={styles.secondary} to={PATHS.home}>
        {reportCopy.goHome}
      </Link>
    </article>
  );
}

/**
 * `/no-report/{id}` (docs/screens.md "Loan advice funnel" 7): why no product fits, product by product, and
 * which products one changed answer would open. A report that has a product belongs on the report page.
 */
export function NoReportPage() {
  const { id = '' } = useParams();
  useDocumentTitle(reportCopy.noReportTitle);
  return (
    <ReportById key={id} id={id} title={reportCopy.noReportTitle}>
      {(report) =>
        report.hasEligibleProduct ? <Navigate to={reportPath(id)} replace /> : <NoReportView report={report} />
      }
    </ReportById>
  );
}
