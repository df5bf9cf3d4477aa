import { PlaceholderPage } from '../../../shared/ui/placeholder-page.tsx';
import { loanAdviceCopy } from '../copy.ts';

export function DepositEntryPage() {
  return <PlaceholderPage title={loanAdviceCopy.depositEntryTitle} />;
}
