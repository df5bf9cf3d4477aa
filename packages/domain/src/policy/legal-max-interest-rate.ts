import { formatPolicyDate } from './format-policy-date.ts';
import type { PolicyDate } from './policy-date.ts';
import { tableInForce, type PolicyTableRow } from './table-in-force.ts';
import { invalid, VALID, type ValidationResult } from './validation-result.ts';

/** 법정 최고금리: the highest yearly rate a lender may charge, from the day it took effect. */
export type LegalMaxInterestRate = PolicyTableRow & { readonly ratePercent: number; readonly source: string };

// NOTE: 대부업 등의 등록 및 금융이용자 보호에 관한 법률 시행령 제5조 and 이자제한법 제2조 제1항의 최고이자율에
// 관한 규정, each as amended [P]: 34.9 % from 2014-04-02, 27.9 % from 2016-03-03, 24 % from 2018-02-08 and
// 20 % from 2021-07-07 (both laws share 24 % and 20 %). The original app refused anything over 20 %
// ("연이자율은 20%를 초과할 수 없습니다."). ADR 0013.
export const LEGAL_MAX_INTEREST_RATES: readonly LegalMaxInterestRate[] = [
  { effectiveFrom: '2014-04-02', ratePercent: 34.9, source: '대부업법 시행령 (2014-04-02)' },
  { effectiveFrom: '2016-03-03', ratePercent: 27.9, source: '대부업법 시행령 (2016-03-03)' },
  { effectiveFrom: '2018-02-08', ratePercent: 24, source: '대부업법 시행령·최고이자율에 관한 규정 (2018-02-08)' },
  { effectiveFrom: '2021-07-07', ratePercent: 20, source: '대부업법 시행령·최고이자율에 관한 규정 (2021-07-07)' },
];

/** The maximum in force today and for every later date until the table grows. */
export const CURRENT_LEGAL_MAX_INTEREST_RATE: LegalMaxInterestRate = LEGAL_MAX_INTEREST_RATES.at(-1) ?? {
  // Stryker disable next-line StringLiteral: unreachable — the table is never empty.
  effectiveFrom: '2021-07-07',
  ratePercent: 20,
  // Stryker disable next-line StringLiteral: unreachable — the table is never empty.
  source: '대부업법 시행령',
};

/**
 * The 법정 최고금리 in force on `policyDate` (the current one when no date is given), or `null` before the
 * table starts.
 * @example legalMaxInterestRateOn('2021-07-06')?.ratePercent // 24
 */
export function legalMaxInterestRateOn(policyDate?: PolicyDate): LegalMaxInterestRate | null {
  return policyDate === undefined
    ? CURRENT_LEGAL_MAX_INTEREST_RATE
    : tableInForce(LEGAL_MAX_INTEREST_RATES, policyDate);
}

/**
 * Refuses a contract rate above the 법정 최고금리 of the policy date, naming the limit. No lender may charge
 * more, so such a loan cannot exist; a stress add-on on top is a DSR figure and is never checked.
 * @example
 * checkLegalMaxInterestRate('interestRatePercentage', 21, '2025-10-16')
 * // { ok: false, field: 'interestRatePercentage', reason: '이자율은 법정 최고금리인 연 20%를 넘을 수 없어요 (2021년 7월 7일부터).' }
 */
export function checkLegalMaxInterestRate(
  field: string,
  ratePercent: number,
  policyDate?: PolicyDate,
): ValidationResult {
  const max = legalMaxInterestRateOn(policyDate);
  if (max === null || !(ratePercent > max.ratePercent)) return VALID;
  return invalid(
    field,
    `이자율은 법정 최고금리인 연 ${max.ratePercent}%를 넘을 수 없어요 (${formatPolicyDate(max.effectiveFrom)}부터).`,
  );
}
