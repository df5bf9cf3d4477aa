import { PATHS } from '../../../shared/config/paths.ts';
import { PlaceholderPage } from '../../../shared/ui/placeholder-page.tsx';
import { calculatorCopy } from '../copy.ts';

export function DsrLoanAddPage() {
  return (
    <PlaceholderPage
      title={calculatorCopy.dsrLoanAddTitle}
      backTo={{ to: PATHS.calculator, label: calculatorCopy.backToCalculator }}
    />
  );
}
