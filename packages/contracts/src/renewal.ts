import {
  FUND_PRODUCT_KINDS,
  GUARANTEE_ACTIONS,
  GUARANTORS,
  LEASE_TERM_ORIGINS,
  REFINANCE_VERDICTS,
  RENEWAL_CONDITION_CODES,
  RENEWAL_DEADLINE_CODES,
  STAY_OR_MOVE_VERDICTS,
  isPolicyDate,
  RENEWAL_CROSS_FIELD_MESSAGES,
} from '@jipsa/domain';
import { z } from 'zod';
import { instantField, koreanDayField } from './date-fields.ts';
import { MAX_MONTHLY_RENT, MAX_RENTAL_DEPOSIT } from './input-limits.ts';
import { strictRequest, wonField } from './loan-advice.ts';

// The renewal planner (issue 48): POST /api/v1/renewalPlan computes the dated plan for a lease's end; with
// `loanAdviceResultId` it is kept with that report and GET /api/v1/loanAdvice/:id/renewalPlan reopens it unchanged.
// Amounts are integer 원, rates percent numbers (4.2 is 4.2 %, at most three decimals), days 'YYYY-MM-DD' on Korea's
// calendar. The checks that need today's date (a move date in the past, a loan drawn in the future) and the legal
// maximum rate are the domain's `validateRenewalInput`, answered by the server as a 400 with its Korean sentence.

const DATE_FORMAT = '날짜를 2027-03-01 형식으로 입력해주세요.';
const MAX_EXTENSIONS = 9;
const MAX_MINOR_CHILDREN = 20;
const MAX_RATE_PERCENT = 100;
/** A next home's monthly cost or a move's cost: 1억 is beyond any, a typing slip. */
const MAX_MOVE_AMOUNT = 100_000_000;

const dayField = (missing: string) =>
  z.string({ error: missing }).min(1, { error: missing }).refine(isPolicyDate, { error: DATE_FORMAT });

const optionalDayField = () => z.string({ error: DATE_FORMAT }).refine(isPolicyDate, { error: DATE_FORMAT }).nullish();

/** A percent rate in [0, 100] with at most three decimals (the domain's thousandths of a percent). */
const ratePercentField = (required: string, invalid: string) =>
  z
    .number({ error: (issue) => (issue.input === undefined ? required : invalid) })
    .min(0, { error: invalid })
    .max(MAX_RATE_PERCENT, { error: invalid })
    .refine((rate) => Math.abs(rate * 1000 - Math.round(rate * 1000)) < 1e-6, {
      error: '금리와 요율은 소수점 셋째 자리까지 입력할 수 있어요.',
    });

const countField = (message: string, max: number) =>
  z.number({ error: message }).int({ error: message }).min(0, { error: message }).max(max, { error: message });

const depositField = (required: string) =>
  wonField(required, '보증금은 0원부터 20억원까지 원 단위로 입력해주세요.', MAX_RENTAL_DEPOSIT);
const rentField = (required: string) =>
  wonField(required, '월세는 0원부터 1,000만원까지 원 단위로 입력해주세요.', MAX_MONTHLY_RENT);

const depositAndRentFields = (what: string) => ({
  deposit: depositField(`${what} 보증금을 입력해주세요. 없으면 0원이에요.`),
  monthlyRent: rentField(`${what} 월세를 입력해주세요. 없으면 0원이에요.`),
});

const guarantorField = (message: string) => z.enum(GUARANTORS, { error: message });

// ---- request ---------------------------------------------------------------------------------

export const leaseTermOriginSchema = z.enum(LEASE_TERM_ORIGINS, { error: '지금 계약이 어떻게 시작됐는지 골라주세요.' });

export const currentLeaseSchema = strictRequest({
  startsOn: dayField('지금 계약의 시작일을 입력해주세요.'),
  endsOn: dayField('지금 계약의 만기를 입력해주세요.'),
  /** The day the current term was contracted or renewed (the 2020-12-10 rule); `startsOn` when left out. */
  contractDate: optionalDayField(),
  termOrigin: leaseTermOriginSchema,
  /** The day the last increase took effect; `startsOn` when left out. */
  lastIncreaseOn: optionalDayField(),
  ...depositAndRentFields('지금 계약의'),
});

const loanCommonFields = {
  balance: wonField(
    '대출 잔액을 입력해주세요.',
    '대출 잔액은 0원부터 20억원까지 원 단위로 입력해주세요.',
    MAX_RENTAL_DEPOSIT,
  ),
  ratePercent: ratePercentField('지금 대출 금리를 입력해주세요.', '금리는 0%부터 100%까지 % 숫자로 입력해주세요.'),
  drawnOn: dayField('대출받은 날을 입력해주세요.'),
  maturesOn: dayField('대출 만기를 입력해주세요.'),
  extensionsUsed: countField('연장한 횟수는 0 이상의 정수로 입력해주세요.', MAX_EXTENSIONS),
};

/** A 주택도시기금 버팀목 loan (FUND) or 신생아 특례 (FUND_NEWBORN). */
export const fundLoanSchema = strictRequest({
  kind: z.enum(FUND_PRODUCT_KINDS),
  ...loanCommonFields,
  productLimit: wonField(
    '상품 한도를 입력해주세요.',
    '상품 한도는 0원부터 20억원까지 원 단위로 입력해주세요.',
    MAX_RENTAL_DEPOSIT,
  ).nullish(),
  loanToDepositPercent: z
    .number({ error: '보증금 대비 대출 비율은 1~100 % 사이로 입력해주세요.' })
    .int({ error: '보증금 대비 대출 비율은 1~100 % 사이로 입력해주세요.' })
    .min(1, { error: '보증금 대비 대출 비율은 1~100 % 사이로 입력해주세요.' })
    .max(100, { error: '보증금 대비 대출 비율은 1~100 % 사이로 입력해주세요.' })
    .nullish(),
});

export const dsrHouseOwnershipSchema = z.enum(['NO_HOUSE', 'ONE_HOUSE', 'TWO_OR_MORE_HOUSES'], {
  error: '집을 몇 채 가지고 있는지 골라주세요.',
});

/** A bank jeonse loan under an HF, HUG or SGI guarantee. */
export const bankLoanSchema = strictRequest({
  kind: z.literal('BANK'),
  ...loanCommonFields,
  guarantor: guarantorField('대출 보증기관을 골라주세요.'),
  isMetroArea: z.boolean({ error: '집이 수도권에 있는지 골라주세요.' }),
  houseOwnership: dsrHouseOwnershipSchema.nullish(),
  /** The day the current lease was signed with its deposit paid (the 10·15 DSR rule's transition). */
  leaseSignedOn: optionalDayField(),
});

export const currentLoanSchema = z.discriminatedUnion('kind', [fundLoanSchema, bankLoanSchema], {
  error: '대출 종류를 골라주세요.',
});

export const renewalGuaranteeSchema = strictRequest({
  guarantor: guarantorField('반환보증 기관을 골라주세요.'),
  yearlyFeeRatePercent: ratePercentField('보증료율을 입력해주세요.', '보증료율은 0% 이상으로 입력해주세요.').nullish(),
});

export const refinanceOfferSchema = strictRequest({
  ratePercent: ratePercentField('갈아탈 대출의 금리를 입력해주세요.', '금리는 0%부터 100%까지 % 숫자로 입력해주세요.'),
  prepaymentFeeRatePercent: ratePercentField(
    '중도상환수수료율을 입력해주세요. 없으면 0%예요.',
    '중도상환수수료율은 0% 이상으로 입력해주세요.',
  ),
  guaranteeFeeRatePercent: ratePercentField(
    '새 대출의 보증료율을 입력해주세요. 없으면 0%예요.',
    '보증료율은 0% 이상으로 입력해주세요.',
  ),
  nextRepricingOn: optionalDayField(),
});

/**
 * The next home's offer, and what is known of moving there. The stay-or-move comparison needs its monthly cost: given
 * as `monthlyTotal`, or priced by the server for the person of `loanAdviceResultId`'s report.
 */
export const nextHomeSchema = strictRequest({
  ...depositAndRentFields('옮겨 갈 집의'),
  /**
   * The offer's monthly cost for this person as POST /api/v1/rentOffers/compare prices it (`offers[].monthlyTotal`,
   * contractMonths 24). Left out with a report named, the server prices it for that report's person; left out
   * without one, the plan has no stay-or-move comparison.
   */
  monthlyTotal: wonField(
    '이사 갈 집의 한 달 비용을 입력해주세요.',
    '이사 갈 집의 한 달 비용은 0원부터 1억원까지 원 단위로 입력해주세요.',
    MAX_MOVE_AMOUNT,
  ).nullish(),
  /** The person's own estimate of the move (이사비, 청소 …); 0 when left out, stated by the plan. */
  movingCost: wonField(
    '이사비를 입력해주세요. 없으면 0원이에요.',
    '이사비는 0원부터 1억원까지 원 단위로 입력해주세요.',
    MAX_MOVE_AMOUNT,
  ).nullish(),
});

export const landlordOfferSchema = strictRequest(depositAndRentFields('집주인이 제안한'));

const renewalPlanRequestShape = {
  lease: currentLeaseSchema,
  /** What the landlord asks for the renewed term. */
  landlordOffer: landlordOfferSchema.nullish(),
  /** The day the tenant's notice to leave reaches the landlord (the 3-month exit); today when left out. */
  exitNoticeOn: optionalDayField(),
  minorChildren: countField('미성년 자녀 수는 0 이상의 정수로 입력해주세요.', MAX_MINOR_CHILDREN).nullish(),
  loan: currentLoanSchema.nullish(),
  guarantee: renewalGuaranteeSchema.nullish(),
  plannedMoveOn: optionalDayField(),
  refinanceOffer: refinanceOfferSchema.nullish(),
  nextHome: nextHomeSchema.nullish(),
  /** Keep the plan with this report (GET /api/v1/loanAdvice/:id/renewalPlan reopens it). */
  loanAdviceResultId: z.uuid({ error: '저장할 리포트를 찾을 수 없어요.' }).nullish(),
};

type Issue = { readonly path: readonly (string | number)[]; readonly message: string };

/**
 * The checks across fields that do not need today's date, with the domain validator's sentences: the form shows
 * them beside the field before anything is sent.
 */
function crossFieldIssues(request: z.output<z.ZodObject<typeof renewalPlanRequestShape>>): Issue[] {
  const issues: Issue[] = [];
  const { lease, loan } = request;
  if (lease.endsOn <= lease.startsOn) {
    issues.push({ path: ['lease', 'endsOn'], message: RENEWAL_CROSS_FIELD_MESSAGES.leaseEndNotAfterStart });
  }
  if (lease.contractDate && lease.contractDate > lease.startsOn) {
    issues.push({ path: ['lease', 'contractDate'], message: RENEWAL_CROSS_FIELD_MESSAGES.contractDateAfterStart });
  }
  if (lease.lastIncreaseOn && lease.lastIncreaseOn > lease.endsOn) {
    issues.push({ path: ['lease', 'lastIncreaseOn'], message: RENEWAL_CROSS_FIELD_MESSAGES.lastIncreaseAfterEnd });
  }
  for (const [key, terms] of [
    ['lease', lease],
    ['landlordOffer', request.landlordOffer],
    ['nextHome', request.nextHome],
  ] as const) {
    if (terms && terms.deposit + terms.monthlyRent === 0) {
      issues.push({ path: [key, 'deposit'], message: RENEWAL_CROSS_FIELD_MESSAGES.noDepositNorRent });
    }
  }
  if (request.exitNoticeOn && request.exitNoticeOn > lease.endsOn) {
    issues.push({ path: ['exitNoticeOn'], message: RENEWAL_CROSS_FIELD_MESSAGES.exitNoticeAfterEnd });
  }
  if (loan) {
    if (loan.balance > lease.deposit) {
      issues.push({ path: ['loan', 'balance'], message: RENEWAL_CROSS_FIELD_MESSAGES.balanceOverDeposit });
    }
    if (loan.maturesOn <= loan.drawnOn) {
      issues.push({ path: ['loan', 'maturesOn'], message: RENEWAL_CROSS_FIELD_MESSAGES.maturityNotAfterDrawn });
    }
  }
  if (request.refinanceOffer && !loan) {
    issues.push({ path: ['refinanceOffer'], message: RENEWAL_CROSS_FIELD_MESSAGES.refinanceWithoutLoan });
  }
  return issues;
}

/** POST /api/v1/renewalPlan. */
export const renewalPlanRequestSchema = strictRequest(renewalPlanRequestShape).superRefine((request, context) => {
  for (const issue of crossFieldIssues(request)) {
    context.addIssue({ code: 'custom', path: [...issue.path], message: issue.message });
  }
});
export type RenewalPlanRequestInput = z.input<typeof renewalPlanRequestSchema>;
export type RenewalPlanRequest = z.output<typeof renewalPlanRequestSchema>;

// ---- response --------------------------------------------------------------------------------

const won = z.number().int().min(0);
const signedWon = z.number().int();
const certaintySchema = z.enum(['P', 'S', 'U']);
/** Where a figure's rule was read and how surely (P primary text, S secondary, U unconfirmed). */
const sourcedSchema = { source: z.string(), certainty: certaintySchema };

export const renewalDeadlineSchema = z.object({
  code: z.enum(RENEWAL_DEADLINE_CODES),
  date: koreanDayField,
  title: z.string(),
  detail: z.string(),
  ...sourcedSchema,
  /** The day is before the plan's day. */
  passed: z.boolean(),
});
export type RenewalDeadlineView = z.infer<typeof renewalDeadlineSchema>;

export const renewalConditionSchema = z.object({
  code: z.enum(RENEWAL_CONDITION_CODES),
  message: z.string(),
  certainty: certaintySchema,
});

const dsrTreatmentSchema = z.object({
  /** The loan's interest enters the DSR. */
  counted: z.boolean(),
  reason: z.string(),
});

const stayOrMoveSideSchema = { monthlyCost: won, totalOverHorizon: won };

export const stayOrMoveSchema = z.object({
  horizonMonths: z.number().int().min(0),
  staying: z.object({ ...stayOrMoveSideSchema, monthlyRent: won, loanInterest: won, extensionCost: won }),
  moving: z.object({ ...stayOrMoveSideSchema, offerMonthlyTotal: won, brokerageFee: won, movingCost: won }),
  /** Moving's total − staying's over the horizon: above 0, moving costs more. */
  difference: signedWon,
  monthlyDifference: signedWon,
  /** A difference within this either way is ABOUT_THE_SAME (one month of staying). */
  aboutTheSameBand: won,
  verdict: z.enum(STAY_OR_MOVE_VERDICTS),
});

/** The answer of POST /api/v1/renewalPlan (`data`), names read by clients and checks (issue 48). */
export const renewalPlanSchema = z.object({
  /** The day the plan was made (Korea's calendar). */
  today: koreanDayField,
  /** The 한국은행 기준금리 the conversion cap used, percent. */
  baseRatePercent: z.number().min(0),
  renewalRightUnused: z.boolean(),
  /** Null when the right is used. */
  renewalRequestWindow: z
    .object({ from: koreanDayField, to: koreanDayField, status: z.enum(['NOT_YET_OPEN', 'OPEN', 'CLOSED']) })
    .nullable(),
  renewedLeaseEnd: koreanDayField,
  /** The last day to say one leaves; silence past it renews the lease as it is (묵시적 갱신). */
  leavingNoticeBy: koreanDayField,
  increaseCap: z
    .object({
      increaseAllowed: z.boolean(),
      maxDeposit: won,
      maxMonthlyRent: won,
      capPercent: z.number(),
      ...sourcedSchema,
    })
    .nullable(),
  maxDepositOnRenewal: won.nullable(),
  maxMonthlyRentForIncrease: won.nullable(),
  /** min(10 %, 기준금리 + 2 %p), percent. */
  conversionCapPercent: z.number().min(0),
  landlordOffer: z
    .object({
      capApplies: z.boolean(),
      overCap: z.boolean(),
      excessAsDeposit: won,
      excessAsMonthlyRent: won,
      reclaimable: z.boolean(),
    })
    .nullable(),
  earlyExitEffectiveDate: koreanDayField.nullable(),
  fundExtension: z
    .object({
      allowed: z.boolean(),
      nth: z.number().int(),
      regularExtensions: z.number().int(),
      extraExtension: z
        .object({ index: z.number().int(), childrenNeeded: z.number().int(), allowed: z.boolean() })
        .nullable(),
      repaymentToAvoidAddOn: won,
      /** The yearly add-on when 10 % is not repaid, percent points. */
      addOnPercent: z.number().min(0),
      costWithoutRepaying: won,
      sources: z.array(z.string()),
    })
    .nullable(),
  fundIncreaseLimit: won.nullable(),
  bankLoan: z
    .object({
      extension: dsrTreatmentSchema,
      increase: dsrTreatmentSchema.nullable(),
      singleHouseLimit: z.object({ limit: won, maxIncrease: won, ...sourcedSchema }).nullable(),
    })
    .nullable(),
  refinance: z
    .object({
      prepaymentFee: won,
      guaranteeFee: won,
      stampDuty: won,
      upfrontCost: won,
      monthlySaving: won,
      /** Months of saving that pay the upfront cost back (hundredths); null when nothing is saved. */
      breakEvenMonths: z.number().min(0).nullable(),
      horizonMonths: z.number().int().min(0),
      /** Saving over the horizon less the upfront cost; negative when switching loses. */
      net: signedWon,
      verdict: z.enum(REFINANCE_VERDICTS),
      window: z.object({ from: koreanDayField, to: koreanDayField }),
      inWindow: z.boolean(),
      source: z.string(),
    })
    .nullable(),
  guarantee: z.object({
    guarantor: z.enum(GUARANTORS),
    action: z.enum(GUARANTEE_ACTIONS),
    deadline: koreanDayField,
    feeForRenewedTerm: won.nullable(),
    productName: z.string(),
    source: z.string(),
    isEstimate: z.boolean(),
  }),
  guaranteeDeadline: koreanDayField,
  brokerageFee: won.nullable(),
  /**
   * Staying on against moving to the next home over the renewed term (24 months); null without a next home, or
   * with one that has neither a `monthlyTotal` nor a report to price it for. Optional: plans saved before it was
   * answered leave it out.
   */
  stayOrMove: stayOrMoveSchema.nullable().optional(),
  timeline: z.array(renewalDeadlineSchema),
  conditions: z.array(renewalConditionSchema),
});
export type RenewalPlanView = z.infer<typeof renewalPlanSchema>;

/** GET /api/v1/loanAdvice/:id/renewalPlan: the request and the answer as saved, unchanged. */
export const savedRenewalPlanSchema = z.object({
  loanAdviceResultId: z.uuid(),
  request: renewalPlanRequestSchema,
  plan: renewalPlanSchema,
  savedAt: instantField,
});
export type SavedRenewalPlan = z.infer<typeof savedRenewalPlanSchema>;
