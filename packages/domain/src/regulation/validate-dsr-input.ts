import { INTEREST_RATE_TYPES, type InterestRateType } from '../policy/interest-rate-types.ts';
import { checkLegalMaxInterestRate } from '../policy/legal-max-interest-rate.ts';
import { validatePolicyDate } from '../policy/validate-policy-date.ts';
import { isPolicyDate } from '../policy/policy-date.ts';
import { invalid, VALID, type ValidationResult } from '../policy/validation-result.ts';
import { MAX_INTEREST_RATE_PERCENT } from '../repayment/repayment-limits.ts';
import { validateRepaymentInput } from '../repayment/validate-repayment-input.ts';
import type { DsrLoan } from './dsr-loan.ts';
import { DSR_LOAN_TYPES, LENDER_TYPES, type LenderType } from './dsr-loan-types.ts';
import { DSR_HOUSE_OWNERSHIPS, type DsrHouseOwnership } from './jeonse-interest-in-dsr.ts';
import { validateAnnualIncome } from './validate-annual-income.ts';

/** The new mortgage "the largest that still fits" is priced at. */
export type NewMortgageTerms = {
  readonly interestRatePercentage: number;
  readonly isMetroArea: boolean;
  readonly interestRateType: InterestRateType;
};

export type DsrInput = {
  readonly annualIncome: number;
  readonly loans: readonly DsrLoan[];
  /** Default BANK (40 %). */
  readonly lenderType?: LenderType;
  readonly policyDate: string;
  /** Default DEFAULT_NEW_MORTGAGE (FSC's example: 4.0 %, 수도권, 변동). */
  readonly newMortgage?: NewMortgageTerms;
  /** The household's homes: decides whether a 전세대출's interest counts (10·15 대책). Not given → it counts. */
  readonly houseOwnership?: DsrHouseOwnership;
};

const includes = (values: readonly string[], value: string) => values.includes(value);

/**
 * Checks a DSR request: a positive income, every loan (fields named `loans.<index>.<field>`),
 * the lender type, the new-mortgage terms and the policy date; no contract rate may pass the 법정
 * 최고금리 in force on that date.
 * @example validateDsrInput({ annualIncome: 0, loans: [], policyDate: '2025-10-16' })
 * // { ok: false, field: 'annualIncome', reason: '연소득을 입력해주세요.' }
 */
export function validateDsrInput(input: DsrInput): ValidationResult {
  const income = validateAnnualIncome(input.annualIncome);
  if (!income.ok) return income;
  for (const [index, loan] of input.loans.entries()) {
    const prefix = `loans.${index}.`;
    if (!includes(DSR_LOAN_TYPES, loan.loanType)) return invalid(`${prefix}loanType`, '대출 종류를 선택해주세요.');
    const repayment = validateRepaymentInput(loan, prefix);
    if (!repayment.ok) return repayment;
    if (!includes(INTEREST_RATE_TYPES, loan.interestRateType)) {
      return invalid(`${prefix}interestRateType`, '금리 유형을 선택해주세요.');
    }
    if (typeof loan.isMetroArea !== 'boolean')
      return invalid(`${prefix}isMetroArea`, '대상주택 수도권여부를 입력해주세요.');
    const jeonse = validateJeonseLoanFacts(loan, prefix);
    if (!jeonse.ok) return jeonse;
  }
  if (input.houseOwnership !== undefined && !includes(DSR_HOUSE_OWNERSHIPS, input.houseOwnership)) {
    return invalid('houseOwnership', '주택 보유 수를 선택해주세요.');
  }
  if (input.lenderType !== undefined && !includes(LENDER_TYPES, input.lenderType)) {
    return invalid('lenderType', '금융회사 유형을 선택해주세요.');
  }
  if (input.newMortgage !== undefined) {
    const rate = input.newMortgage.interestRatePercentage;
    const thousandths = rate * 1000;
    if (
      !Number.isFinite(rate) ||
      rate < 0 ||
      rate > MAX_INTEREST_RATE_PERCENT ||
      // Stryker disable next-line EqualityOperator: the edge of a float tolerance; no typed rate is exactly 1e-6 off
      Math.abs(thousandths - Math.round(thousandths)) > 1e-6
    ) {
      return invalid(
        'newMortgage.interestRatePercentage',
        '이자율은 0 이상 100 이하, 소수점 셋째 자리까지 입력해주세요.',
      );
    }
    if (!includes(INTEREST_RATE_TYPES, input.newMortgage.interestRateType)) {
      return invalid('newMortgage.interestRateType', '금리 유형을 선택해주세요.');
    }
  }
  const date = validatePolicyDate(input.policyDate);
  if (!date.ok) return date;
  for (const [index, loan] of input.loans.entries()) {
    const rate = checkLegalMaxInterestRate(
      `loans.${index}.interestRatePercentage`,
      loan.interestRatePercentage,
      input.policyDate,
    );
    if (!rate.ok) return rate;
  }
  if (input.newMortgage === undefined) return VALID;
  return checkLegalMaxInterestRate(
    'newMortgage.interestRatePercentage',
    input.newMortgage.interestRatePercentage,
    input.policyDate,
  );
}

/**
 * The optional facts a 전세대출 is asked (issue 47 #6): real dates, a lease not signed after the loan, yes/no answers.
 * @example validateJeonseLoanFacts({ loanDate: '2025-11-01', leaseSignedDate: '2025-11-02' }, 'loans.0.')
 * // { ok: false, field: 'loans.0.leaseSignedDate', reason: '임대차계약일은 대출 받은 날보다 늦을 수 없어요.' }
 */
export function validateJeonseLoanFacts(
  loan: Pick<DsrLoan, 'loanDate' | 'leaseSignedDate' | 'extendedWithoutIncrease' | 'isPolicyLoan'>,
  prefix = '',
): ValidationResult {
  if (loan.loanDate !== undefined && !isPolicyDate(loan.loanDate)) {
    return invalid(`${prefix}loanDate`, '대출 받은 날은 2025-10-29 형식의 날짜로 입력해주세요.');
  }
  if (loan.leaseSignedDate !== undefined && !isPolicyDate(loan.leaseSignedDate)) {
    return invalid(`${prefix}leaseSignedDate`, '임대차계약일은 2025-10-28 형식의 날짜로 입력해주세요.');
  }
  if (loan.loanDate !== undefined && loan.leaseSignedDate !== undefined && loan.leaseSignedDate > loan.loanDate) {
    return invalid(`${prefix}leaseSignedDate`, '임대차계약일은 대출 받은 날보다 늦을 수 없어요.');
  }
  if (loan.extendedWithoutIncrease !== undefined && typeof loan.extendedWithoutIncrease !== 'boolean') {
    return invalid(`${prefix}extendedWithoutIncrease`, '기존 대출을 증액 없이 연장했는지 선택해주세요.');
  }
  if (loan.isPolicyLoan !== undefined && typeof loan.isPolicyLoan !== 'boolean') {
    return invalid(`${prefix}isPolicyLoan`, '버팀목이나 은행·지자체 협약 전세대출인지 선택해주세요.');
  }
  return VALID;
}
