import {
  checkLegalMaxInterestRate,
  DSR_HOUSE_OWNERSHIPS,
  LTV_POLICIES,
  MAX_GRACE_MONTHS,
  MAX_INTEREST_RATE_PERCENT,
  MAX_LOAN_AMOUNT,
  MAX_TERM_MONTHS,
  isPolicyDate,
  validateJeonseLoanFacts,
  validateLtvInput,
  validateRepaymentInput,
  type ValidationResult,
} from '@jipsa/domain';
import { z } from 'zod';
import {
  dsrLoanTypeSchema,
  interestRateTypeSchema,
  lenderTypeSchema,
  loanPurposeSchema,
  ltvHouseOwnershipTypeSchema,
  regionTypeSchema,
  repaymentTypeSchema,
} from './enums.ts';

// Calculator requests and responses of docs/api.md "Calculators". Requests are strict (unknown
// fields are a 400) and every check speaks Korean; cross-field rules come from @jipsa/domain's
// validators so the form, the route and the engine refuse exactly the same inputs.

/** The most loans one DSR request may list (a person's real debts, with room to spare). */
export const MAX_DSR_LOANS = 30;

// ---- field builders ------------------------------------------------------------------------

type PresenceMessages = { required: string; invalid?: string };
type NumberMessages = PresenceMessages & { min: string; max: string };

/** A number; absent → `required`, not a number → `invalid` (default: `required`). */
const numberField = (messages: PresenceMessages) =>
  z.number({
    error: (issue) => (issue.input === undefined ? messages.required : (messages.invalid ?? messages.required)),
  });

/** An integer amount of 원 within [min, MAX_LOAN_AMOUNT]. */
const wonField = (messages: NumberMessages, min = 0) =>
  numberField(messages)
    .int({ error: messages.invalid ?? '원 단위 정수로 입력해주세요.' })
    .min(min, { error: messages.min })
    .max(MAX_LOAN_AMOUNT, { error: messages.max });

const isThousandths = (value: number) => Math.abs(value * 1000 - Math.round(value * 1000)) < 1e-6;

/** A percent rate 0–100 with at most 3 decimals. */
const rateField = (required: string) =>
  numberField({ required })
    .min(0, { error: '이자율은 0 이상으로 입력해주세요.' })
    .max(MAX_INTEREST_RATE_PERCENT, { error: '이자율은 100 이하로 입력해주세요.' })
    .refine(isThousandths, { error: '이자율은 소수점 셋째 자리까지 입력할 수 있어요.' });

const monthsField = (messages: NumberMessages, min: number, max: number) =>
  numberField(messages)
    .int({ error: '개월 수는 정수로 입력해주세요.' })
    .min(min, { error: messages.min })
    .max(max, { error: messages.max });

/** The values of an enum of enums.ts, with a Korean message of its own. */
const enumField = <Value extends string>(schema: { readonly options: readonly Value[] }, message: string) =>
  z.enum(schema.options, { error: message });

const policyDateField = z
  .string({ error: '기준일은 2025-10-16 형식의 날짜로 입력해주세요.' })
  .refine(isPolicyDate, { error: '기준일은 2025-10-16 형식의 날짜로 입력해주세요.' })
  .optional();

/** Unknown fields and a non-object body get a Korean message too. */
const strictRequest = <Shape extends z.ZodRawShape>(shape: Shape) =>
  z.strictObject(shape, {
    error: (issue) =>
      issue.code === 'unrecognized_keys'
        ? `알 수 없는 항목이 있어요: ${issue.keys.join(', ')}`
        : issue.code === 'invalid_type'
          ? '요청 형식이 올바르지 않아요.'
          : undefined,
  });

/** Cross-field rules run only once every field passed its own checks: one message per mistake. */
const whenFieldsValid = { when: (payload: { readonly issues: readonly unknown[] }) => payload.issues.length === 0 };

/** Turns a domain validator's answer into a zod issue on the field it names. */
function reportDomainResult(result: ValidationResult, ctx: z.RefinementCtx): void {
  if (result.ok) return;
  ctx.addIssue({
    code: 'custom',
    path: result.field.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part)),
    message: result.reason,
  });
}

// ---- shared loan fields --------------------------------------------------------------------

const principalField = wonField(
  {
    required: '대출금액을 입력해주세요.',
    min: '대출금액을 입력해주세요.',
    max: '대출금액은 1,000억원 이하로 입력해주세요.',
  },
  1,
);
const maturityPaymentField = wonField({
  required: '만기상환금액을 입력해주세요.',
  min: '만기상환금액은 0원 이상으로 입력해주세요.',
  max: '만기상환금액은 1,000억원 이하로 입력해주세요.',
}).default(0);
const termField = monthsField(
  {
    required: '총 대출 기간을 입력해주세요.',
    min: '총 대출 기간을 입력해주세요.',
    max: `대출 기간은 ${MAX_TERM_MONTHS}개월 이하로 입력해주세요.`,
  },
  1,
  MAX_TERM_MONTHS,
);
const graceField = monthsField(
  {
    required: '대출 거치 기간을 입력해주세요.',
    min: '거치 기간은 0개월 이상으로 입력해주세요.',
    max: `거치 기간은 ${MAX_GRACE_MONTHS}개월 이하로 입력해주세요.`,
  },
  0,
  MAX_GRACE_MONTHS,
).default(0);
const repaymentTypeField = enumField(repaymentTypeSchema, '대출 상환방법을 선택해주세요.');
const annualIncomeField = wonField(
  { required: '연소득을 입력해주세요.', min: '연소득을 입력해주세요.', max: '연소득은 1,000억원 이하로 입력해주세요.' },
  1,
);

// ---- POST /api/v1/ltvCalc ------------------------------------------------------------------

const CURRENT_LTV_DATE = LTV_POLICIES.at(-1)?.effectiveFrom ?? '2025-10-16';

export const ltvCalcRequestSchema = strictRequest({
  loanPurpose: enumField(loanPurposeSchema, '대출 목적을 선택해주세요.'),
  collateralValue: wonField({
    required: '주택가격을 입력해주세요.',
    min: '주택가격은 0원 이상으로 입력해주세요.',
    max: '주택가격은 1,000억원 이하로 입력해주세요.',
  }),
  regionType: enumField(regionTypeSchema, '지역을 선택해주세요.'),
  houseOwnershipType: enumField(ltvHouseOwnershipTypeSchema, '주택 보유 유형을 선택해주세요.'),
  // Only 서민·실수요자 read it (issue 13): the limit is a couple's income of 9천만.
  householdIncome: wonField({
    required: '부부합산 연소득을 입력해주세요.',
    min: '부부합산 연소득은 0원 이상으로 입력해주세요.',
    max: '부부합산 연소득은 1,000억원 이하로 입력해주세요.',
  }).optional(),
  policyDate: policyDateField,
}).superRefine((request, ctx) => {
  // Without a policyDate the server uses today, which the current table covers.
  reportDomainResult(validateLtvInput({ ...request, policyDate: request.policyDate ?? CURRENT_LTV_DATE }), ctx);
}, whenFieldsValid);

export const ltvCalcResponseSchema = z.object({
  ltvPercent: z.number(),
  collateralValue: z.number().int(),
  possibleLoanAmount: z.number().int().nonnegative(),
  capAmount: z.number().int().nonnegative().nullable(),
  appliedHouseOwnershipType: ltvHouseOwnershipTypeSchema,
  isEstimate: z.boolean(),
  appliedRules: z.array(z.string()).readonly(),
  policyDate: z.string(),
});

// ---- POST /api/v1/dtiCalc ------------------------------------------------------------------

export const dtiCalcRequestSchema = strictRequest({
  annualIncome: annualIncomeField,
  loanAmount: principalField,
  interestRate: rateField('대출 이자율을 입력해주세요.'),
  loanTerm: termField,
  repaymentType: repaymentTypeField,
  yearlyLoanInterestRepayment: wonField({
    required: '다른 대출의 연간 이자를 입력해주세요.',
    min: '다른 대출의 연간 이자는 0원 이상으로 입력해주세요.',
    max: '다른 대출의 연간 이자는 1,000억원 이하로 입력해주세요.',
  }).default(0),
  policyDate: policyDateField,
}).superRefine(
  (request, ctx) =>
    reportDomainResult(checkLegalMaxInterestRate('interestRate', request.interestRate, request.policyDate), ctx),
  whenFieldsValid,
);

export const dtiReferenceLimitSchema = z.object({
  key: z.enum(['REGULATED_AREA', 'NON_REGULATED_CAPITAL_AREA', 'LIFETIME_FIRST_OR_ORDINARY_DEMAND', 'OTHER_AREAS']),
  label: z.string(),
  limitPercent: z.number().nullable(),
  note: z.string(),
});

export const dtiCalcResponseSchema = z.object({
  dtiPercent: z.number(),
  annualIncome: z.number().int(),
  annualRepaymentAmount: z.number().int().nonnegative(),
  annualRepaymentPrincipal: z.number().int().nonnegative(),
  annualRepaymentInterest: z.number().int().nonnegative(),
  yearlyLoanInterestRepayment: z.number().int().nonnegative(),
  referenceLimits: z.array(dtiReferenceLimitSchema).readonly(),
  policyDate: z.string(),
});

// ---- POST /api/v1/dsrCalc ------------------------------------------------------------------

/** The loan the DSR loan-add page hands to the calculator (spec §3), principal already in 원. */
export const dsrLoanSchema = strictRequest({
  loanType: enumField(dsrLoanTypeSchema, '대출 종류를 선택해주세요.'),
  principal: principalField,
  interestRatePercentage: rateField('대출 이자율을 입력해주세요.'),
  term: termField,
  gracePeriod: graceField,
  repaymentType: repaymentTypeField,
  maturityPaymentAmount: maturityPaymentField,
  // The spec's form does not check the rate type; absent means 변동형, the full stress add-on.
  interestRateType: enumField(interestRateTypeSchema, '금리 유형을 선택해주세요.').default('VARIABLE'),
  isMetroArea: z.boolean({ error: '대상주택 수도권여부를 입력해주세요.' }),
  // Issue 47 #6, read only for a 전세대출: whether the 10·15 rule covers it (new loans from 2025-10-29, not policy
  // loans, extensions without an increase or leases signed by 2025-10-28). Each optional: not given → it counts, and
  // the result says what the answer would change. The form asks them only when they change the figure.
  loanDate: z
    .string({ error: '대출 받은 날은 2025-10-29 형식의 날짜로 입력해주세요.' })
    .refine(isPolicyDate, { error: '대출 받은 날은 2025-10-29 형식의 날짜로 입력해주세요.' })
    .optional(),
  extendedWithoutIncrease: z.boolean({ error: '기존 대출을 증액 없이 연장했는지 선택해주세요.' }).optional(),
  leaseSignedDate: z
    .string({ error: '임대차계약일은 2025-10-28 형식의 날짜로 입력해주세요.' })
    .refine(isPolicyDate, { error: '임대차계약일은 2025-10-28 형식의 날짜로 입력해주세요.' })
    .optional(),
  isPolicyLoan: z.boolean({ error: '버팀목이나 은행·지자체 협약 전세대출인지 선택해주세요.' }).optional(),
}).superRefine((loan, ctx) => {
  reportDomainResult(validateRepaymentInput(loan), ctx);
  reportDomainResult(validateJeonseLoanFacts(loan), ctx);
  // A listed loan is one the person has today: today's 법정 최고금리 (ADR 0013).
  reportDomainResult(checkLegalMaxInterestRate('interestRatePercentage', loan.interestRatePercentage), ctx);
}, whenFieldsValid);

/** Terms of the hypothetical new mortgage behind `maxAdditionalMortgage` (our addition to the spec). */
export const newMortgageTermsSchema = strictRequest({
  interestRatePercentage: rateField('새 주택담보대출의 이자율을 입력해주세요.'),
  isMetroArea: z.boolean({ error: '새 주택담보대출 주택의 수도권여부를 입력해주세요.' }),
  interestRateType: enumField(interestRateTypeSchema, '금리 유형을 선택해주세요.'),
});

export const dsrCalcRequestSchema = strictRequest({
  annualIncome: annualIncomeField,
  loans: z
    .array(dsrLoanSchema, { error: '대출 목록을 보내주세요.' })
    .max(MAX_DSR_LOANS, { error: `대출은 ${MAX_DSR_LOANS}건까지 넣을 수 있어요.` }),
  lenderType: enumField(lenderTypeSchema, '금융회사 유형을 선택해주세요.').default('BANK'),
  newMortgage: newMortgageTermsSchema.optional(),
  // Issue 29: decides whether a 전세대출 counts (10·15 대책); the form asks it only when it changes the figure.
  houseOwnership: z.enum(DSR_HOUSE_OWNERSHIPS, { error: '집을 몇 채 가지고 있는지 선택해주세요.' }).optional(),
  policyDate: policyDateField,
}).superRefine((request, ctx) => {
  if (request.newMortgage === undefined) return;
  const rate = request.newMortgage.interestRatePercentage;
  reportDomainResult(checkLegalMaxInterestRate('newMortgage.interestRatePercentage', rate, request.policyDate), ctx);
}, whenFieldsValid);

export const dsrLoanRepaymentSchema = z.object({
  loanType: dsrLoanTypeSchema,
  principal: z.number().int().nonnegative(),
  appliedRatePercent: z.number(),
  stressRatePercent: z.number().nonnegative(),
  dsrRatePercent: z.number(),
  assumedTermMonths: z.number().int().positive().nullable(),
  annualPrincipalRepayment: z.number().int().nonnegative(),
  annualInterestRepayment: z.number().int().nonnegative(),
  countedInDsr: z.boolean(),
});

export const dsrCalcResponseSchema = z.object({
  dsrPercent: z.number().nonnegative(),
  limitPercent: z.number(),
  withinLimit: z.boolean(),
  annualIncome: z.number().int(),
  totalAnnualRepayment: z.number().int().nonnegative(),
  stressStage: z.number().int().min(0).max(3),
  stressStageName: z.string().nullable(),
  loans: z.array(dsrLoanRepaymentSchema).readonly(),
  maxAdditionalMortgage: z.object({
    withStress: z.number().int().nonnegative(),
    withoutStress: z.number().int().nonnegative(),
    ratePercent: z.number(),
    stressRatePercent: z.number().nonnegative(),
  }),
  borrowerLevelApplies: z.boolean(),
  notes: z.array(z.string()).readonly(),
  policyDate: z.string(),
});

// ---- POST /api/v1/repaymentCalc ------------------------------------------------------------

export const repaymentCalcRequestSchema = strictRequest({
  principal: principalField,
  interestRatePercentage: rateField('대출 이자율을 입력해주세요.'),
  term: termField,
  gracePeriod: graceField,
  repaymentType: repaymentTypeField,
  maturityPaymentAmount: maturityPaymentField,
  policyDate: policyDateField,
}).superRefine((request, ctx) => {
  reportDomainResult(validateRepaymentInput(request), ctx);
  const rate = request.interestRatePercentage;
  reportDomainResult(checkLegalMaxInterestRate('interestRatePercentage', rate, request.policyDate), ctx);
}, whenFieldsValid);

export const repaymentScheduleRowSchema = z.object({
  installmentNumber: z.number().int().positive(),
  principalPayment: z.number().int().nonnegative(),
  interestPayment: z.number().int().nonnegative(),
  totalPayment: z.number().int().nonnegative(),
  remainingPrincipal: z.number().int().nonnegative(),
});

export const repaymentCalcResponseSchema = z.object({
  schedule: z.array(repaymentScheduleRowSchema).readonly(),
  totalPrincipal: z.number().int().nonnegative(),
  totalInterest: z.number().int().nonnegative(),
  totalPayment: z.number().int().nonnegative(),
  totalInstallments: z.number().int().positive(),
});

// ---- types ---------------------------------------------------------------------------------

/** What a client sends (defaults may be left out). */
export type LtvCalcRequestInput = z.input<typeof ltvCalcRequestSchema>;
export type DtiCalcRequestInput = z.input<typeof dtiCalcRequestSchema>;
export type DsrCalcRequestInput = z.input<typeof dsrCalcRequestSchema>;
export type DsrLoanInput = z.input<typeof dsrLoanSchema>;
export type RepaymentCalcRequestInput = z.input<typeof repaymentCalcRequestSchema>;

/** What the server works with after parsing (defaults filled in). */
export type LtvCalcRequest = z.output<typeof ltvCalcRequestSchema>;
export type DtiCalcRequest = z.output<typeof dtiCalcRequestSchema>;
export type DsrCalcRequest = z.output<typeof dsrCalcRequestSchema>;
export type DsrLoanRequest = z.output<typeof dsrLoanSchema>;
export type NewMortgageTermsRequest = z.output<typeof newMortgageTermsSchema>;
export type RepaymentCalcRequest = z.output<typeof repaymentCalcRequestSchema>;

export type LtvCalcResponse = z.output<typeof ltvCalcResponseSchema>;
export type DtiCalcResponse = z.output<typeof dtiCalcResponseSchema>;
export type DsrCalcResponse = z.output<typeof dsrCalcResponseSchema>;
export type RepaymentCalcResponse = z.output<typeof repaymentCalcResponseSchema>;
