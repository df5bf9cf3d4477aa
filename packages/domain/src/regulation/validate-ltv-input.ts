import { formatWon } from '../money/format-won.ts';
import { formatPolicyDate } from '../policy/format-policy-date.ts';
import { tableInForce } from '../policy/table-in-force.ts';
import { validatePolicyDate } from '../policy/validate-policy-date.ts';
import { invalid, VALID, type ValidationResult } from '../policy/validation-result.ts';
import { MAX_LOAN_AMOUNT } from '../repayment/repayment-limits.ts';
import {
  LOAN_PURPOSE_LABELS,
  LOAN_PURPOSES,
  LTV_HOUSE_OWNERSHIP_LABELS,
  LTV_HOUSE_OWNERSHIP_TYPES,
  OWNERSHIP_TYPES_BY_PURPOSE,
  REGION_TYPES,
  type LoanPurpose,
  type LtvHouseOwnershipType,
  type RegionType,
} from './ltv-categories.ts';
import { LTV_POLICIES } from './ltv-policies.ts';

export type LtvInput = {
  readonly loanPurpose: LoanPurpose;
  /** The house's market price in 원. */
  readonly collateralValue: number;
  readonly regionType: RegionType;
  readonly houseOwnershipType: LtvHouseOwnershipType;
  /** 부부합산 연소득 in 원: only 서민·실수요자 read it (≤ 9천만); absent = not asked, answered conditionally. */
  readonly householdIncome?: number | undefined;
  readonly policyDate: string;
};

const includes = (values: readonly string[], value: string) => values.includes(value);

/**
 * Checks an LTV request: known enum values, an ownership type that exists for the purpose
 * (주택구입 ↔ 생애최초…유주택, 생활안정자금 ↔ 1주택/2주택 이상), an amount in range and a policy date
 * the tables cover.
 * @example validateLtvInput({ loanPurpose: 'HOME_PURCHASE', collateralValue: 1e9, regionType: 'OTHER_AREAS', houseOwnershipType: 'SINGLE_HOUSE', policyDate: '2025-10-16' })
 * // { ok: false, field: 'houseOwnershipType', reason: '주택구입 대출에는 1주택 세대 유형을 고를 수 없어요.' }
 */
export function validateLtvInput(input: LtvInput): ValidationResult {
  if (!includes(LOAN_PURPOSES, input.loanPurpose)) return invalid('loanPurpose', '대출 목적을 선택해주세요.');
  if (!includes(REGION_TYPES, input.regionType)) return invalid('regionType', '지역을 선택해주세요.');
  if (!includes(LTV_HOUSE_OWNERSHIP_TYPES, input.houseOwnershipType)) {
    return invalid('houseOwnershipType', '주택 보유 유형을 선택해주세요.');
  }
  if (!includes(OWNERSHIP_TYPES_BY_PURPOSE[input.loanPurpose], input.houseOwnershipType)) {
    const purpose = LOAN_PURPOSE_LABELS[input.loanPurpose];
    const ownership = LTV_HOUSE_OWNERSHIP_LABELS[input.houseOwnershipType];
    return invalid('houseOwnershipType', `${purpose} 대출에는 ${ownership} 유형을 고를 수 없어요.`);
  }
  const value = input.collateralValue;
  if (!Number.isSafeInteger(value) || value < 0 || value > MAX_LOAN_AMOUNT) {
    return invalid('collateralValue', `주택가격은 0원 이상 ${formatWon(MAX_LOAN_AMOUNT)} 이하로 입력해주세요.`);
  }
  const income = input.householdIncome;
  if (income !== undefined && (!Number.isSafeInteger(income) || income < 0 || income > MAX_LOAN_AMOUNT)) {
    return invalid('householdIncome', `부부합산 연소득은 0원 이상 ${formatWon(MAX_LOAN_AMOUNT)} 이하로 입력해주세요.`);
  }
  const dateCheck = validatePolicyDate(input.policyDate);
  if (!dateCheck.ok) return dateCheck;
  if (tableInForce(LTV_POLICIES, input.policyDate) === null) {
    const first = LTV_POLICIES[0]?.effectiveFrom ?? input.policyDate;
    return invalid('policyDate', `LTV는 ${formatPolicyDate(first)} 이후 기준일로만 계산할 수 있어요.`);
  }
  return VALID;
}
