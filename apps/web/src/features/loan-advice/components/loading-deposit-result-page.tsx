import { useDocumentTitle } from '../../../shared/lib/use-document-title.ts';
import { loanAdviceCopy } from '../copy.ts';
import { LoadingDepositResultSkeleton } from './loading-deposit-result-skeleton.tsx';

/** The spec's /loading/deposit-result route: the same skeleton the page shows while it loads. */
export function LoadingDepositResultPage() {
  useDocumentTitle(loanAdviceCopy.loadingDepositResultTitle);
  return <LoadingDepositResultSkeleton />;
}
