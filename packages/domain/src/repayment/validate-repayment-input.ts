import { formatWon } from '../money/format-won.ts';
import { invalid, VALID, type ValidationResult } from '../policy/validation-result.ts';
import type { RepaymentInput } from './repayment-input.ts';
import {
  INTEREST_RATE_DECIMALS,
  MAX_GRACE_MONTHS,
  MAX_INTEREST_RATE_PERCENT,
  MAX_LOAN_AMOUNT,
  MAX_TERM_MONTHS,
} from './repayment-limits.ts';
import { isInstalmentRepayment, REPAYMENT_TYPES } from './repayment-types.ts';

const MAX_AMOUNT_TEXT = formatWon(MAX_LOAN_AMOUNT);
const RATE_SCALE = 10 ** INTEREST_RATE_DECIMALS;

/**
 * Checks a loan before any schedule is built: bounds of every field and the combinations that
 * do not exist (grace ≥ term on an instalment loan). `fieldPrefix` names a loan inside a list
 * (e.g. 'loans.0.') so the error points at the right field.
 * @example validateRepaymentInput({ principal: 1e8, interestRatePercentage: 4, term: 12, gracePeriod: 12, repaymentType: 'AMORTIZING' })
 * // { ok: false, field: 'gracePeriod', reason: '거치기간은 대출기간보다 짧아야 해요.' }
 */
export function validateRepaymentInput(input: RepaymentInput, fieldPrefix = ''): ValidationResult {
  const field = (name: string) => `${fieldPrefix}${name}`;
  if (!(REPAYMENT_TYPES as readonly string[]).includes(input.repaymentType)) {
    return invalid(field('repaymentType'), '대출 상환방법을 선택해주세요.');
  }
  if (!isAmount(input.principal)) {
    return invalid(field('principal'), `대출금액은 0원 이상 ${MAX_AMOUNT_TEXT} 이하로 입력해주세요.`);
  }
  if (!isRate(input.interestRatePercentage)) {
    return invalid(field('interestRatePercentage'), '이자율은 0 이상 100 이하, 소수점 셋째 자리까지 입력해주세요.');
  }
  if (!isWholeBetween(input.term, 1, MAX_TERM_MONTHS)) {
    return invalid(field('term'), `대출기간은 1개월 이상 ${MAX_TERM_MONTHS}개월 이하로 입력해주세요.`);
  }
  const grace = input.gracePeriod ?? 0;
  if (!isWholeBetween(grace, 0, MAX_GRACE_MONTHS)) {
    return invalid(field('gracePeriod'), `거치기간은 0개월 이상 ${MAX_GRACE_MONTHS}개월 이하로 입력해주세요.`);
  }
  if (isInstalmentRepayment(input.repaymentType) && grace >= input.term) {
    return invalid(field('gracePeriod'), '거치기간은 대출기간보다 짧아야 해요.');
  }
  if (!isAmount(input.maturityPaymentAmount ?? 0)) {
    return invalid(field('maturityPaymentAmount'), `만기상환금액은 0원 이상 ${MAX_AMOUNT_TEXT} 이하로 입력해주세요.`);
  }
  return VALID;
}

function isAmount(value: number): boolean {
  return Number.isSafeInteger(value) && value >= 0 && value <= MAX_LOAN_AMOUNT;
}

function isWholeBetween(value: number, min: number, max: number): boolean {
  return Number.isInteger(value) && value >= min && value <= max;
}

function isRate(value: number): boolean {
  if (!Number.isFinite(value) || value < 0 || value > MAX_INTEREST_RATE_PERCENT) return false;
  const scaled = value * RATE_SCALE;
  return Math.abs(scaled - Math.round(scaled)) < 1e-6;
}
