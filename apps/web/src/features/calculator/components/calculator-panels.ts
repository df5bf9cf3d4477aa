import { preloadableComponent } from '../../../shared/lib/preloadable-component.tsx';
import { tabOfSearch, type CalculatorTab } from '../lib/calculator-tab.ts';

/**
 * The four calculators of /calculator, each loaded when its tab is first opened (issue 10): a page opened on one tab
 * does not wait for the other three.
 */
export const CALCULATOR_PANELS: Record<CalculatorTab, ReturnType<typeof preloadableComponent>> = {
  LTV: preloadableComponent(() => import('./ltv-calculator.tsx').then((module) => module.LtvCalculator)),
  DTI: preloadableComponent(() => import('./dti-calculator.tsx').then((module) => module.DtiCalculator)),
  DSR: preloadableComponent(() => import('./dsr-calculator.tsx').then((module) => module.DsrCalculator)),
  REPAYMENT: preloadableComponent(() =>
    import('./repayment-calculator.tsx').then((module) => module.RepaymentCalculator),
  ),
};

/**
 * Loads the calculator of the tab an address opens on (`?tab=`), so the page's first render (a hydration) is whole.
 * The loan-add page's return names its tab in navigation state instead; that panel loads as it renders.
 */
export function preloadPanelOf(search: string): Promise<unknown> {
  return CALCULATOR_PANELS[tabOfSearch(search)].preload();
}
