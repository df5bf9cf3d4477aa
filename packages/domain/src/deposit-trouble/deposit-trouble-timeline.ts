import type { PolicyDate } from '../policy/policy-date.ts';
import type { Certainty } from '../renewal/renewal-rule.ts';
import type { FraudVictimAssessment } from './fraud-victim-eligibility.ts';
import type { GuaranteeClaim } from './guarantee-claim.ts';
import { LEASE_REGISTRATION_ORDER_RULE, type LeaseRegistrationWindow } from './lease-registration-order.ts';

export const DEPOSIT_TROUBLE_DEADLINE_CODES = [
  'LEASE_ENDED',
  'LEASE_REGISTRATION_FROM',
  'GUARANTEE_CLAIM_FROM',
  'FRAUD_DECISION_APPLY_BY',
] as const;
export type DepositTroubleDeadlineCode = (typeof DEPOSIT_TROUBLE_DEADLINE_CODES)[number];

/**
 * One dated step of the plan, for the screen, the contract checklist and its calendar: the renewal plan's
 * deadline shape (code, date, title, detail, source, certainty, passed).
 */
export type DepositTroubleDeadline = {
  readonly code: DepositTroubleDeadlineCode;
  readonly date: PolicyDate;
  readonly title: string;
  /** What to do by or from then, in 해요체. */
  readonly detail: string;
  readonly source: string;
  readonly certainty: Certainty;
  /** The day is before the plan's day. */
  readonly passed: boolean;
};

export type DepositTroubleTimelineInput = {
  readonly registration: LeaseRegistrationWindow;
  /** The 임차권 is already on the registry: no step to apply. */
  readonly leaseRegistered: boolean;
  readonly guaranteeClaim: GuaranteeClaim;
  readonly fraudVictim: FraudVictimAssessment;
};

type Step = Omit<DepositTroubleDeadline, 'passed'>;

/**
 * The plan's dates in date order (a day's steps in the order listed here): the lease's last day, the first day to ask
 * for a 임차권등기명령, the first day of a guarantee claim, and the last day to apply for the 전세사기피해자 결정 (the
 * law's last day, unless the renter's answers put it out of reach).
 * @example depositTroubleTimeline(input, '2026-11-29').map((step) => step.code)[0] // 'LEASE_ENDED'
 */
export function depositTroubleTimeline(
  input: DepositTroubleTimelineInput,
  today: PolicyDate,
): readonly DepositTroubleDeadline[] {
  const { registration, guaranteeClaim, fraudVictim } = input;
  const steps: Step[] = [
    {
      code: 'LEASE_ENDED',
      date: registration.leaseEndedOn,
      title: '임대차 종료일',
      detail: '이날 보증금을 돌려받아야 해요. 못 받았다면 아래 순서대로 움직이세요.',
      source: '임대차 계약서 (묵시적 갱신이면 주택임대차보호법 제6조의2: 통지를 받은 날부터 3개월)',
      certainty: 'S',
    },
  ];
  if (!input.leaseRegistered) {
    steps.push({
      code: 'LEASE_REGISTRATION_FROM',
      date: registration.applyFrom,
      title: '임차권등기명령 신청 시작',
      detail:
        '이날부터 집 소재지 관할 법원(전자소송 가능)에 임차권등기명령을 신청할 수 있어요. 등기부에 올라간 것을 확인하고 이사하세요.',
      source: LEASE_REGISTRATION_ORDER_RULE.source,
      certainty: LEASE_REGISTRATION_ORDER_RULE.certainty,
    });
  }
  if (guaranteeClaim.earliestClaimOn !== null && guaranteeClaim.rule !== null) {
    steps.push({
      code: 'GUARANTEE_CLAIM_FROM',
      date: guaranteeClaim.earliestClaimOn,
      title: `${guaranteeClaim.guarantee} 반환보증 이행 청구 시작`,
      detail: '이날부터 보증기관에 보증 이행을 청구할 수 있어요. 계약 종료 통지 증빙과 임차권등기를 준비하세요.',
      source: guaranteeClaim.rule.source,
      certainty: guaranteeClaim.rule.certainty,
    });
  }
  if (fraudVictim.outlook !== 'NOT_COVERED') {
    steps.push({
      code: 'FRAUD_DECISION_APPLY_BY',
      date: fraudVictim.law.lawExpiresOn,
      title: '전세사기피해자 결정 신청 마감',
      detail: `특별법이 끝나는 날이에요. 집 소재지 시·도에 이날까지 신청하세요. 결정까지 최대 ${fraudVictim.process.maxDaysToDecision}일쯤 걸려요.`,
      source: fraudVictim.law.source,
      certainty: fraudVictim.law.certainty,
    });
  }
  return steps
    .map((step, index) => ({ step, index }))
    .sort((a, b) => (a.step.date === b.step.date ? a.index - b.index : a.step.date < b.step.date ? -1 : 1))
    .map(({ step }) => ({ ...step, passed: step.date < today }));
}
