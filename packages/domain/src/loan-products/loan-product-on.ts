import type { PolicyDate } from '../policy/policy-date.ts';
import type { LoanProductDefinition } from './loan-product.ts';

/**
 * A product whose rules read dated figures: its definition as in force on a policy date. The catalogue binds each
 * product to the date of its edition (`loanCatalogueFor`), so `assess` keeps its signature.
 */
export type LoanProductOn = (policyDate: PolicyDate) => LoanProductDefinition;
