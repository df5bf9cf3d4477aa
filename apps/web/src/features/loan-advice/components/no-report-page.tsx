import { useParams } from 'react-router';
import { PlaceholderPage } from '../../../shared/ui/placeholder-page.tsx';
import { loanAdviceCopy } from '../copy.ts';

export function NoReportPage() {
  const { id = '' } = useParams();
  return (
    <PlaceholderPage title={loanAdviceCopy.noReportTitle}>
      <p>{loanAdviceCopy.reportNumber(id)}</p>
    </PlaceholderPage>
  );
}
