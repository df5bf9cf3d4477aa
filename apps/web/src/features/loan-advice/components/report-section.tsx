import { useId, type ReactNode } from 'react';
import { reportCopy } from '../copy-report.ts';
import styles from './report-page.module.css';

export type ReportSectionProps = {
  title: string;
  /** Marks the figures of the section as estimates ("예상"). */
  isEstimate?: boolean;
  children: ReactNode;
};

/** One card of the report, named by its heading for screen readers. */
export function ReportSection({ title, isEstimate = false, children }: ReportSectionProps) {
  const headingId = useId();
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.sectionTitle}>
        {title}
        {isEstimate && <EstimateTag />}
      </h2>
      {children}
    </section>
  );
}

/** The "예상" mark of figures that rest on an estimate; the space keeps it a word of its own when read aloud. */
export function EstimateTag() {
  return (
    <>
      {' '}
      <span className={styles.estimate}>{reportCopy.estimate}</span>
    </>
  );
}

/** Under figures marked "예상": what the mark means (issue 50). */
export function EstimateNote() {
  return <p className={styles.caption}>{reportCopy.estimateExplained}</p>;
}
