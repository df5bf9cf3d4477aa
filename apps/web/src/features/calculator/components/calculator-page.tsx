import { PlaceholderPage } from '../../../shared/ui/placeholder-page.tsx';
import { calculatorCopy } from '../copy.ts';

export function CalculatorPage() {
  return <PlaceholderPage title={calculatorCopy.calculatorTitle} />;
}
