import { describe, expect, it } from 'vitest';
import type { DsrLoan } from './dsr-loan.ts';
import type { DsrLoanType } from './dsr-loan-types.ts';
import { dsrPrincipalTermMonths } from './dsr-principal-term.ts';
import type { RepaymentType } from '../repayment/repayment-types.ts';

const loan = (loanType: DsrLoanType, repaymentType: RepaymentType, term: number): DsrLoan => ({
  loanType,
  repaymentType,
  term,
  principal: 100_000_000,
  interestRatePercentage: 4,
  gracePeriod: 0,
  maturityPaymentAmount: 0,
  interestRateType: 'VARIABLE',
  isMetroArea: true,
});

describe('dsrPrincipalTermMonths', () => {
  it.each([
    ['MORTGAGE', 'AMORTIZING', 360, 360],
    ['MORTGAGE', 'BULLET', 360, 120],
    ['MORTGAGE', 'BULLET', 60, 60],
    ['JEONSE_LOAN', 'BULLET', 24, null],
    ['JEONSE_LOAN', 'AMORTIZING', 24, null],
    ['PERSONAL_LOAN', 'BULLET', 12, 60],
    ['PERSONAL_LOAN', 'AMORTIZING', 36, 60],
    ['PERSONAL_LOAN', 'AMORTIZING', 84, 84],
    ['PERSONAL_LOAN', 'EQUAL_PRINCIPAL', 120, 120],
    ['PERSONAL_LOAN', 'AMORTIZING', 180, 120],
    ['OTHER_LOAN', 'BULLET', 30, 30],
    ['LONG_TERM_CARD_LOAN', 'AMORTIZING', 24, 24],
    ['LONG_TERM_CARD_LOAN', 'AMORTIZING', 60, 36],
    ['OTHER_COLLATERAL_LOAN', 'BULLET', 12, 120],
    ['INTERIM_PAYMENT_AND_MOVING', 'BULLET', 36, 300],
    ['OFFICETEL_MORTGAGE_LOAN', 'AMORTIZING', 240, 240],
    ['OFFICETEL_MORTGAGE_LOAN', 'BULLET', 240, 96],
    ['JEONSE_DEPOSIT_COLLATERAL_LOAN', 'BULLET', 24, 48],
    ['NON_HOUSING_REAL_ESTATE_COLLATERAL_LOAN', 'AMORTIZING', 360, 96],
    ['DEPOSIT_AND_INSURANCE_COLLATERAL_LOAN', 'BULLET', 12, null],
    ['SECURITIES_COLLATERAL_LOAN', 'BULLET', 12, 96],
  ] as const)('%s %s %i개월이면 원금을 %s개월로 나눠 셈해요', (loanType, repaymentType, term, expected) => {
    expect(dsrPrincipalTermMonths(loan(loanType, repaymentType, term))).toBe(expected);
  });
});
