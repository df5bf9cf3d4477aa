import type { InterestRateType } from '../policy/interest-rate-types.ts';
import type { RepaymentInput } from '../repayment/repayment-input.ts';
import type { DsrLoanType } from './dsr-loan-types.ts';

/** The loan the DSR form adds (spec §3 "DSR loan form fields"); principal in 원, term and grace in months. */
export type DsrLoan = RepaymentInput & {
  readonly loanType: DsrLoanType;
  readonly interestRateType: InterestRateType;
  /** 수도권 (true) or not: decides the mortgage stress add-on. */
  readonly isMetroArea: boolean;
};
