import type { LoanAdviceReport } from '@jipsa/contracts';
import { useNavigate } from 'react-router';
import { reportPath } from '../../../shared/config/paths.ts';
import { LoanReportSummaryRow } from '../../../shared/ui/loan-report-summary-row.tsx';
import { useSpecificReportMutation } from '../api/specific-report.ts';
import { reportCopy } from '../copy-report.ts';
import styles from './report-page.module.css';
import { EstimateNote, EstimateTag, ReportSection } from './report-section.tsx';

const chevron = (
  <svg className={styles.chevron} width="20" height="20" viewBox="0 0 24 24" aria-hidden="true">
    <path
      d="M9 6l6 6-6 6"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    />
  </svg>
);

/** The other products the person can get; tapping one makes that product's report (`specific`) and opens it. */
export function ReportOtherProducts({ report }: { report: LoanAdviceReport }) {
  const navigate = useNavigate();
  const specific = useSpecificReportMutation();
  const others = report.recommendedProducts.filter(
    (product) => product.eligible && product.loanProductCode !== report.loanProductCode,
  );
  if (others.length === 0) return null;

  const open = (productCode: (typeof others)[number]['loanProductCode']) =>
    specific.mutate(
      { userInputInfoId: report.userInputInfoId, productCode },
      { onSuccess: (created) => void navigate(reportPath(created.loanAdviceResultId)) },
    );

  return (
    <ReportSection title={reportCopy.otherProductsHeading}>
      <p className={styles.text}>{reportCopy.otherProductsHint}</p>
      <ul className={styles.list}>
        {others.map((product) => (
          <li key={product.loanProductCode}>
            <button
              type="button"
              className={styles.productButton}
              disabled={specific.isPending}
              onClick={() => open(product.loanProductCode)}
            >
              <LoanReportSummaryRow
                summary={product}
                caption={
                  product.isEstimate || product.conditions.length > 0 ? (
                    <>
                      {product.isEstimate && <EstimateTag />}
                      {product.conditions.length > 0 && (
                        <span className={styles.conditionTag}> {reportCopy.conditionTag}</span>
                      )}
                    </>
                  ) : undefined
                }
                trailing={chevron}
              />
              {/* The name is what the button shows, then what it does (WCAG 2.5.3: a spoken label matches the visible one). */}
              <span className="visually-hidden"> {reportCopy.openOtherProductAction}</span>
            </button>
          </li>
        ))}
      </ul>
      {others.some((product) => product.isEstimate) && <EstimateNote />}
      {specific.isError && (
        <p className={styles.alert} role="alert">
          {reportCopy.specificFailed}
        </p>
      )}
    </ReportSection>
  );
}
