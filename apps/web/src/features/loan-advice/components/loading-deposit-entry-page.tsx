import { useDocumentTitle } from '../../../shared/lib/use-document-title.ts';
import { depositCopy } from '../copy-deposit.ts';
import { LoadingDepositEntrySkeleton } from './loading-deposit-entry-skeleton.tsx';

/** The spec's /loading/deposit-entry route: the same skeleton the page shows while it loads. */
export function LoadingDepositEntryPage() {
  useDocumentTitle(depositCopy.loadingEntryTitle);
  return <LoadingDepositEntrySkeleton />;
}
