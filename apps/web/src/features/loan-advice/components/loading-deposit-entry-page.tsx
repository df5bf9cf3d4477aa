import { PlaceholderPage } from '../../../shared/ui/placeholder-page.tsx';
import { loanAdviceCopy } from '../copy.ts';

export function LoadingDepositEntryPage() {
  return <PlaceholderPage title={loanAdviceCopy.loadingDepositEntryTitle} />;
}
