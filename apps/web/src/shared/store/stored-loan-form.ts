import { partialLoanProfileSchema } from '@jipsa/contracts';
import type { LoanForm } from './app-store.ts';

/**
 * The answers of a loan form kept by an earlier page load, when they still fit the contract (a deploy may have
 * changed it); `undefined` otherwise. Its own module: the schema library loads only when there is a form to check.
 */
export function checkStoredLoanForm(stored: unknown): Partial<LoanForm> | undefined {
  const form = partialLoanProfileSchema.safeParse(stored);
  return form.success ? form.data : undefined;
}
