import { formatWon } from '../money/format-won.ts';
import { validateAnnualIncome } from './validate-annual-income.ts';
import { checkLegalMaxInterestRate } from '../policy/legal-max-interest-rate.ts';
import { validatePolicyDate } from '../policy/validate-policy-date.ts';
import { invalid, type ValidationResult } from '../policy/validation-result.ts';
import { MAX_LOAN_AMOUNT } from '../repayment/repayment-limits.ts';
import type { RepaymentType } from '../repayment/repayment-types.ts';
import { validateRepaymentInput } from '../repayment/validate-repayment-input.ts';

/** The DTI calculator's fields (spec §3 "Calculator states"). */
export type DtiInput = {
  readonly annualIncome: number;
  readonly loanAmount: number;
  /** Percent, up to 3 decimals. */
  readonly interestRate: number;
  /** Months. */
  readonly loanTerm: number;
  readonly repaymentType: RepaymentType;
  /** Annual interest already paid on other loans, in 원. */
  readonly yearlyLoanInterestRepayment: number;
  readonly policyDate: string;
};

const FIELD_OF_REPAYMENT: Readonly<Record<string, string>> = {
  principal: 'loanAmount',
  interestRatePercentage: 'interestRate',
  term: 'loanTerm',
  repaymentType: 'repaymentType',
};

/**
 * Checks a DTI request; a zero income has no ratio, so it is refused, and a rate above the 법정 최고금리
 * of the policy date cannot be a real loan.
 * @example validateDtiInput({ annualIncome: 0, loanAmount: 1e8, interestRate: 4, loanTerm: 360, repaymentType: 'AMORTIZING', yearlyLoanInterestRepayment: 0, policyDate: '2025-10-16' })
 * // { ok: false, field: 'annualIncome', reason: '연소득을 입력해주세요.' }
 */
export function validateDtiInput(input: DtiInput): ValidationResult {
  const income = validateAnnualIncome(input.annualIncome);
  if (!income.ok) return income;
  const loan = validateRepaymentInput({
    principal: input.loanAmount,
    interestRatePercentage: input.interestRate,
    term: input.loanTerm,
    repaymentType: input.repaymentType,
  });
  if (!loan.ok) return invalid(FIELD_OF_REPAYMENT[loan.field] ?? loan.field, loan.reason);
  const other = input.yearlyLoanInterestRepayment;
  if (!Number.isSafeInteger(other) || other < 0 || other > MAX_LOAN_AMOUNT) {
    return invalid(
      'yearlyLoanInterestRepayment',
      `다른 대출의 연간 이자는 0원 이상 ${formatWon(MAX_LOAN_AMOUNT)} 이하로 입력해주세요.`,
    );
  }
  const date = validatePolicyDate(input.policyDate);
  if (!date.ok) return date;
  return checkLegalMaxInterestRate('interestRate', input.interestRate, input.policyDate);
}
