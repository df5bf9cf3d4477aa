import type { InterestRateType } from '../policy/interest-rate-types.ts';
import type { RepaymentInput } from '../repayment/repayment-input.ts';
import type { DsrLoanType } from './dsr-loan-types.ts';

/** The loan the DSR form adds (spec §3 "DSR loan form fields"); principal in 원, term and grace in months. */
export type DsrLoan = RepaymentInput & {
  readonly loanType: DsrLoanType;
  readonly interestRateType: InterestRateType;
  /** 수도권 (true) or not: decides the mortgage stress add-on. */
  readonly isMetroArea: boolean;
  // The four facts below are read only for a 전세대출: they decide whether the 10·15 rule covers it (issue 47 #6,
  // `jeonseInterestTreatment`). Each is optional; one not given is answered on a stated condition.
  /** The day the loan was made, or last increased (an increase is a new loan, 10·15 FAQ §5-4). */
  readonly loanDate?: string;
  /** An existing loan on the same home extended without an increase. */
  readonly extendedWithoutIncrease?: boolean;
  /** The day the lease this loan pays for was signed with its deposit (계약금) paid. */
  readonly leaseSignedDate?: string;
  /** A policy 전세대출: 버팀목 or a bank–local-government 협약 전세대출. */
  readonly isPolicyLoan?: boolean;
};
