import { useId, useRef, type ComponentType, type KeyboardEvent } from 'react';
import { useDocumentTitle } from '../../../shared/lib/use-document-title.ts';
import { calculatorCopy } from '../copy.ts';
import { useCalculatorTab } from '../hooks/use-calculator-tab.ts';
import { CALCULATOR_TABS, type CalculatorTab } from '../lib/calculator-tab.ts';
import styles from './calculator-page.module.css';
import { DsrCalculator } from './dsr-calculator.tsx';
import { DtiCalculator } from './dti-calculator.tsx';
import { LtvCalculator } from './ltv-calculator.tsx';
import { MarketRatesNote } from './market-rates-note.tsx';
import { RepaymentCalculator } from './repayment-calculator.tsx';

const PANELS: Record<CalculatorTab, ComponentType> = {
  LTV: LtvCalculator,
  DTI: DtiCalculator,
  DSR: DsrCalculator,
  REPAYMENT: RepaymentCalculator,
};

/**
 * /calculator: four calculators behind tabs (LTV, DTI, DSR, 원리금). Every panel stays mounted, so
 * what was typed in one survives a look at another.
 */
export function CalculatorPage() {
  useDocumentTitle(calculatorCopy.calculatorTitle);
  const { tab, selectTab } = useCalculatorTab();
  const idPrefix = useId();
  const tabRefs = useRef<Partial<Record<CalculatorTab, HTMLButtonElement | null>>>({});

  // WAI-ARIA tabs: arrows, Home and End move between tabs and select them.
  const moveWithKeys = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = CALCULATOR_TABS.indexOf(tab);
    const last = CALCULATOR_TABS.length - 1;
    const target =
      event.key === 'ArrowRight'
        ? index === last
          ? 0
          : index + 1
        : event.key === 'ArrowLeft'
          ? index === 0
            ? last
            : index - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    const next = target === null ? undefined : CALCULATOR_TABS[target];
    if (next === undefined) return;
    event.preventDefault();
    selectTab(next);
    tabRefs.current[next]?.focus();
  };

  return (
    <section className={styles.page}>
      <h1 className={styles.title}>{calculatorCopy.calculatorTitle}</h1>
      <div className={styles.tabs} role="tablist" aria-label={calculatorCopy.tabListLabel} onKeyDown={moveWithKeys}>
        {CALCULATOR_TABS.map((name) => (
          <button
            key={name}
            ref={(element) => {
              tabRefs.current[name] = element;
            }}
            id={`${idPrefix}-tab-${name}`}
            type="button"
            role="tab"
            className={styles.tab}
            aria-selected={name === tab}
            aria-controls={`${idPrefix}-panel-${name}`}
            tabIndex={name === tab ? 0 : -1}
            onClick={() => selectTab(name)}
          >
            {calculatorCopy.tabs[name]}
          </button>
        ))}
      </div>
      {CALCULATOR_TABS.map((name) => {
        const Panel = PANELS[name];
        return (
          <div
            key={name}
            id={`${idPrefix}-panel-${name}`}
            role="tabpanel"
            aria-labelledby={`${idPrefix}-tab-${name}`}
            hidden={name !== tab}
            className={styles.panel}
          >
            <Panel />
          </div>
        );
      })}
      {/* Under the forms: it arrives after the first paint and must not push the tabs and fields down. */}
      <MarketRatesNote />
    </section>
  );
}
