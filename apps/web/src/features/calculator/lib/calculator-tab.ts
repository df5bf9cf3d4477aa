/**
 * The four calculators of /calculator, in tab order. The values are what navigation state
 * `{ calculator }` and the `?tab=` search parameter carry; the loan-add page returns with 'DSR'.
 */
export const CALCULATOR_TABS = ['LTV', 'DTI', 'DSR', 'REPAYMENT'] as const;
export type CalculatorTab = (typeof CALCULATOR_TABS)[number];

/** The search parameter that keeps the open tab in the address (so a reload or a shared link keeps it). */
export const TAB_SEARCH_PARAM = 'tab';

/** The tab before anyone chose one. */
export const DEFAULT_CALCULATOR_TAB: CalculatorTab = 'LTV';

/**
 * A tab name from navigation state or the address bar, or `null` for anything else.
 * @example parseCalculatorTab('DSR') // 'DSR'
 * @example parseCalculatorTab('dsr') // null
 */
export function parseCalculatorTab(value: unknown): CalculatorTab | null {
  return CALCULATOR_TABS.find((tab) => tab === value) ?? null;
}

/**
 * The tab an address opens on: its `?tab=`, else the default.
 * @example tabOfSearch('?tab=DSR') // 'DSR'
 * @example tabOfSearch('') // 'LTV'
 */
export function tabOfSearch(search: string): CalculatorTab {
  return parseCalculatorTab(new URLSearchParams(search).get(TAB_SEARCH_PARAM)) ?? DEFAULT_CALCULATOR_TAB;
}
