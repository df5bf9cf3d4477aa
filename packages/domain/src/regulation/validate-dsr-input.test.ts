import { describe, expect, it } from 'vitest';
import { DSR_INPUT, DSR_LOAN } from './testing/calculator-inputs.ts';
import type { DsrLoan } from './dsr-loan.ts';
import { validateDsrInput, type DsrInput } from './validate-dsr-input.ts';

const loan = DSR_LOAN;
const input = DSR_INPUT;

describe('validateDsrInput', () => {
  it('올바른 요청과 대출이 없는 요청은 통과해요', () => {
    expect(validateDsrInput(input)).toEqual({ ok: true });
    expect(validateDsrInput({ ...input, loans: [], lenderType: 'NON_BANK' })).toEqual({ ok: true });
  });

  it('연소득 0은 annualIncome 오류예요', () => {
    expect(validateDsrInput({ ...input, annualIncome: 0 })).toEqual({
      ok: false,
      field: 'annualIncome',
      reason: '연소득을 입력해주세요.',
    });
  });

  it('목록 속 대출의 잘못된 항목은 loans.<번호>.<항목>으로 알려줘요', () => {
    const loans = [loan, { ...loan, term: 12, gracePeriod: 12 }];
    expect(validateDsrInput({ ...input, loans })).toEqual({
      ok: false,
      field: 'loans.1.gracePeriod',
      reason: '거치기간은 대출기간보다 짧아야 해요.',
    });
  });

  it.each([
    [{ loans: [{ ...loan, loanType: 'CAR_LOAN' as DsrLoan['loanType'] }] }, 'loans.0.loanType'],
    [{ loans: [{ ...loan, interestRateType: 'FIXED' as DsrLoan['interestRateType'] }] }, 'loans.0.interestRateType'],
    [{ loans: [{ ...loan, principal: -1 }] }, 'loans.0.principal'],
    [{ lenderType: 'INSURER' as DsrInput['lenderType'] }, 'lenderType'],
    [
      { newMortgage: { interestRatePercentage: 120, isMetroArea: true, interestRateType: 'VARIABLE' as const } },
      'newMortgage.interestRatePercentage',
    ],
    [{ policyDate: '2025/10/16' }, 'policyDate'],
  ])('%o 이면 %s 항목을 알려줘요', (change, field) => {
    const result = validateDsrInput({ ...input, ...change });
    expect(result.ok === false && result.field).toBe(field);
  });
});
