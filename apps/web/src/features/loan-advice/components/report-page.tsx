import type { LoanAdviceReport } from '@jipsa/contracts';
import type { ReactNode } from 'react';
import { Navigate, useParams } from 'react-router';
import { noReportPath } from '../../../shared/config/paths.ts';
import { useDocumentTitle } from '../../../shared/lib/use-document-title.ts';
import { useRevealHeading } from '../../../shared/lib/use-reveal-heading.ts';
import { reportCopy } from '../copy-report.ts';
import { ReportActions } from './report-actions.tsx';
import { ReportBanks } from './report-banks.tsx';
import { ReportById } from './report-by-id.tsx';
import { ReportChangesNotice } from './report-changes-notice.tsx';
import { ReportGuide } from './report-guide.tsx';
import { ReportHero } from './report-hero.tsx';
import { ReportIneligibleProducts } from './report-ineligible-products.tsx';
import { ReportMoneyPicture } from './report-money-picture.tsx';
import { ReportMonthlyCost } from './report-monthly-cost.tsx';
import { ReportOneOffCosts } from './report-one-off-costs.tsx';
import { ReportOpportunityCost } from './report-opportunity-cost.tsx';
import { ReportJeonseSafety } from './report-jeonse-safety.tsx';
import { ReportOtherProducts } from './report-other-products.tsx';
import styles from './report-page.module.css';
import { ReportSection } from './report-section.tsx';
import { ReportSummary } from './report-summary.tsx';

/** A section the app puts into the report for its id: the contract checklist (issue 30). */
type ReportSlot = (reportId: string) => ReactNode;

function ReportView({ report, contractChecklist }: { report: LoanAdviceReport; contractChecklist?: ReportSlot }) {
  // A house whose deposit may not come back is the first thing to know, before any loan for it (issue 26).
  const isDangerousHouse = report.jeonseSafety?.riskLevel === 'DANGER';
  // Results open with the focus on their heading (issue 50): a screen reader starts at the report, not the old page.
  const headingRef = useRevealHeading(report.loanAdviceResultId);
  return (
    <article className={styles.page}>
      <h1 ref={headingRef} tabIndex={-1} className={styles.title}>
        {reportCopy.reportTitle}
      </h1>
      {/* What today's rates or rules would change (issue 28); nothing while it loads or when nothing would. */}
      <ReportChangesNotice reportId={report.loanAdviceResultId} />
      {isDangerousHouse && <ReportJeonseSafety report={report} />}
      {/* Three lines first, then what to do with them (issue 50); the figures' detail follows. */}
      <ReportSummary report={report} />
      <ReportActions report={report} canShare />
      <ReportHero report={report} />
      <ReportMoneyPicture report={report} />
      {/* A new id is a new report: the slider starts again from its suggested loan. */}
      <ReportMonthlyCost key={report.loanAdviceResultId} report={report} />
      <ReportOneOffCosts report={report} />
      <ReportOpportunityCost report={report} />
      <ReportSection title={reportCopy.reasonHeading}>
        <p className={styles.text}>{report.recommendationReason}</p>
      </ReportSection>
      {!isDangerousHouse && <ReportJeonseSafety report={report} />}
      {contractChecklist?.(report.loanAdviceResultId)}
      <ReportOtherProducts report={report} />
      <ReportIneligibleProducts products={report.recommendedProducts} />
      <ReportBanks banks={report.availableBanks} />
      <ReportGuide productCode={report.loanProductCode} />
    </article>
  );
}

/**
 * `/report/{id}` (docs/screens.md "Loan advice funnel" 6): the stored report, loaded by id. A report with no
 * eligible product belongs on the no-report page.
 */
export function ReportPage({ contractChecklist }: { contractChecklist?: ReportSlot } = {}) {
  const { id = '' } = useParams();
  useDocumentTitle(reportCopy.reportTitle);
  return (
    <ReportById key={id} id={id} title={reportCopy.reportTitle}>
      {(report) =>
        report.hasEligibleProduct ? (
          <ReportView report={report} contractChecklist={contractChecklist} />
        ) : (
          <Navigate to={noReportPath(id)} replace />
        )
      }
    </ReportById>
  );
}
