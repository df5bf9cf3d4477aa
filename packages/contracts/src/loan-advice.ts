import {
  BANKS,
  HOUSE_PRICE_BASES,
  INELIGIBILITY_REASON_CODES,
  JEONSE_RISK_LEVELS,
  INSTITUTIONS,
  LOAN_PRODUCT_CODES,
  LOAN_PROFILE_FIELDS,
  PRODUCT_CONDITION_CODES,
} from '@jipsa/domain';
import { z } from 'zod';
import { instantField, koreanDayField } from './date-fields.ts';
import { isReadableLine, readableTextIssue } from './readable-text.ts';
import {
  childStatusSchema,
  houseOwnershipTypeSchema,
  maritalStatusSchema,
  ownershipTransferAnswerSchema,
  rentHousingTypeSchema,
} from './enums.ts';
import {
  MAX_AGE,
  MAX_ANNUAL_INCOME,
  MAX_CASH_ON_HAND,
  MAX_EXCLUSIVE_AREA,
  MAX_HOUSE_PRICE,
  MAX_MONTHLY_RENT,
  MAX_RENTAL_DEPOSIT,
  MIN_AGE,
  MIN_SIMPLE_RENTAL_DEPOSIT,
} from './input-limits.ts';
import { DEPOSIT_DAMAGE_MESSAGES, LOAN_PROFILE_REQUIRED_MESSAGES as REQUIRED } from './loan-profile-messages.ts';

// Loan advice requests and responses of docs/api.md "Loan advice". Requests are strict (unknown fields
// are a 400) and every field speaks Korean; the figures come from @jipsa/domain's adviseLoan.

// ---- field builders ------------------------------------------------------------------------

/** An integer amount of 원 in [min, max]: one message when missing, one when out of shape or range. */
export const wonField = (required: string, invalid: string, max: number, min = 0) =>
  z
    .number({ error: (issue) => (issue.input === undefined ? required : invalid) })
    .int({ error: invalid })
    .min(min, { error: invalid })
    .max(max, { error: invalid });

const enumField = <Value extends string>(schema: { readonly options: readonly Value[] }, message: string) =>
  z.enum(schema.options, { error: message });

const booleanField = (message: string) => z.boolean({ error: message });

/** Unknown fields and a non-object body get a Korean message too. */
export const strictRequest = <Shape extends z.ZodRawShape>(shape: Shape) =>
  z.strictObject(shape, {
    error: (issue) =>
      issue.code === 'unrecognized_keys'
        ? `알 수 없는 항목이 있어요: ${issue.keys.join(', ')}`
        : issue.code === 'invalid_type'
          ? '요청 형식이 올바르지 않아요.'
          : undefined,
  });

// ---- LoanProfile -----------------------------------------------------------------------------

/** The optional house-value amounts (issue 12): 시세·매매가, 공시가격, 선순위 채권. */
export const houseValueFields = {
  housePrice: wonField(
    '집값을 입력해주세요.',
    '집값(시세·매매가)은 0원부터 500억원까지 원 단위로 입력해주세요.',
    MAX_HOUSE_PRICE,
  ).nullish(),
  officialPrice: wonField(
    '공시가격을 입력해주세요.',
    '공시가격은 0원부터 500억원까지 원 단위로 입력해주세요.',
    MAX_HOUSE_PRICE,
  ).nullish(),
  priorLiens: wonField(
    '선순위 채권을 입력해주세요. 없으면 0원이에요.',
    '선순위 채권은 0원부터 500억원까지 원 단위로 입력해주세요.',
    MAX_HOUSE_PRICE,
  ).nullish(),
};

/**
 * A renter whose deposit was not returned (issue 49 #4, ADR 0044), all optional: given `damagedLeaseDeposit`, the
 * fund's deposit-damage products are listed; left out, the answer is the one before they existed.
 */
export const depositDamageFields = {
  damagedLeaseDeposit: wonField(
    REQUIRED.damagedLeaseDeposit,
    '돌려받지 못한 집의 보증금은 1원부터 20억원까지 원 단위로 입력해주세요.',
    MAX_RENTAL_DEPOSIT,
    1,
  ).nullish(),
  lostDepositAmount: wonField(
    REQUIRED.lostDepositAmount,
    '돌려받지 못한 금액은 0원부터 20억원까지 원 단위로 입력해주세요.',
    MAX_RENTAL_DEPOSIT,
  ).nullish(),
  hasLeaseholdRegistration: booleanField(REQUIRED.hasLeaseholdRegistration).nullish(),
  isDecidedFraudVictim: booleanField(REQUIRED.isDecidedFraudVictim).nullish(),
  netAssets: wonField(
    REQUIRED.netAssets,
    '가구 순자산은 0원부터 500억원까지 원 단위로 입력해주세요.',
    MAX_HOUSE_PRICE,
  ).nullish(),
};

type DepositDamageAnswers = {
  readonly damagedLeaseDeposit?: number | null | undefined;
  readonly lostDepositAmount?: number | null | undefined;
};

/** The lost amount needs the deposit it was lost from and cannot exceed it. */
function checkDepositDamageAnswers(value: DepositDamageAnswers, context: z.RefinementCtx): void {
  const { damagedLeaseDeposit: deposit, lostDepositAmount: lost } = value;
  if (lost === undefined || lost === null) return;
  if (deposit === undefined || deposit === null) {
    context.addIssue({
      code: 'custom',
      path: ['damagedLeaseDeposit'],
      message: DEPOSIT_DAMAGE_MESSAGES.lostWithoutDeposit,
    });
  } else if (lost > deposit) {
    context.addIssue({ code: 'custom', path: ['lostDepositAmount'], message: DEPOSIT_DAMAGE_MESSAGES.lostOverDeposit });
  }
}

/** The loan form's fields; the jeonse-safety request reuses the address and deposit ones. */
export const loanProfileFields = {
  rentalDeposit: wonField(
    REQUIRED.rentalDeposit,
    '임차보증금은 0원부터 20억원까지 원 단위로 입력해주세요.',
    MAX_RENTAL_DEPOSIT,
  ),
  monthlyRent: wonField(REQUIRED.monthlyRent, '월세는 0원부터 1,000만원까지 원 단위로 입력해주세요.', MAX_MONTHLY_RENT),
  cashOnHand: wonField(REQUIRED.cashOnHand, '현금은 0원부터 100억원까지 원 단위로 입력해주세요.', MAX_CASH_ON_HAND),
  age: z
    .number({
      error: (issue) => (issue.input === undefined ? REQUIRED.age : '만 나이는 숫자로 입력해주세요.'),
    })
    .int({ error: '만 나이는 정수로 입력해주세요.' })
    .min(MIN_AGE, { error: '만 19세부터 이용할 수 있어요.' })
    .max(MAX_AGE, { error: '만 나이는 100세까지 입력할 수 있어요.' }),
  maritalStatus: enumField(maritalStatusSchema, REQUIRED.maritalStatus),
  annualIncome: wonField(
    REQUIRED.annualIncome,
    '연소득은 0원부터 100억원까지 원 단위로 입력해주세요.',
    MAX_ANNUAL_INCOME,
  ),
  spouseAnnualIncome: wonField(
    REQUIRED.spouseAnnualIncome,
    '배우자 연소득은 0원부터 100억원까지 원 단위로 입력해주세요.',
    MAX_ANNUAL_INCOME,
  ),
  childStatus: enumField(childStatusSchema, REQUIRED.childStatus),
  hasNewborn: booleanField(REQUIRED.hasNewborn),
  isSMEEmployee: booleanField(REQUIRED.isSMEEmployee),
  // 기초생활수급·차상위·한부모: the 기금's 1.0 %p preference cap (issue 47 #2). Asked only when it can change a rate
  // (the domain's lowIncomeOrSingleParentCapMatters); left out, the answer states the higher cap as a condition.
  isLowIncomeOrSingleParent: booleanField(REQUIRED.isLowIncomeOrSingleParent).nullish(),
  houseOwnershipType: enumField(houseOwnershipTypeSchema, REQUIRED.houseOwnershipType),
  // A 1주택자's home over 9억 (시가) gets no HF·HUG·SGI guarantee (issue 47 #9): asked of 1주택자 only; left out, the
  // answer states the rule as a condition.
  isOwnedHomeOver900M: booleanField(REQUIRED.isOwnedHomeOver900M).nullish(),
  isNetAssetOver345M: booleanField(REQUIRED.isNetAssetOver345M),
  rentHousingType: enumField(rentHousingTypeSchema, REQUIRED.rentHousingType),
  exclusiveArea: z
    .number({ error: REQUIRED.exclusiveArea })
    .gt(0, { error: '전용면적은 0㎡보다 커야 해요.' })
    .max(MAX_EXCLUSIVE_AREA, { error: '전용면적은 1,000㎡까지 입력할 수 있어요.' }),
  buildingName: z
    .string({ error: REQUIRED.buildingName })
    .max(100, { error: '건물 이름은 100자까지 입력할 수 있어요.' })
    .refine(isReadableLine, readableTextIssue),
  districtCode: z
    .string({ error: REQUIRED.districtCode })
    .regex(/^\d{10}$/, { error: '법정동 코드는 숫자 10자리예요. 주소를 다시 검색해주세요.' }),
  dongName: z
    .string({ error: REQUIRED.dongName })
    .trim()
    .min(1, { error: '동 이름이 비어 있어요. 주소를 다시 검색해주세요.' })
    .max(50, { error: '동 이름은 50자까지예요.' })
    .refine(isReadableLine, readableTextIssue),
  // Empty when only the neighbourhood is known: the loan rules read the district code, not the 번지.
  jibun: z
    .string({ error: REQUIRED.jibun })
    .trim()
    .max(30, { error: '지번은 30자까지예요.' })
    .refine(isReadableLine, readableTextIssue),
  // "잔금일에 집주인이 바뀌나요?" (6·27 소유권이전 조건부 전세대출, ADR 0028).
  ownershipTransferOnBalanceDay: enumField(ownershipTransferAnswerSchema, REQUIRED.ownershipTransferOnBalanceDay),
  // 부동산 거래 전자계약: 0.1 %p off a 기금 rate for applications until 2026-12-31 (issue 47 #2). Asked while the
  // preference runs (the domain's electronicContractPreferenceOn); left out, the answer states the lower rate.
  isElectronicContract: booleanField(REQUIRED.isElectronicContract).nullish(),
};

/**
 * The loan form (POST /api/v1/loanAdvice). `spouseAnnualIncome` may be left out (0): the form asks it
 * only when the person is not SINGLE. `ownershipTransferOnBalanceDay` left out is 'UNKNOWN' (clients from before
 * the question); the form always asks it.
 */
export const loanProfileSchema = strictRequest({
  ...loanProfileFields,
  spouseAnnualIncome: loanProfileFields.spouseAnnualIncome.default(0),
  ownershipTransferOnBalanceDay: loanProfileFields.ownershipTransferOnBalanceDay.default('UNKNOWN'),
  ...houseValueFields,
  ...depositDamageFields,
}).superRefine(checkDepositDamageAnswers);

type NullishShape<Shape extends Record<string, z.ZodType>> = {
  [Key in keyof Shape]: z.ZodOptional<z.ZodNullable<Shape[Key]>>;
};

function nullishShape<Shape extends Record<string, z.ZodType>>(shape: Shape): NullishShape<Shape> {
  return Object.fromEntries(
    Object.entries(shape).map(([key, schema]) => [key, schema.nullable().optional()]),
  ) as NullishShape<Shape>;
}

/**
 * The loan form being filled in (POST /api/v1/loanAdvice/pre-terms): every field may be missing or null
 * ("not answered yet"); answered fields are checked like the full form.
 */
export const partialLoanProfileSchema = strictRequest({
  ...nullishShape(loanProfileFields),
  ...houseValueFields,
  ...depositDamageFields,
}).superRefine(checkDepositDamageAnswers);

/** POST /api/v1/loanAdvice/simple: the deposit alone (deposit-entry bounds, 100만원 to 20억원). */
export const simpleRequestSchema = strictRequest({
  rentalDeposit: wonField(
    '보증금을 입력해주세요.',
    '보증금은 100만원부터 20억원까지 입력할 수 있어요.',
    MAX_RENTAL_DEPOSIT,
    MIN_SIMPLE_RENTAL_DEPOSIT,
  ),
});

export const loanProductCodeSchema = z.enum(LOAN_PRODUCT_CODES, { error: '알 수 없는 상품이에요.' });

/** POST /api/v1/loanAdvice/specific: a stored form and the product the person picked. */
export const specificRequestSchema = strictRequest({
  userInputInfoId: z.uuid({ error: '저장된 입력 정보를 찾을 수 없어요.' }),
  productCode: loanProductCodeSchema,
});

// ---- responses -------------------------------------------------------------------------------

export const institutionSchema = z.enum(INSTITUTIONS);
const loanBankSchema = z.enum(BANKS);
const won = z.number().int().min(0);
const ratePercent = z.number().min(0);

/** One product on the deposit-result page and in the live estimate. */
export const simpleProductSchema = z.object({
  loanProductCode: loanProductCodeSchema,
  loanProductName: z.string(),
  possibleLoanLimit: won,
  expectedLoanRate: ratePercent,
});

export const preTermsProductSchema = simpleProductSchema.extend({
  institution: institutionSchema,
  status: z.enum(['ELIGIBLE', 'PENDING', 'NOT_ELIGIBLE']),
  pendingFields: z.array(z.enum(LOAN_PROFILE_FIELDS)),
  notEligibleReasonCodes: z.array(z.enum(INELIGIBILITY_REASON_CODES)),
});

/** POST /api/v1/loanAdvice/pre-terms: the live estimate; `products` says what each still needs. */
export const preTermsResponseSchema = z.object({
  best: simpleProductSchema.nullable(),
  eligibleCount: z.number().int().min(0),
  products: z.array(preTermsProductSchema),
});

export const recommendedProductSchema = z.object({
  loanProductCode: loanProductCodeSchema,
  loanProductName: z.string(),
  institution: institutionSchema,
  eligible: z.boolean(),
  possibleLoanLimit: won,
  expectedLoanRate: ratePercent,
  notEligibleReasons: z.array(z.string()),
  notEligibleReasonCodes: z.array(z.enum(INELIGIBILITY_REASON_CODES)),
  /** What an eligible product depends on that the form cannot check (issue 13): Korean sentences. */
  conditions: z.array(z.string()),
  conditionCodes: z.array(z.enum(PRODUCT_CONDITION_CODES)),
  isEstimate: z.boolean(),
});

export const jeonseRiskLevelSchema = z.enum(JEONSE_RISK_LEVELS);
export const housePriceBasisSchema = z.enum(HOUSE_PRICE_BASES);

/** The report's deposit-safety verdict for its address (issue 12); null without a deposit. */
export const jeonseSafetySummarySchema = z.object({
  riskLevel: jeonseRiskLevelSchema,
  jeonseRatioPercent: ratePercent.nullable(),
  housePrice: won.nullable(),
  housePriceBasis: housePriceBasisSchema,
  reasons: z.array(z.string()),
  smallDepositProtectedAmount: won,
});

/** A stored loan advice report (api.md `LoanAdviceReport`), as @jipsa/domain's adviseLoan builds it. */
export const loanAdviceReportSchema = z.object({
  loanAdviceResultId: z.uuid(),
  userInputInfoId: z.uuid(),
  createdAt: instantField,
  policyDate: koreanDayField,
  marketRateDate: koreanDayField,
  /** The market rates are more than 45 days older than `policyDate`. */
  marketRatesStale: z.boolean(),
  hasEligibleProduct: z.boolean(),
  loanProductCode: loanProductCodeSchema.nullable(),
  loanProductName: z.string().nullable(),
  institution: institutionSchema.nullable(),
  expectedLoanRate: ratePercent.nullable(),
  possibleLoanLimit: won.nullable(),
  /** The chosen product's conditions. */
  conditions: z.array(z.string()),
  isEstimate: z.boolean(),
  loanAmount: won,
  ownFunds: won,
  cashShortfall: won,
  monthlyInterestCost: won,
  monthlyRent: won,
  totalLivingCost: won,
  opportunityCostOwnFunds: won,
  depositInterestRate: ratePercent,
  guaranteeInsuranceFee: won,
  stampDuty: won,
  rentConversionRate: ratePercent,
  convertedMonthlyRent: won,
  availableBanks: z.array(loanBankSchema),
  productFeatures: z.array(z.string()),
  recommendationReason: z.string(),
  recommendedProducts: z.array(recommendedProductSchema),
  /** Reports stored before issue 12 have none (null). */
  jeonseSafety: jeonseSafetySummarySchema.nullable(),
});

/** One row of GET /api/v1/loanAdvice (recent reports); product fields are null when none was eligible. */
export const loanAdviceSummarySchema = z.object({
  loanAdviceResultId: z.uuid(),
  loanProductCode: loanProductCodeSchema.nullable(),
  loanProductName: z.string().nullable(),
  expectedLoanRate: ratePercent.nullable(),
  possibleLoanLimit: won.nullable(),
  /** The deposit of the form the report was made from (issue 11): tells two reports of a day apart. */
  rentalDeposit: won.nullable(),
  createdAt: instantField,
});

/** GET /api/v1/userInputInfo/{id}: the stored form with its id. */
export const userInputInfoSchema = z.object({
  ...loanProfileFields,
  // Forms stored before the question (ADR 0028) have none.
  ownershipTransferOnBalanceDay: loanProfileFields.ownershipTransferOnBalanceDay.nullish(),
  ...houseValueFields,
  ...depositDamageFields,
  userInputInfoId: z.uuid(),
  createdAt: instantField,
});

// ---- types -----------------------------------------------------------------------------------

/** What a client may send (spouse income optional). */
export type LoanProfileRequestInput = z.input<typeof loanProfileSchema>;
export type PartialLoanProfileRequestInput = z.input<typeof partialLoanProfileSchema>;
export type SimpleRequestInput = z.input<typeof simpleRequestSchema>;
export type SpecificRequestInput = z.input<typeof specificRequestSchema>;

/** What the server works with after parsing. */
export type LoanProfileRequest = z.output<typeof loanProfileSchema>;
export type PartialLoanProfileRequest = z.output<typeof partialLoanProfileSchema>;
export type SimpleRequest = z.output<typeof simpleRequestSchema>;
export type SpecificRequest = z.output<typeof specificRequestSchema>;

export type SimpleProductResponse = z.output<typeof simpleProductSchema>;
export type PreTermsProductResponse = z.output<typeof preTermsProductSchema>;
export type PreTermsResponse = z.output<typeof preTermsResponseSchema>;
export type RecommendedProductResponse = z.output<typeof recommendedProductSchema>;
export type LoanAdviceReport = z.output<typeof loanAdviceReportSchema>;
export type LoanAdviceSummary = z.output<typeof loanAdviceSummarySchema>;
export type UserInputInfo = z.output<typeof userInputInfoSchema>;

// ---- what changed since a report (issue 28) --------------------------------------------------

/** One side of a report's answer: the chosen product and what it costs; product fields null when none is eligible. */
export const reportAnswerSchema = z.object({
  loanProductCode: loanProductCodeSchema.nullable(),
  loanProductName: z.string().nullable(),
  expectedLoanRate: ratePercent.nullable(),
  possibleLoanLimit: won.nullable(),
  /**
   * The report's 한 달 합계 under "매달 드는 돈" (`totalLivingCost`: the loan's monthly interest plus the rent), the
   * one figure the report itself gives per month.
   */
  monthlyCost: won,
});

/** Why the answer moved: the rates (which figures, from which row) or a rule edition (its date and source). */
export const reportChangeReasonSchema = z.object({
  kind: z.enum(['RATES', 'RULES']),
  /** A Korean sentence, e.g. '신 잔액기준 COFIX가 연 2.48%에서 연 2.98%로 바뀌었어요.' */
  text: z.string(),
  /** The day the new rates or rules took effect. */
  date: koreanDayField,
  /** Where they come from (the publication or the rule edition). */
  source: z.string(),
});

/**
 * GET /api/v1/loanAdvice/{id}/changes: what the report would say if it were made today, from its stored answers by
 * the same engine at both dates. `changed: false` when the product, rate, limit and monthly cost would all stay.
 */
export const loanAdviceChangesSchema = z.discriminatedUnion('changed', [
  z.object({ changed: z.literal(false) }),
  z.object({
    changed: z.literal(true),
    /** The report's policy date, and today's. */
    madeOn: koreanDayField,
    today: koreanDayField,
    before: reportAnswerSchema,
    after: reportAnswerSchema,
    /** after − before monthly cost, in 원 (negative: it costs less now). */
    monthlyDifference: z.number().int(),
    reasons: z.array(reportChangeReasonSchema),
  }),
]);

export type ReportAnswer = z.output<typeof reportAnswerSchema>;
export type ReportChangeReason = z.output<typeof reportChangeReasonSchema>;
export type LoanAdviceChanges = z.output<typeof loanAdviceChangesSchema>;
