import { PlaceholderPage } from '../../../shared/ui/placeholder-page.tsx';
import { loanAdviceCopy } from '../copy.ts';

export function DepositResultPage() {
  return <PlaceholderPage title={loanAdviceCopy.depositResultTitle} />;
}
