import { percentOfFloor } from '../money/percent-of.ts';
import type { Won } from '../money/won.ts';
import { addMonths } from '../policy/calendar-date.ts';
import type { PolicyDate } from '../policy/policy-date.ts';
import { ruleOn, type RenewalRule } from './renewal-rule.ts';

export type RenewalIncreaseCapRule = RenewalRule & {
  /** An increase asks at most this share of the agreed deposit, and of the agreed rent (20분의 1). */
  readonly capPercent: number;
  /** No increase until this many months after the contract or the last increase took effect. */
  readonly monthsBetweenIncreases: number;
};

// NOTE: 주택임대차보호법 제7조 제1항 후단 ("증액이 있은 후 1년 이내에는 하지 못한다") and 제2항 ("20분의 1의 금액을
// 초과하지 못한다", 신설 2020-07-31; 시·도 조례가 더 낮게 정할 수 있음), which 제6조의3 제3항 applies to a renewal by
// 갱신요구. Text as quoted by a-ha.io, lameans.tistory.com and easylaw.go.kr (a government page, not the statute) [S].
export const RENEWAL_INCREASE_CAP_RULES: readonly [RenewalIncreaseCapRule, ...RenewalIncreaseCapRule[]] = [
  {
    effectiveFrom: '2020-07-31',
    capPercent: 5,
    monthsBetweenIncreases: 12,
    source:
      '주택임대차보호법 제7조 제1항·제2항, 제6조의3 제3항 (2020-07-31 시행): 약정한 차임이나 보증금의 20분의 1, 증액 후 1년',
    certainty: 'S',
  },
];

export type RenewalIncreaseCap = {
  /** A year has passed since the contract or the last increase took effect. */
  readonly increaseAllowed: boolean;
  readonly maxDeposit: Won;
  readonly maxMonthlyRent: Won;
  readonly rule: RenewalIncreaseCapRule;
};

/**
 * The most a landlord may ask when the tenant renews by 갱신요구: 5 % more deposit or rent, floored to the won, and
 * nothing more when the renewed term starts within a year of the last increase. `lastIncreaseOn` is the day the
 * contract or the last increase took effect; the year is counted from it as a lease term is (from its first day).
 * @example renewalIncreaseCap({ deposit: 300_000_000, monthlyRent: 0 }, '2025-05-21', '2027-05-21').maxDeposit // 315_000_000
 * @example renewalIncreaseCap({ deposit: 300_000_000, monthlyRent: 0 }, '2026-08-01', '2027-05-21').maxDeposit // 300_000_000
 */
export function renewalIncreaseCap(
  lease: { readonly deposit: Won; readonly monthlyRent: Won },
  lastIncreaseOn: PolicyDate,
  renewalStartsOn: PolicyDate,
): RenewalIncreaseCap {
  const rule = ruleOn(RENEWAL_INCREASE_CAP_RULES, renewalStartsOn);
  const increaseAllowed = addMonths(lastIncreaseOn, rule.monthsBetweenIncreases) <= renewalStartsOn;
  const capPercent = increaseAllowed ? rule.capPercent : 0;
  return {
    increaseAllowed,
    maxDeposit: lease.deposit + percentOfFloor(lease.deposit, capPercent),
    maxMonthlyRent: lease.monthlyRent + percentOfFloor(lease.monthlyRent, capPercent),
    rule,
  };
}
