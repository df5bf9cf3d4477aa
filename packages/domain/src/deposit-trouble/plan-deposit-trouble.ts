import type { Won } from '../money/won.ts';
import type { PolicyDate } from '../policy/policy-date.ts';
import {
  DEPOSIT_TROUBLE_CONTACTS,
  LANDLORD_LIST_LINK,
  type DepositTroubleContact,
  type LandlordListLink,
} from './deposit-trouble-contacts.ts';
import { depositTroubleConditions } from './deposit-trouble-conditions.ts';
import type { DepositTroubleContext, DepositTroubleInput } from './deposit-trouble-input.ts';
import type { DepositTroubleCondition } from './deposit-trouble-rule.ts';
import { depositTroubleTimeline, type DepositTroubleDeadline } from './deposit-trouble-timeline.ts';
import { fraudVictimAssessment, type FraudVictimAssessment } from './fraud-victim-eligibility.ts';
import { guaranteeClaim, type GuaranteeClaim } from './guarantee-claim.ts';
import { leaseRegistrationCosts, type LeaseRegistrationCosts } from './lease-registration-costs.ts';
import {
  LEASE_REGISTRATION_ORDER_RULE,
  leaseRegistrationWindow,
  type RegistrationBeforeServiceRule,
} from './lease-registration-order.ts';
import { DepositTroubleInputError, validateDepositTroubleInput } from './validate-deposit-trouble-input.ts';

/** The 임차권등기명령 part of the plan. */
export type LeaseRegistrationPlan = {
  /** The 임차권 is already on the registry (the renter said so). */
  readonly alreadyRegistered: boolean;
  readonly applyFrom: PolicyDate;
  readonly canApplyNow: boolean;
  /** Since 2023-07-19 the registry may take it before the order reaches the landlord. */
  readonly registrationBeforeService: RegistrationBeforeServiceRule;
  /** The one sentence the guide never leaves out. */
  readonly moveOnlyOnceRegistered: string;
  readonly costs: LeaseRegistrationCosts;
  readonly source: string;
};

/** The dated plan when the deposit does not come back (issue 49); names read by clients and checks. */
export type DepositTroublePlan = {
  readonly today: PolicyDate;
  /** The lease's last day (after 묵시적 갱신, three months after the landlord received notice). */
  readonly leaseEndedOn: PolicyDate;
  readonly leaseHasEnded: boolean;
  readonly unreturnedAmount: Won;
  readonly leaseRegistration: LeaseRegistrationPlan;
  readonly guaranteeClaim: GuaranteeClaim;
  readonly fraudVictim: FraudVictimAssessment;
  readonly contacts: readonly DepositTroubleContact[];
  readonly landlordList: LandlordListLink;
  readonly timeline: readonly DepositTroubleDeadline[];
  readonly conditions: readonly DepositTroubleCondition[];
};

const MOVE_ONLY_ONCE_REGISTERED = '등기부에 올라간 것을 확인하고 이사하세요.';

/**
 * The plan on `context.today` for a renter whose deposit has not come back: the 임차권등기명령 (from when, its court
 * costs, "move only once it is on the registry"), the guarantee claim (HUG's 보증사고 and steps; HF and SGI said as
 * conditions), the 전세사기피해자 결정 outlook requirement by requirement, who to call, HUG's list of landlords who
 * failed to return deposits, the dates in order and the conditions the answer rests on. Throws
 * `DepositTroubleInputError` for input `validateDepositTroubleInput` rejects.
 * @example
 * planDepositTrouble({ leaseEndsOn: '2026-10-31', firstContractDate: '2024-10-15', deposit: 200_000_000,
 *   depositReturned: 'NONE', movedOut: false, moveInReported: true, fixedDateStamped: true, guarantee: 'HUG',
 *   auctionStarted: false, seizureStarted: false }, { today: '2026-11-29' })
 * // { leaseRegistration: { applyFrom: '2026-11-01', canApplyNow: true, … }, guaranteeClaim: { earliestClaimOn: '2026-12-01', … },
 * //   fraudVictim: { outlook: 'CONDITIONAL', … }, timeline: [LEASE_ENDED, LEASE_REGISTRATION_FROM, GUARANTEE_CLAIM_FROM, FRAUD_DECISION_APPLY_BY] }
 */
export function planDepositTrouble(input: DepositTroubleInput, context: DepositTroubleContext): DepositTroublePlan {
  const validation = validateDepositTroubleInput(input, context);
  if (!validation.ok) throw new DepositTroubleInputError(validation.field, validation.reason);
  const { today } = context;
  const leaseRegistered = input.leaseRegistered ?? false;
  const registration = leaseRegistrationWindow(input.leaseEndsOn, input.tacitRenewalNoticeReceivedOn, today);
  const costs = leaseRegistrationCosts(
    {
      parties: 1 + (input.landlords ?? 1),
      ...(input.serviceFeeUnit === undefined ? {} : { serviceFeeUnit: input.serviceFeeUnit }),
    },
    today,
  );
  const claim = guaranteeClaim(
    {
      guarantee: input.guarantee,
      leaseEndedOn: registration.leaseEndedOn,
      jeonseLoanOutstanding: input.jeonseLoanOutstanding ?? false,
      auctionStarted: input.auctionStarted,
    },
    today,
  );
  const fraudVictim = fraudVictimAssessment(
    {
      firstContractDate: input.firstContractDate,
      deposit: input.deposit,
      moveInReported: input.moveInReported,
      fixedDateStamped: input.fixedDateStamped,
      movedOut: input.movedOut,
      leaseRegistered,
      manyTenantsAtRisk: input.manyTenantsAtRisk ?? 'UNKNOWN',
      intentNotToReturn: input.intentNotToReturn ?? 'UNKNOWN',
    },
    today,
  );
  return {
    today,
    leaseEndedOn: registration.leaseEndedOn,
    leaseHasEnded: registration.leaseEndedOn < today,
    unreturnedAmount: input.unreturnedAmount ?? input.deposit,
    leaseRegistration: {
      alreadyRegistered: leaseRegistered,
      applyFrom: registration.applyFrom,
      canApplyNow: !leaseRegistered && registration.applyFrom <= today,
      registrationBeforeService: registration.ruleOfApplication,
      moveOnlyOnceRegistered: MOVE_ONLY_ONCE_REGISTERED,
      costs,
      source: LEASE_REGISTRATION_ORDER_RULE.source,
    },
    guaranteeClaim: claim,
    fraudVictim,
    contacts: DEPOSIT_TROUBLE_CONTACTS,
    landlordList: LANDLORD_LIST_LINK,
    timeline: depositTroubleTimeline({ registration, leaseRegistered, guaranteeClaim: claim, fraudVictim }, today),
    conditions: depositTroubleConditions({
      input,
      leaseEndedOn: registration.leaseEndedOn,
      costs,
      guaranteeClaim: claim,
      fraudVictim,
    }),
  };
}
