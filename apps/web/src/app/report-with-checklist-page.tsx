import { ContractChecklistSection } from '../features/contract-checklist/components/contract-checklist-section.tsx';
import { ReportPage } from '../features/loan-advice/components/report-page.tsx';

const checklistOf = (reportId: string) => <ContractChecklistSection reportId={reportId} />;

/**
 * `/report/{id}`: the loan-advice report with the contract checklist kept with it (issue 30). The two are features
 * of their own; the app puts one inside the other.
 */
export function ReportWithChecklistPage() {
  return <ReportPage contractChecklist={checklistOf} />;
}
