import { addMonths } from '../policy/calendar-date.ts';
import type { PolicyDate } from '../policy/policy-date.ts';
import { ruleOn, type RenewalRule } from './renewal-rule.ts';

/**
 * When, before a lease ends, the parties speak: the tenant's 계약갱신요구 (제6조의3 제1항 refers to 제6조 제1항 전단's
 * period), the landlord's refusal or new terms, and the tenant's notice that he leaves — silence until the last day
 * is 묵시적 갱신 (제6조 제1항).
 */
export type RenewalNoticeRule = RenewalRule & {
  readonly monthsBeforeEndFrom: number;
  readonly monthsBeforeEndUntil: number;
};

// NOTE: the rows are keyed by the day the current term was contracted or renewed, not by today: 법률 제17363호
// (2020-06-09 개정) moved "1개월 전" to "2개월 전" for "2020. 12. 10. 이후 최초로 체결되거나 갱신된 계약" (부칙).
// Statute text as reproduced by casenote.kr (제6조, [시행 2020. 12. 10.]) and nepla.ai (both versions side by side) [S].
export const RENEWAL_NOTICE_RULES: readonly [RenewalNoticeRule, ...RenewalNoticeRule[]] = [
  {
    effectiveFrom: '2009-05-08',
    monthsBeforeEndFrom: 6,
    monthsBeforeEndUntil: 1,
    source: '주택임대차보호법 제6조 제1항 (법률 제9653호, 2009-05-08): 만료 6개월 전부터 1개월 전까지',
    certainty: 'S',
  },
  {
    effectiveFrom: '2020-12-10',
    monthsBeforeEndFrom: 6,
    monthsBeforeEndUntil: 2,
    source:
      '주택임대차보호법 제6조 제1항·제6조의3 제1항 (법률 제17363호, 2020-06-09 개정, 2020-12-10 이후 체결·갱신된 계약): 만료 6개월 전부터 2개월 전까지',
    certainty: 'S',
  },
];

/** The period and the rule it follows. */
export type RenewalNoticePeriod = {
  readonly from: PolicyDate;
  readonly to: PolicyDate;
  readonly rule: RenewalNoticeRule;
};

/**
 * The period before `leaseEnd` in which a renewal is asked for (and a landlord refuses, or a tenant says he leaves):
 * six months before the end to two months before it for a term contracted or renewed on or after 2020-12-10, to one
 * month before it for an earlier one. Month-ends clamp as 민법 제160조 counts.
 * @example renewalNoticePeriod('2027-05-20', '2025-05-21') // { from: '2026-11-20', to: '2027-03-20', … }
 * @example renewalNoticePeriod('2022-11-30', '2020-12-09').to // '2022-10-30'
 */
export function renewalNoticePeriod(leaseEnd: PolicyDate, termAgreedOn: PolicyDate): RenewalNoticePeriod {
  const rule = ruleOn(RENEWAL_NOTICE_RULES, termAgreedOn);
  return {
    from: addMonths(leaseEnd, -rule.monthsBeforeEndFrom),
    to: addMonths(leaseEnd, -rule.monthsBeforeEndUntil),
    rule,
  };
}
