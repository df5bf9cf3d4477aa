import { PlaceholderPage } from '../../../shared/ui/placeholder-page.tsx';
import { loanAdviceCopy } from '../copy.ts';

export function LoanInfoEntryBPage() {
  return <PlaceholderPage title={loanAdviceCopy.loanInfoEntryBTitle} />;
}
