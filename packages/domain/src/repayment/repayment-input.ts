import type { Won } from '../money/won.ts';
import type { RepaymentType } from './repayment-types.ts';

/** A loan as the repayment calculator and the DSR form describe it (field names of the spec). */
export type RepaymentInput = {
  readonly principal: Won;
  /** Annual rate in percent, up to 3 decimals (3.25 = 3.25 %). */
  readonly interestRatePercentage: number;
  /** Months, grace included. */
  readonly term: number;
  /** Interest-only months before the instalments (instalment loans only). Default 0. */
  readonly gracePeriod?: number;
  readonly repaymentType: RepaymentType;
  /** Balloon paid with the last instalment; 0 or ≥ principal means none. Default 0. */
  readonly maturityPaymentAmount?: Won;
};

export type RepaymentScheduleRow = {
  readonly installmentNumber: number;
  readonly principalPayment: Won;
  readonly interestPayment: Won;
  readonly totalPayment: Won;
  readonly remainingPrincipal: Won;
};

export type RepaymentTotals = {
  readonly totalPrincipal: Won;
  readonly totalInterest: Won;
  readonly totalPayment: Won;
  readonly totalInstallments: number;
};

export type RepaymentSchedule = RepaymentTotals & { readonly schedule: readonly RepaymentScheduleRow[] };
