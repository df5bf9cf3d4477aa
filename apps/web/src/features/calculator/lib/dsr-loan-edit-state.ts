import { dsrLoanSchema } from '@jipsa/contracts';
import type { DsrLoanEntry } from '../../../shared/store/app-store.ts';
import { indexOf, isRecord } from './dsr-navigation-state.ts';

/** Navigation state of the loan-add page when it edits a listed loan. */
export type DsrLoanEditState = { editIndex: number; loan: DsrLoanEntry };

/** Reads the loan-add page's navigation state; `null` when it adds a new loan. */
export function readDsrLoanEditState(state: unknown): DsrLoanEditState | null {
  if (!isRecord(state)) return null;
  const editIndex = indexOf(state.editIndex);
  const parsed = dsrLoanSchema.safeParse(state.loan);
  return editIndex === null || !parsed.success ? null : { editIndex, loan: parsed.data };
}
