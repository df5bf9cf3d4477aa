import { addMonths } from '../policy/calendar-date.ts';
import type { PolicyDate } from '../policy/policy-date.ts';
import type { LeaseTermOrigin } from './lease-term-origin.ts';
import type { RenewalRule } from './renewal-rule.ts';

// NOTE: 주택임대차보호법 제6조의2: after 묵시적 갱신 the tenant may end the lease at any time, "임대인이 그 통지를 받은
// 날부터 3개월이 지나면 그 효력이 발생한다"; 제6조의3 제4항 (2020-07-31) applies it to a term renewed by 갱신요구.
// A 재계약 signed by agreement is an ordinary term. Text as quoted by bridgefive.co.kr and smart-law.co.kr [S]; the
// row starts with 제6조의3 제4항 — the 묵시적 갱신 half is older (its first day was not read [U]).
export const EARLY_EXIT_RULE = {
  effectiveFrom: '2020-07-31',
  noticeMonths: 3,
  source: '주택임대차보호법 제6조의2, 제6조의3 제4항 (2020-07-31 시행): 임대인이 해지 통지를 받은 날부터 3개월',
  certainty: 'S',
} as const satisfies RenewalRule & { readonly noticeMonths: number };

/**
 * The last day of the lease when the tenant's notice to end it reaches the landlord on `noticeReceivedOn`, or `null`
 * when the term allows no such exit (a NEW term) or the lease ends by itself first. The three months run from the day
 * after receipt and end on the day before the same date three months on (민법 제157조·제160조), which is
 * `addMonths(noticeReceivedOn, 3)`: the lease's last day, as `leaseEnd` is.
 * @example earlyExitEffectiveDate('IMPLICIT_RENEWAL', '2026-11-26', '2027-05-20') // '2027-02-26'
 * @example earlyExitEffectiveDate('NEW', '2026-11-26', '2027-05-20') // null
 */
export function earlyExitEffectiveDate(
  origin: LeaseTermOrigin,
  noticeReceivedOn: PolicyDate,
  leaseEnd: PolicyDate,
): PolicyDate | null {
  if (origin === 'NEW') return null;
  const lastDay = addMonths(noticeReceivedOn, EARLY_EXIT_RULE.noticeMonths);
  return lastDay < leaseEnd ? lastDay : null;
}
