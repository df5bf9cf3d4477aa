import type { RecommendedProductResponse } from '@jipsa/contracts';
import { useState } from 'react';
import { InstitutionIcon } from '../../../shared/ui/institution-icon.tsx';
import { Modal } from '../../../shared/ui/modal.tsx';
import { reportCopy } from '../copy-report.ts';
import styles from './report-page.module.css';
import { ReportSection } from './report-section.tsx';

/** The products the person cannot get; each opens a sheet with every rule it failed. */
export function ReportIneligibleProducts({ products }: { products: readonly RecommendedProductResponse[] }) {
  const ineligible = products.filter((product) => !product.eligible);
  const [open, setOpen] = useState(false);
  // Kept after closing so the sheet keeps its content while it animates out.
  const [shown, setShown] = useState<RecommendedProductResponse | null>(null);
  if (ineligible.length === 0) return null;

  return (
    <ReportSection title={reportCopy.ineligibleHeading}>
      <ul className={styles.list}>
        {ineligible.map((product) => (
          <li key={product.loanProductCode} className={styles.ineligibleRow}>
            <span className={styles.ineligibleName}>
              <InstitutionIcon productCode={product.loanProductCode} size={32} />
              <span>
                {product.loanProductName}
                <span className={styles.ineligibleCount}>
                  {reportCopy.reasonCount(product.notEligibleReasons.length)}
                </span>
              </span>
            </span>
            <button
              type="button"
              className={styles.smallButton}
              aria-label={`${product.loanProductName} ${reportCopy.showReasons}`}
              onClick={() => {
                setShown(product);
                setOpen(true);
              }}
            >
              {reportCopy.showReasons}
            </button>
          </li>
        ))}
      </ul>
      {shown && (
        <Modal open={open} onClose={() => setOpen(false)} title={reportCopy.reasonsSheetTitle(shown.loanProductName)}>
          <div className={styles.sheetBody}>
            <ul className={styles.reasons}>
              {shown.notEligibleReasons.map((reason) => (
                <li key={reason}>{reason}</li>
              ))}
            </ul>
          </div>
        </Modal>
      )}
    </ReportSection>
  );
}
