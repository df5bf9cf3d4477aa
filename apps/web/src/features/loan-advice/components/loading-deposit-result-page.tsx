import { PlaceholderPage } from '../../../shared/ui/placeholder-page.tsx';
import { loanAdviceCopy } from '../copy.ts';

export function LoadingDepositResultPage() {
  return <PlaceholderPage title={loanAdviceCopy.loadingDepositResultTitle} />;
}
