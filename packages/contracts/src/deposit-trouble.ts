import {
  DEPOSIT_RETURN_STATES,
  DEPOSIT_TROUBLE_CONDITION_CODES,
  DEPOSIT_TROUBLE_CONTACT_CODES,
  DEPOSIT_TROUBLE_CROSS_FIELD_MESSAGES,
  DEPOSIT_TROUBLE_DEADLINE_CODES,
  FRAUD_REQUIREMENT_CODES,
  FRAUD_VICTIM_SUPPORT_CODES,
  GUARANTEE_CLAIM_STEP_CODES,
  HELD_GUARANTEES,
  isPolicyDate,
  LEASE_REGISTRATION_COST_CODES,
  MAX_LANDLORDS,
  MAX_SERVICE_FEE_UNIT,
  TRI_STATES,
} from '@jipsa/domain';
import { z } from 'zod';
import { instantField, koreanDayField } from './date-fields.ts';
import { MAX_RENTAL_DEPOSIT } from './input-limits.ts';
import { strictRequest, wonField } from './loan-advice.ts';

// When the deposit does not come back (issue 49): POST /api/v1/depositTroublePlan computes the dated plan on today's
// Korean date for anyone, guest or member, and stores nothing unless a member sends `loanAdviceResultId` (then it is
// kept with that report, its dates join the report's checklist, and GET /api/v1/loanAdvice/:id/depositTroublePlan
// reopens it unchanged); POST /api/v1/depositTroublePlan/calendar answers the
// same plan's dates as an .ics. Amounts are integer 원, days 'YYYY-MM-DD'. The one check that needs today's date (a
// first contract in the future) is the domain's `validateDepositTroubleInput`, answered as a 400 with its sentence.

const DATE_FORMAT = '날짜를 2027-03-01 형식으로 입력해주세요.';

const dayField = (missing: string) =>
  z.string({ error: missing }).min(1, { error: missing }).refine(isPolicyDate, { error: DATE_FORMAT });
const booleanField = (message: string) => z.boolean({ error: message });
/** An amount of 1원 or more, with its own sentence for 0 or less. */
const positiveWonField = (required: string, invalid: string, notPositive: string) =>
  z
    .number({ error: (issue) => (issue.input === undefined ? required : invalid) })
    .int({ error: invalid })
    .min(1, { error: notPositive })
    .max(MAX_RENTAL_DEPOSIT, { error: invalid });
const triStateField = z.enum(TRI_STATES, { error: '예, 아니요, 모름 중에서 골라주세요.' });

const depositTroubleRequestShape = {
  /** The last day of the lease as written (for a lease renewed by silence, the term that was renewed). */
  leaseEndsOn: dayField('계약 만기를 입력해주세요.'),
  /** After 묵시적 갱신: the day the landlord received the tenant's notice to end the lease. */
  tacitRenewalNoticeReceivedOn: z.string({ error: DATE_FORMAT }).refine(isPolicyDate, { error: DATE_FORMAT }).nullish(),
  /** The day the lease with this landlord was first signed (the 특별법's 2025-05-31 limit). */
  firstContractDate: dayField('처음 계약한 날을 입력해주세요.'),
  deposit: positiveWonField(
    '보증금을 입력해주세요.',
    '보증금은 20억원까지 원 단위로 입력해주세요.',
    DEPOSIT_TROUBLE_CROSS_FIELD_MESSAGES.depositNotPositive,
  ),
  depositReturned: z.enum(DEPOSIT_RETURN_STATES, { error: '보증금을 얼마나 돌려받았는지 골라주세요.' }),
  /** What has not come back; the whole deposit when left out with NONE. */
  unreturnedAmount: positiveWonField(
    '돌려받지 못한 금액을 입력해주세요.',
    '돌려받지 못한 금액은 20억원까지 원 단위로 입력해주세요.',
    DEPOSIT_TROUBLE_CROSS_FIELD_MESSAGES.unreturnedNotPositive,
  ).nullish(),
  movedOut: booleanField('이사했는지 골라주세요.'),
  moveInReported: booleanField('전입신고를 했는지 골라주세요.'),
  fixedDateStamped: booleanField('확정일자를 받았는지 골라주세요.'),
  leaseRegistered: booleanField('임차권등기가 등기부에 올라갔는지 골라주세요.').nullish(),
  guarantee: z.enum(HELD_GUARANTEES, { error: '가입한 반환보증을 골라주세요. 모르면 "모름"이에요.' }),
  auctionStarted: booleanField('경매·공매가 시작됐는지 골라주세요.'),
  seizureStarted: booleanField('압류·가압류가 있는지 골라주세요.'),
  jeonseLoanOutstanding: booleanField('전세대출이 남아 있는지 골라주세요.').nullish(),
  manyTenantsAtRisk: triStateField.nullish(),
  intentNotToReturn: triStateField.nullish(),
  landlords: z
    .number({ error: `임대인 수는 1명부터 ${MAX_LANDLORDS}명까지 입력해주세요.` })
    .int({ error: `임대인 수는 1명부터 ${MAX_LANDLORDS}명까지 입력해주세요.` })
    .min(1, { error: `임대인 수는 1명부터 ${MAX_LANDLORDS}명까지 입력해주세요.` })
    .max(MAX_LANDLORDS, { error: `임대인 수는 1명부터 ${MAX_LANDLORDS}명까지 입력해주세요.` })
    .nullish(),
  /** Keep the plan with this report of the member's (its checklist and .ics then carry the plan's dates). */
  loanAdviceResultId: z.uuid({ error: '저장할 리포트를 찾을 수 없어요.' }).nullish(),
  serviceFeeUnit: wonField(
    '송달료 1회분을 입력해주세요.',
    '송달료 1회분은 1원부터 10만원까지 원 단위로 입력해주세요.',
    MAX_SERVICE_FEE_UNIT,
    1,
  ).nullish(),
};

type Issue = { readonly path: readonly string[]; readonly message: string };

/** The checks across fields that need no date of today, with the domain validator's sentences. */
function crossFieldIssues(request: z.output<z.ZodObject<typeof depositTroubleRequestShape>>): Issue[] {
  const messages = DEPOSIT_TROUBLE_CROSS_FIELD_MESSAGES;
  const issues: Issue[] = [];
  if (request.leaseEndsOn <= request.firstContractDate) {
    issues.push({ path: ['leaseEndsOn'], message: messages.leaseEndNotAfterContract });
  }
  const notice = request.tacitRenewalNoticeReceivedOn;
  if (notice && notice <= request.leaseEndsOn) {
    issues.push({ path: ['tacitRenewalNoticeReceivedOn'], message: messages.noticeNotAfterEnd });
  }
  const unreturned = request.unreturnedAmount;
  if (unreturned === null || unreturned === undefined) {
    if (request.depositReturned === 'PART')
      issues.push({ path: ['unreturnedAmount'], message: messages.partNeedsAmount });
  } else if (unreturned > request.deposit) {
    issues.push({ path: ['unreturnedAmount'], message: messages.unreturnedOverDeposit });
  } else if (request.depositReturned === 'PART' && unreturned === request.deposit) {
    issues.push({ path: ['unreturnedAmount'], message: messages.partIsWholeDeposit });
  }
  return issues;
}

/** POST /api/v1/depositTroublePlan and POST /api/v1/depositTroublePlan/calendar. */
export const depositTroublePlanRequestSchema = strictRequest(depositTroubleRequestShape).superRefine(
  (request, context) => {
    for (const issue of crossFieldIssues(request)) {
      context.addIssue({ code: 'custom', path: [...issue.path], message: issue.message });
    }
  },
);
export type DepositTroublePlanRequestInput = z.input<typeof depositTroublePlanRequestSchema>;
export type DepositTroublePlanRequest = z.output<typeof depositTroublePlanRequestSchema>;

// ---- response --------------------------------------------------------------------------------

const won = z.number().int().min(0);
const certaintySchema = z.enum(['P', 'S', 'U']);
/** Where a rule was read and how surely (P primary text, S secondary, U unconfirmed). */
const sourcedSchema = { source: z.string(), certainty: certaintySchema };
const ruleSchema = z.object({ effectiveFrom: koreanDayField, ...sourcedSchema });

/** One dated step: the renewal plan's deadline shape, so the checklist and its .ics can carry it. */
export const depositTroubleDeadlineSchema = z.object({
  code: z.enum(DEPOSIT_TROUBLE_DEADLINE_CODES),
  date: koreanDayField,
  title: z.string(),
  detail: z.string(),
  ...sourcedSchema,
  /** The day is before the plan's day. */
  passed: z.boolean(),
});
export type DepositTroubleDeadlineView = z.infer<typeof depositTroubleDeadlineSchema>;

export const depositTroubleConditionSchema = z.object({
  code: z.enum(DEPOSIT_TROUBLE_CONDITION_CODES),
  message: z.string(),
  certainty: certaintySchema,
});

/** The answer of POST /api/v1/depositTroublePlan (`data`). */
export const depositTroublePlanSchema = z.object({
  /** The day the plan was made (Korea's calendar). */
  today: koreanDayField,
  /** The lease's last day (after 묵시적 갱신, three months after the landlord received notice). */
  leaseEndedOn: koreanDayField,
  leaseHasEnded: z.boolean(),
  unreturnedAmount: won,
  leaseRegistration: z.object({
    alreadyRegistered: z.boolean(),
    applyFrom: koreanDayField,
    canApplyNow: z.boolean(),
    /** Since 2023-07-19 the registry may take the 임차권 before the order reaches the landlord. */
    registrationBeforeService: ruleSchema.extend({ registrationBeforeService: z.boolean() }),
    /** "등기부에 올라간 것을 확인하고 이사하세요." */
    moveOnlyOnceRegistered: z.string(),
    costs: z.object({
      items: z.array(z.object({ code: z.enum(LEASE_REGISTRATION_COST_CODES), amount: won })),
      total: won,
      serviceFeeUnit: won,
      serviceFeeUnitGiven: z.boolean(),
      parties: z.number().int().min(2),
      reclaimableFromLandlord: z.literal(true),
      rule: ruleSchema.extend({
        stampFee: won,
        serviceFeeUnit: won,
        servicesPerParty: z.number().int(),
        registrationTax: won,
        registryCommissionFee: won,
      }),
    }),
    source: z.string(),
  }),
  guaranteeClaim: z.object({
    guarantee: z.enum(HELD_GUARANTEES),
    termsKnown: z.boolean(),
    accidentOn: koreanDayField.nullable(),
    earliestClaimOn: koreanDayField.nullable(),
    claimOpen: z.boolean(),
    steps: z.array(z.object({ code: z.enum(GUARANTEE_CLAIM_STEP_CODES), title: z.string(), detail: z.string() })),
    rule: ruleSchema.extend({ monthsAfterLeaseEnd: z.number().int() }).nullable(),
  }),
  fraudVictim: z.object({
    /** Never a decision: the 국토교통부 전세사기피해지원위원회 decides. */
    outlook: z.enum(['LIKELY', 'CONDITIONAL', 'NOT_COVERED']),
    requirements: z.array(
      z.object({
        code: z.enum(FRAUD_REQUIREMENT_CODES),
        status: z.enum(['MET', 'NOT_MET', 'UNKNOWN', 'COMMITTEE']),
        reason: z.string(),
      }),
    ),
    law: ruleSchema.extend({
      lawExpiresOn: koreanDayField,
      firstContractBy: koreanDayField.nullable(),
      depositCap: won,
      committeeExtra: won,
    }),
    process: ruleSchema.extend({
      cityInvestigationDays: z.number().int(),
      committeeDays: z.number().int(),
      committeeExtensionDays: z.number().int(),
      appealDays: z.number().int(),
      maxDaysToDecision: z.number().int(),
      decisionBy: koreanDayField,
    }),
    supports: z.array(
      ruleSchema.extend({ code: z.enum(FRAUD_VICTIM_SUPPORT_CODES), title: z.string(), detail: z.string() }),
    ),
  }),
  contacts: z.array(
    z.object({
      code: z.enum(DEPOSIT_TROUBLE_CONTACT_CODES),
      name: z.string(),
      phone: z.string().nullable(),
      url: z.string().nullable(),
      detail: z.string(),
      checkedOn: koreanDayField,
      ...sourcedSchema,
    }),
  ),
  landlordList: z.object({
    title: z.string(),
    url: z.string(),
    publisher: z.string(),
    contains: z.string(),
    listedWhen: z.string(),
    since: koreanDayField,
    checkedOn: koreanDayField,
    ...sourcedSchema,
  }),
  timeline: z.array(depositTroubleDeadlineSchema),
  conditions: z.array(depositTroubleConditionSchema),
});
export type DepositTroublePlanView = z.infer<typeof depositTroublePlanSchema>;

/** GET /api/v1/loanAdvice/:id/depositTroublePlan: the plan kept with a report, as it was answered. */
export const savedDepositTroublePlanSchema = z.object({
  loanAdviceResultId: z.uuid(),
  request: depositTroublePlanRequestSchema,
  plan: depositTroublePlanSchema,
  savedAt: instantField,
});
export type SavedDepositTroublePlan = z.infer<typeof savedDepositTroublePlanSchema>;
