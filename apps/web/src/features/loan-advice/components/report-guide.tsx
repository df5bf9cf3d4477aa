import { reportCopy } from '../copy-report.ts';
import { productFamilyOf } from './report-product-family.ts';
import styles from './report-page.module.css';
import { ReportSection } from './report-section.tsx';

/** Documents to prepare, the steps and the cautions of the chosen product's family. */
export function ReportGuide({ productCode }: { productCode: string | null }) {
  const guide = reportCopy.guides[productFamilyOf(productCode)];
  return (
    <>
      <ReportSection title={reportCopy.documentsHeading}>
        <ul className={styles.steps}>
          {guide.documents.map((document) => (
            <li key={document}>{document}</li>
          ))}
        </ul>
      </ReportSection>
      <ReportSection title={reportCopy.processHeading}>
        <ol className={styles.steps}>
          {guide.process.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
      </ReportSection>
      <ReportSection title={reportCopy.cautionsHeading}>
        <ul className={styles.steps}>
          {guide.cautions.map((caution) => (
            <li key={caution}>{caution}</li>
          ))}
        </ul>
      </ReportSection>
    </>
  );
}
