import { useDocumentTitle } from '../../../shared/lib/use-document-title.ts';
import { loanAdviceCopy } from '../copy.ts';
import { LoadingReportSkeleton } from './loading-report-skeleton.tsx';

/** The spec's /loading/report route: the same skeleton the page shows while it loads. */
export function LoadingReportPage() {
  useDocumentTitle(loanAdviceCopy.loadingReportTitle);
  return <LoadingReportSkeleton />;
}
