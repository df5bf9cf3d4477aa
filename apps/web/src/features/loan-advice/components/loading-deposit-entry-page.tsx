import { useDocumentTitle } from '../../../shared/lib/use-document-title.ts';
import { loanAdviceCopy } from '../copy.ts';
import { LoadingDepositEntrySkeleton } from './loading-deposit-entry-skeleton.tsx';

/** The spec's /loading/deposit-entry route: the same skeleton the page shows while it loads. */
export function LoadingDepositEntryPage() {
  useDocumentTitle(loanAdviceCopy.loadingDepositEntryTitle);
  return <LoadingDepositEntrySkeleton />;
}
