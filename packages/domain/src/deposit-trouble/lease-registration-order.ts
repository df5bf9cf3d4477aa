import { addDays } from '../policy/calendar-date.ts';
import type { PolicyDate } from '../policy/policy-date.ts';
import { earlyExitEffectiveDate } from '../renewal/early-exit.ts';
import { ruleOn } from '../renewal/renewal-rule.ts';
import { renewedLeaseEnd } from '../renewal/renewed-lease-end.ts';
import type { DepositTroubleRule } from './deposit-trouble-rule.ts';

// NOTE: 주택임대차보호법 제3조의3 제1항 "임대차가 끝난 후 보증금이 반환되지 아니한 경우 임차인은 임차주택의 소재지를
// 관할하는 지방법원·지방법원지원 또는 시·군 법원에 임차권등기명령을 신청할 수 있다"; 제5항 "임차권등기를 마치면 …
// 대항력 … 우선변제권을 취득한다. 다만 … 이미 취득한 대항력이나 우선변제권은 그대로 유지되며, 임차권등기 이후에는
// … 대항요건을 상실하더라도 … 상실하지 아니한다". Text as reproduced by a public page (sungpok.co.kr, 2023-05-04) and
// incheonilbo.com [S]. The rights hold from the registration, not from the application or the order: a tenant moves
// only once the 임차권 is on the registry (econoroad.co.kr 2026-01, jeonselaw.com 2025-11-04) [S].
export const LEASE_REGISTRATION_ORDER_RULE = {
  effectiveFrom: '2023-07-19',
  source:
    '주택임대차보호법 제3조의3 제1항·제5항 (임차권등기명령: 임대차가 끝난 후 보증금을 돌려받지 못하면 신청, 임차권등기를 마친 때부터 대항력·우선변제권 유지)',
  certainty: 'S',
} as const satisfies DepositTroubleRule;

/** Whether the registry may take the 임차권 before the court's order reaches the landlord. */
export type RegistrationBeforeServiceRule = DepositTroubleRule & { readonly registrationBeforeService: boolean };

// NOTE: 주택임대차보호법 제3조의3 제3항 as amended (법률 2023-04-18, 시행 2023-07-19) applies 민사집행법 제292조 제3항:
// the court asks the registry to register the 임차권 before the order is served on the landlord, so a landlord who
// dodges service no longer holds the tenant in the house (gangba.tistory.com, happymy.tistory.com, jeonselaw.com) [S].
// The row before it stands for the older text (registration only after service); its own first day was not read and
// the row answers any earlier date.
export const REGISTRATION_BEFORE_SERVICE_RULES: readonly [
  RegistrationBeforeServiceRule,
  ...RegistrationBeforeServiceRule[],
] = [
  {
    effectiveFrom: '1999-03-01',
    registrationBeforeService: false,
    source: '주택임대차보호법 제3조의3 제3항 (2023-07-19 전): 임차권등기명령이 임대인에게 송달된 뒤에 등기 촉탁',
    certainty: 'S',
  },
  {
    effectiveFrom: '2023-07-19',
    registrationBeforeService: true,
    source:
      '주택임대차보호법 제3조의3 제3항 (2023-07-19 시행, 민사집행법 제292조 제3항 준용): 임대인에게 송달되기 전에도 임차권등기 촉탁',
    certainty: 'S',
  },
];

/** When the lease ended and from when a 임차권등기명령 can be asked for. */
export type LeaseRegistrationWindow = {
  /** The lease's last day: its end date, or after 묵시적 갱신 three months after the landlord received notice. */
  readonly leaseEndedOn: PolicyDate;
  /** The day after the lease's last day. */
  readonly applyFrom: PolicyDate;
  readonly ruleOfApplication: RegistrationBeforeServiceRule;
};

/**
 * From when a 임차권등기명령 can be asked for: the day after the lease ends. After 묵시적 갱신 the lease ends three
 * months after the landlord received the tenant's notice (제6조의2, the renewal planner's `earlyExitEffectiveDate`),
 * or at the renewed term's end if that comes first. Whether the 임차권 may be registered before the order reaches the
 * landlord is the rule in force on the later of today and that day.
 * @example leaseRegistrationWindow('2026-10-31', undefined, '2026-11-29').applyFrom // '2026-11-01'
 * @example leaseRegistrationWindow('2025-10-31', '2026-11-10', '2026-11-29').leaseEndedOn // '2027-02-10'
 */
export function leaseRegistrationWindow(
  leaseEndsOn: PolicyDate,
  tacitRenewalNoticeReceivedOn: PolicyDate | undefined,
  today: PolicyDate,
): LeaseRegistrationWindow {
  const leaseEndedOn = lastDayOfLease(leaseEndsOn, tacitRenewalNoticeReceivedOn);
  const applyFrom = addDays(leaseEndedOn, 1);
  const applicationDay = applyFrom > today ? applyFrom : today;
  return { leaseEndedOn, applyFrom, ruleOfApplication: ruleOn(REGISTRATION_BEFORE_SERVICE_RULES, applicationDay) };
}

function lastDayOfLease(leaseEndsOn: PolicyDate, noticeReceivedOn: PolicyDate | undefined): PolicyDate {
  if (noticeReceivedOn === undefined) return leaseEndsOn;
  const renewedEnd = renewedLeaseEnd(leaseEndsOn);
  return earlyExitEffectiveDate('IMPLICIT_RENEWAL', noticeReceivedOn, renewedEnd) ?? renewedEnd;
}
