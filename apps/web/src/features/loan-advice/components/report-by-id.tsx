import type { LoanAdviceReport } from '@jipsa/contracts';
import type { ReactNode } from 'react';
import { ErrorView } from '../../../shared/ui/error-view.tsx';
import { isReportId, isReportUnavailable, useLoanAdviceReportQuery } from '../api/loan-advice-report.ts';
import { LoadingReportSkeleton } from './loading-report-skeleton.tsx';
import styles from './report-page.module.css';
import { ReportNotFound } from './report-not-found.tsx';

export type ReportByIdProps = {
  id: string;
  /** The page heading, also shown while loading and on failure. */
  title: string;
  children: (report: LoanAdviceReport) => ReactNode;
};

/**
 * Loads a stored report by the id in the address (so a reload or a shared link works) and renders it;
 * meanwhile the report skeleton, and for an id this person cannot open the friendly "not found".
 */
export function ReportById({ id, title, children }: ReportByIdProps) {
  const report = useLoanAdviceReportQuery(id);
  if (!isReportId(id) || (report.isError && isReportUnavailable(report.error))) {
    return <ReportNotFound title={title} id={id} />;
  }
  if (report.isPending) return <LoadingReportSkeleton title={title} />;
  if (report.isError) {
    return (
      <section className={styles.page}>
        <h1 className={styles.title}>{title}</h1>
        <ErrorView onRetry={() => void report.refetch()} />
      </section>
    );
  }
  return children(report.data);
}
