import { dsrLoanSchema } from '@jipsa/contracts';
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

/** Navigation state of the loan-add page when it edits a listed loan. */
export type DsrLoanEditState = { editIndex: number; loan: DsrLoanEntry };

type Readable = { readonly [key: string]: unknown };
const isRecord = (value: unknown): value is Readable => typeof value === 'object' && value !== null;
const indexOf = (value: unknown) => (typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : null);

function loanOf(value: unknown): DsrLoanEntry | null {
  const parsed = dsrLoanSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

/**
 * Reads /calculator's navigation state; `null` when it names no calculator.
 * @example readCalculatorNavigationState({ calculator: 'DSR' }) // { calculator: 'DSR', loan: null, editIndex: null }
 */
export function readCalculatorNavigationState(
  state: unknown,
): { calculator: CalculatorTab; loan: DsrLoanEntry | null; editIndex: number | null } | null {
  if (!isRecord(state)) return null;
  const calculator = parseCalculatorTab(state.calculator);
  if (calculator === null) return null;
  return { calculator, loan: loanOf(state.loan), editIndex: indexOf(state.editIndex) };
}

/** Reads the loan-add page's navigation state; `null` when it adds a new loan. */
export function readDsrLoanEditState(state: unknown): DsrLoanEditState | null {
  if (!isRecord(state)) return null;
  const editIndex = indexOf(state.editIndex);
  const loan = loanOf(state.loan);
  return editIndex === null || loan === null ? null : { editIndex, loan };
}
