import { useParams } from 'react-router';
import { PlaceholderPage } from '../../../shared/ui/placeholder-page.tsx';
import { loanAdviceCopy } from '../copy.ts';

export function ReportPage() {
  const { id = '' } = useParams();
  return (
    <PlaceholderPage title={loanAdviceCopy.reportTitle}>
      <p>{loanAdviceCopy.reportNumber(id)}</p>
    </PlaceholderPage>
  );
}
