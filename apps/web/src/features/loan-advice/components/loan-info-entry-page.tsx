import { PlaceholderPage } from '../../../shared/ui/placeholder-page.tsx';
import { loanAdviceCopy } from '../copy.ts';

export function LoanInfoEntryPage() {
  return <PlaceholderPage title={loanAdviceCopy.loanInfoEntryTitle} />;
}
