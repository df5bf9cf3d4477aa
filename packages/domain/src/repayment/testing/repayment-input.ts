import type { RepaymentInput } from '../repayment-input.ts';

/** A loan the 원리금 calculator accepts: the base the tests change one field of. */
export const REPAYMENT_INPUT: RepaymentInput = {
  principal: 100_000_000,
  interestRatePercentage: 4.125,
  term: 360,
  gracePeriod: 12,
  repaymentType: 'AMORTIZING',
  maturityPaymentAmount: 0,
};
