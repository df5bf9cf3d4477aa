import type { DsrLoanType, InterestRateType, RepaymentType } from '@jipsa/contracts';
import type { DsrLoanEntry, PeriodUnit } from '../../../shared/store/app-store.ts';
import { MONTHS_PER_YEAR } from './period-to-months.ts';

/**
 * What the loan-add page's cards hold (spec §3 "DSR loan form fields"): amounts as the field shows
 * them (principal and maturity payment in 만원, term and grace in the 년/월 unit), `null` for a choice
 * not made yet.
 */
export type DsrLoanFormValues = {
  loanType: DsrLoanType;
  repaymentType: RepaymentType | null;
  principal: string;
  maturityPaymentAmount: string;
  term: string;
  gracePeriod: string;
  interestRatePercentage: string;
  isMetroArea: boolean | null;
  interestRateType: InterestRateType;
  // Issue 47 #6: asked of a 수도권 전세대출 only, each only when it changes the DSR (`jeonseLoanQuestions`).
  /** 버팀목 or a bank–local-government 협약 전세대출. */
  isPolicyLoan: boolean | null;
  /** A loan newly made (or increased), or an existing one extended without an increase. */
  jeonseStart: JeonseStart | null;
  /** `2025-11-01`, as the date field gives it; '' while not answered. */
  loanDate: string;
  leaseSignedDate: string;
};

export type JeonseStart = 'NEW' | 'EXTENSION';

export type DsrLoanFormField = keyof DsrLoanFormValues;

/**
 * A new loan. Loan type and rate type start on their first option: the spec does not check them on
 * submit, so they must never be missing.
 */
export const EMPTY_DSR_LOAN_FORM: DsrLoanFormValues = {
  loanType: 'MORTGAGE',
  repaymentType: null,
  principal: '',
  maturityPaymentAmount: '',
  term: '',
  gracePeriod: '',
  interestRatePercentage: '',
  isMetroArea: null,
  interestRateType: 'VARIABLE',
  isPolicyLoan: null,
  jeonseStart: null,
  loanDate: '',
  leaseSignedDate: '',
};

const toManwon = (won: number) => String(Math.round(won / 10_000));

/**
 * The form of a listed loan being edited, and the period unit it reads in: years when the current
 * unit is 년 and both periods are whole years, else months.
 * @example dsrLoanToFormValues({ term: 360, gracePeriod: 12, principal: 300_000_000, … }, '년').values.term // '30'
 */
export function dsrLoanToFormValues(
  loan: DsrLoanEntry,
  unit: PeriodUnit,
): { values: DsrLoanFormValues; unit: PeriodUnit } {
  const inYears = unit === '년' && loan.term % MONTHS_PER_YEAR === 0 && loan.gracePeriod % MONTHS_PER_YEAR === 0;
  const period = (months: number) => String(inYears ? months / MONTHS_PER_YEAR : months);
  return {
    unit: inYears ? '년' : '월',
    values: {
      loanType: loan.loanType,
      repaymentType: loan.repaymentType,
      principal: toManwon(loan.principal),
      maturityPaymentAmount: toManwon(loan.maturityPaymentAmount),
      term: period(loan.term),
      gracePeriod: period(loan.gracePeriod),
      interestRatePercentage: String(loan.interestRatePercentage),
      isMetroArea: loan.isMetroArea,
      interestRateType: loan.interestRateType,
      isPolicyLoan: loan.isPolicyLoan ?? null,
      jeonseStart: loan.extendedWithoutIncrease === true ? 'EXTENSION' : loan.loanDate === undefined ? null : 'NEW',
      loanDate: loan.loanDate ?? '',
      leaseSignedDate: loan.leaseSignedDate ?? '',
    },
  };
}
