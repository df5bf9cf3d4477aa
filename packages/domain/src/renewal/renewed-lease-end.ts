import { addDays, addMonths } from '../policy/calendar-date.ts';
import type { PolicyDate } from '../policy/policy-date.ts';
import type { RenewalRule } from './renewal-rule.ts';

// NOTE: 주택임대차보호법 제6조 제2항 ("임대차의 존속기간은 2년으로 본다") and 제6조의3 제2항 (갱신되는 임대차의 존속기간은
// 2년): a renewed term, by request or by silence, runs two years from the day after the old one ends. As quoted by
// a-ha.io and smart-law.co.kr [S].
export const RENEWED_TERM_RULE = {
  effectiveFrom: '2020-07-31',
  months: 24,
  source: '주택임대차보호법 제6조 제2항, 제6조의3 제2항: 갱신되는 임대차의 존속기간은 2년',
  certainty: 'S',
} as const satisfies RenewalRule & { readonly months: number };

/**
 * The last day of the renewed lease: two years from the day after `leaseEnd`, ending the day before the same date two
 * years on (민법 제160조; a lease that ends on 2026-02-28 runs again until 2028-02-29).
 * @example renewedLeaseEnd('2027-05-20') // '2029-05-20'
 * @example renewedLeaseEnd('2026-02-28') // '2028-02-29'
 */
export function renewedLeaseEnd(leaseEnd: PolicyDate): PolicyDate {
  return addDays(addMonths(addDays(leaseEnd, 1), RENEWED_TERM_RULE.months), -1);
}
