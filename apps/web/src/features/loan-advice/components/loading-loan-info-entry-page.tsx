import { PlaceholderPage } from '../../../shared/ui/placeholder-page.tsx';
import { loanAdviceCopy } from '../copy.ts';

export function LoadingLoanInfoEntryPage() {
  return <PlaceholderPage title={loanAdviceCopy.loadingLoanInfoEntryTitle} />;
}
