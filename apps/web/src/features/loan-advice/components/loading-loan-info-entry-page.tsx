import { useDocumentTitle } from '../../../shared/lib/use-document-title.ts';
import { loanAdviceCopy } from '../copy.ts';
import { LoadingLoanInfoEntrySkeleton } from './loading-loan-info-entry-skeleton.tsx';

/** The spec's /loading/loan-info-entry route: the same skeleton the page shows while it loads. */
export function LoadingLoanInfoEntryPage() {
  useDocumentTitle(loanAdviceCopy.loadingLoanInfoEntryTitle);
  return <LoadingLoanInfoEntrySkeleton />;
}
