/**
 * The loan types of the DSR form (spec §3). Values equal `dsrLoanTypeSchema` in
 * packages/contracts/src/enums.ts.
 */
export const DSR_LOAN_TYPES = [
  'MORTGAGE',
  'JEONSE_LOAN',
  'PERSONAL_LOAN',
  'OTHER_LOAN',
  'LONG_TERM_CARD_LOAN',
  'OTHER_COLLATERAL_LOAN',
  'INTERIM_PAYMENT_AND_MOVING',
  'OFFICETEL_MORTGAGE_LOAN',
  'JEONSE_DEPOSIT_COLLATERAL_LOAN',
  'NON_HOUSING_REAL_ESTATE_COLLATERAL_LOAN',
  'DEPOSIT_AND_INSURANCE_COLLATERAL_LOAN',
  'SECURITIES_COLLATERAL_LOAN',
] as const;
export type DsrLoanType = (typeof DSR_LOAN_TYPES)[number];

/** 은행 / 제2금융권. Values equal `lenderTypeSchema` in packages/contracts/src/enums.ts. */
export const LENDER_TYPES = ['BANK', 'NON_BANK'] as const;
export type LenderType = (typeof LENDER_TYPES)[number];

// NOTE: docs/domain-rules.md §4: the stress add-on applies to mortgage types from stage 1 and to
// 신용대출 / 기타대출 from stage 2 when they exceed 1억 together (FSC 2024-08-20) [S].
export const MORTGAGE_STRESS_LOAN_TYPES: readonly DsrLoanType[] = ['MORTGAGE', 'OFFICETEL_MORTGAGE_LOAN'];
export const CREDIT_STRESS_LOAN_TYPES: readonly DsrLoanType[] = ['PERSONAL_LOAN', 'OTHER_LOAN'];
