import type { DsrLoan } from '../dsr-loan.ts';
import type { DsrInput } from '../validate-dsr-input.ts';
import type { DtiInput } from '../validate-dti-input.ts';
import type { LtvInput } from '../validate-ltv-input.ts';

/** A request each calculator accepts (2025-10-16 rules): the base the tests change one field of. */
export const LTV_INPUT: LtvInput = {
  loanPurpose: 'HOME_PURCHASE',
  collateralValue: 1_000_000_000,
  regionType: 'REGULATED_AREA',
  houseOwnershipType: 'NO_HOUSE',
  policyDate: '2025-10-16',
};

export const DTI_INPUT: DtiInput = {
  annualIncome: 50_000_000,
  loanAmount: 100_000_000,
  interestRate: 4,
  loanTerm: 360,
  repaymentType: 'AMORTIZING',
  yearlyLoanInterestRepayment: 0,
  policyDate: '2025-10-16',
};

export const DSR_LOAN: DsrLoan = {
  loanType: 'MORTGAGE',
  principal: 300_000_000,
  interestRatePercentage: 4,
  term: 360,
  gracePeriod: 12,
  repaymentType: 'AMORTIZING',
  maturityPaymentAmount: 300_000_000,
  interestRateType: 'MIXED',
  isMetroArea: true,
};

export const DSR_INPUT: DsrInput = { annualIncome: 80_000_000, loans: [DSR_LOAN], policyDate: '2025-10-16' };
