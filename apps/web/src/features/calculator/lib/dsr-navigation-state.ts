import type { DsrLoanEntry } from '../../../shared/store/app-store.ts';
import { parseCalculatorTab, type CalculatorTab } from './calculator-tab.ts';

// The hand-off between /calculator and /calculator/dsrLoanAddPage (spec §4 "DSR form"), through
// navigation state. History state survives reloads and can hold anything, so both readers check it.

/** Navigation state of /calculator: which tab, and the loan the add page just made. */
export type CalculatorNavigationState = {
  calculator: CalculatorTab;
  /** The added loan (spec §3 "The added-loan object"); absent after a cancel. */
  loan?: DsrLoanEntry;
  /** Set when the loan replaces the list's loan at this index (an edit). */
  editIndex?: number;
};

type Readable = { readonly [key: string]: unknown };
export const isRecord = (value: unknown): value is Readable => typeof value === 'object' && value !== null;
export const indexOf = (value: unknown) =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : null;

const loadDsrLoanSchema = () => import('@jipsa/contracts/calculators').then((contract) => contract.dsrLoanSchema);

/**
 * Reads /calculator's navigation state; `null` when it names no calculator. The loan is still unchecked: its schema
 * loads on demand (`checkHandedOverLoan`), so the calculator page's first code stays without it (issue 10).
 * @example readCalculatorNavigationState({ calculator: 'DSR' }) // { calculator: 'DSR', loan: null, editIndex: null }
 */
export function readCalculatorNavigationState(
  state: unknown,
): { calculator: CalculatorTab; loan: unknown; editIndex: number | null } | null {
  if (!isRecord(state)) return null;
  const calculator = parseCalculatorTab(state.calculator);
  if (calculator === null) return null;
  return { calculator, loan: state.loan ?? null, editIndex: indexOf(state.editIndex) };
}

/** The loan a navigation state handed back, when it matches the contract; otherwise `null`. */
export async function checkHandedOverLoan(value: unknown): Promise<DsrLoanEntry | null> {
  if (value === null) return null;
  const parsed = (await loadDsrLoanSchema()).safeParse(value);
  return parsed.success ? parsed.data : null;
}
