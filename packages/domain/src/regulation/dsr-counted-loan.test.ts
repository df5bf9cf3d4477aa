import { describe, expect, it } from 'vitest';
import type { DsrLoan } from './dsr-loan.ts';
import { dsrCountedLoan } from './dsr-counted-loan.ts';

const fiftyYears: DsrLoan = {
  loanType: 'MORTGAGE',
  principal: 300_000_000,
  interestRatePercentage: 4,
  term: 600,
  gracePeriod: 0,
  repaymentType: 'AMORTIZING',
  maturityPaymentAmount: 0,
  interestRateType: 'VARIABLE',
  isMetroArea: true,
};

describe('dsrCountedLoan', () => {
  it('40년 넘는 주택담보대출은 2023-09-13부터 40년(480개월)으로 세요', () => {
    expect(dsrCountedLoan(fiftyYears, '2023-09-13')).toEqual({ ...fiftyYears, term: 480 });
    expect(dsrCountedLoan(fiftyYears, '2023-09-12')).toEqual(fiftyYears);
  });

  it.each(['OFFICETEL_MORTGAGE_LOAN', 'OTHER_LOAN', 'INTERIM_PAYMENT_AND_MOVING'] as const)(
    '주택담보대출이 아닌 %s는 50년이어도 그대로 세요',
    (loanType) => {
      const loan = { ...fiftyYears, loanType };
      expect(dsrCountedLoan(loan, '2025-10-16')).toEqual(loan);
    },
  );
});
