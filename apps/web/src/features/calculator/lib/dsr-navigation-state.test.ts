import { describe, expect, it } from 'vitest';
import type { DsrLoanEntry } from '../../../shared/store/app-store.ts';
import { readDsrLoanEditState } from './dsr-loan-edit-state.ts';
import { checkHandedOverLoan, readCalculatorNavigationState } from './dsr-navigation-state.ts';

const LOAN: DsrLoanEntry = {
  loanType: 'JEONSE_LOAN',
  principal: 200_000_000,
  interestRatePercentage: 3.9,
  term: 24,
  gracePeriod: 12,
  repaymentType: 'BULLET',
  maturityPaymentAmount: 200_000_000,
  interestRateType: 'PERIODIC',
  isMetroArea: false,
};

describe('readCalculatorNavigationState', () => {
  it('calculator 가 있으면 탭과 대출, 자리를 읽어요', () => {
    expect(readCalculatorNavigationState({ calculator: 'DSR', loan: LOAN, editIndex: 2 })).toEqual({
      calculator: 'DSR',
      loan: LOAN,
      editIndex: 2,
    });
    expect(readCalculatorNavigationState({ calculator: 'DSR' })).toEqual({
      calculator: 'DSR',
      loan: null,
      editIndex: null,
    });
  });

  it('맞지 않는 자리는 버리고, 대출은 계약으로 따로 확인해요', async () => {
    const badLoan = { ...LOAN, principal: -1 };
    expect(readCalculatorNavigationState({ calculator: 'DSR', loan: badLoan, editIndex: -1 })).toEqual({
      calculator: 'DSR',
      loan: badLoan,
      editIndex: null,
    });
    await expect(checkHandedOverLoan(badLoan)).resolves.toBeNull();
    await expect(checkHandedOverLoan(null)).resolves.toBeNull();
    await expect(checkHandedOverLoan(LOAN)).resolves.toEqual(LOAN);
  });

  it('계산기를 말하지 않는 state 는 없는 것으로 봐요', () => {
    expect(readCalculatorNavigationState(null)).toBeNull();
    expect(readCalculatorNavigationState({ loan: LOAN })).toBeNull();
  });
});

describe('readDsrLoanEditState', () => {
  it('자리와 대출이 모두 있어야 고치기예요', () => {
    expect(readDsrLoanEditState({ editIndex: 0, loan: LOAN })).toEqual({ editIndex: 0, loan: LOAN });
    expect(readDsrLoanEditState({ loan: LOAN })).toBeNull();
    expect(readDsrLoanEditState({ editIndex: 0, loan: { ...LOAN, principal: -1 } })).toBeNull();
    expect(readDsrLoanEditState(undefined)).toBeNull();
  });
});
