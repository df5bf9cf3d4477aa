import { PlaceholderPage } from '../../../shared/ui/placeholder-page.tsx';
import { loanAdviceCopy } from '../copy.ts';

export function LoadingReportPage() {
  return <PlaceholderPage title={loanAdviceCopy.loadingReportTitle} />;
}
