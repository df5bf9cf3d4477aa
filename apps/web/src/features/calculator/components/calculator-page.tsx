import { lazy, Suspense, useEffect, useId, useRef, useState, type ComponentType, type KeyboardEvent } from 'react';
import { useDocumentTitle } from '../../../shared/lib/use-document-title.ts';
import { whenIdle } from '../../../shared/lib/when-idle.ts';
import { PageFallback } from '../../../shared/ui/page-fallback.tsx';
import { calculatorCopy } from '../copy.ts';
import { useCalculatorTab } from '../hooks/use-calculator-tab.ts';
import { CALCULATOR_TABS, type CalculatorTab } from '../lib/calculator-tab.ts';
import { CALCULATOR_PANELS, preloadPanelOf } from './calculator-panels.ts';
import styles from './calculator-page.module.css';

// A reference under the forms that arrives after the first paint anyway.
const MarketRatesNote = lazy(() =>
  import('./market-rates-note.tsx').then((module) => ({ default: module.MarketRatesNote })),
);

/** The page, once the calculator of the tab its address opens on is here too (its first render is then whole). */
export async function loadCalculatorPage(): Promise<ComponentType> {
  await preloadPanelOf(window.location.search);
  return CalculatorPage;
}

/**
 * /calculator: four calculators behind tabs (LTV, DTI, DSR, 원리금). A panel is rendered from the first time its tab
 * is opened and then stays mounted, so what was typed in one survives a look at another.
 */
export function CalculatorPage() {
  useDocumentTitle(calculatorCopy.calculatorTitle);
  const { tab, selectTab } = useCalculatorTab();
  const [openedTabs, setOpenedTabs] = useState<ReadonlySet<CalculatorTab>>(() => new Set([tab]));
  if (!openedTabs.has(tab)) setOpenedTabs(new Set([...openedTabs, tab]));
  useEffect(() => {
    // The other calculators' code comes once the page is live and the browser idle, so a tap on a tab rarely waits.
    whenIdle(() => CALCULATOR_TABS.forEach((name) => void CALCULATOR_PANELS[name].preload().catch(() => undefined)));
  }, []);
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
        const Panel = CALCULATOR_PANELS[name].Component;
        return (
          <div
            key={name}
            id={`${idPrefix}-panel-${name}`}
            role="tabpanel"
            aria-labelledby={`${idPrefix}-tab-${name}`}
            hidden={name !== tab}
            className={styles.panel}
          >
            {openedTabs.has(name) && (
              <Suspense fallback={<PageFallback />}>
                <Panel />
              </Suspense>
            )}
          </div>
        );
      })}
      {/* Under the forms: it arrives after the first paint and must not push the tabs and fields down. */}
      <Suspense fallback={null}>
        <MarketRatesNote />
      </Suspense>
    </section>
  );
}
