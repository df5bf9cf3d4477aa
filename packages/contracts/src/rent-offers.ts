import { LOAN_PRODUCT_CODES } from '@jipsa/domain';
import { z } from 'zod';
import { koreanDayField } from './date-fields.ts';
import { isReadableLine, readableTextIssue } from './readable-text.ts';
import { MAX_CONTRACT_MONTHS, MAX_MONTHLY_RENT, MAX_RENT_OFFERS, MAX_RENTAL_DEPOSIT } from './input-limits.ts';
import { houseValueFields, jeonseRiskLevelSchema, loanProfileFields, strictRequest, wonField } from './loan-advice.ts';

// POST /api/v1/rentOffers/compare (issue 17): which of the landlord's offers costs this person least a month,
// and the cheapest split on the landlord's conversion line. No login, nothing stored.

const { rentalDeposit: _deposit, monthlyRent: _rent, ...personFields } = loanProfileFields;

/** The loan form without the deposit and the rent: those come from each offer. */
export const rentOfferProfileSchema = strictRequest({
  ...personFields,
  spouseAnnualIncome: personFields.spouseAnnualIncome.default(0),
  ownershipTransferOnBalanceDay: personFields.ownershipTransferOnBalanceDay.default('UNKNOWN'),
  ...houseValueFields,
});

export const rentOfferSchema = strictRequest({
  label: z
    .string({ error: '조건 이름을 입력해주세요.' })
    .trim()
    .min(1, { error: '조건 이름을 입력해주세요.' })
    .max(20, { error: '조건 이름은 20자까지예요.' })
    .refine(isReadableLine, readableTextIssue),
  rentalDeposit: wonField(
    '보증금을 입력해주세요. 없으면 0원이에요.',
    '보증금은 0원부터 20억원까지 원 단위로 입력해주세요.',
    MAX_RENTAL_DEPOSIT,
  ),
  monthlyRent: wonField(
    '월세를 입력해주세요. 없으면 0원이에요.',
    '월세는 0원부터 1,000만원까지 원 단위로 입력해주세요.',
    MAX_MONTHLY_RENT,
  ),
  maintenanceFee: wonField(
    '관리비를 입력해주세요.',
    '관리비는 0원부터 1,000만원까지 원 단위로 입력해주세요.',
    MAX_MONTHLY_RENT,
  ).default(0),
});

export const conversionLineSchema = strictRequest({
  fullDeposit: wonField(
    '전세 보증금을 입력해주세요.',
    '전세 보증금은 1원부터 20억원까지 원 단위로 입력해주세요.',
    MAX_RENTAL_DEPOSIT,
    1,
  ),
  conversionRatePercent: z
    .number({ error: '전환율을 % 숫자로 입력해주세요.' })
    .gt(0, { error: '전환율은 0%보다 크고 100% 이하여야 해요.' })
    .max(100, { error: '전환율은 0%보다 크고 100% 이하여야 해요.' })
    .refine((rate) => Math.abs(rate * 1000 - Math.round(rate * 1000)) < 1e-6, {
      error: '전환율은 소수점 셋째 자리까지 입력할 수 있어요.',
    }),
  minDeposit: wonField(
    '집주인이 받는 최소 보증금을 입력해주세요. 없으면 0원이에요.',
    '최소 보증금은 0원부터 20억원까지 원 단위로 입력해주세요.',
    MAX_RENTAL_DEPOSIT,
  ),
});

export const rentOfferCompareRequestSchema = strictRequest({
  profile: rentOfferProfileSchema,
  offers: z
    .array(rentOfferSchema, { error: '비교할 조건을 입력해주세요.' })
    .min(1, { error: '비교할 조건을 하나 이상 입력해주세요.' })
    .max(MAX_RENT_OFFERS, { error: '조건은 5개까지 비교할 수 있어요.' }),
  conversion: conversionLineSchema.nullish(),
  contractMonths: z
    .number({ error: '계약 기간을 개월 수로 입력해주세요.' })
    .int({ error: '계약 기간은 개월 수(정수)로 입력해주세요.' })
    .min(1, { error: '계약 기간은 1개월부터 120개월까지예요.' })
    .max(MAX_CONTRACT_MONTHS, { error: '계약 기간은 1개월부터 120개월까지예요.' })
    .nullish(),
}).superRefine((request, context) => {
  const { conversion } = request;
  if (!conversion) return;
  if (conversion.minDeposit > conversion.fullDeposit) {
    context.addIssue({
      code: 'custom',
      path: ['conversion', 'minDeposit'],
      message: '최소 보증금은 전세 보증금보다 클 수 없어요.',
    });
  }
  request.offers.forEach((offer, index) => {
    if (offer.rentalDeposit < conversion.minDeposit) {
      context.addIssue({
        code: 'custom',
        path: ['offers', index, 'rentalDeposit'],
        message: `'${offer.label}'의 보증금이 집주인이 받는 최소 보증금보다 적어요.`,
      });
    }
  });
});

const won = z.number().int().min(0);

export const comparedRentOfferSchema = z.object({
  label: z.string(),
  rentalDeposit: won,
  monthlyRent: won,
  feasible: z.boolean(),
  reasons: z.array(z.string()),
  loanProductCode: z.enum(LOAN_PRODUCT_CODES).nullable(),
  loanProductName: z.string().nullable(),
  expectedLoanRate: z.number().min(0).nullable(),
  loanAmount: won,
  ownFunds: won,
  cashShortfall: won,
  monthlyInterestCost: won,
  maintenanceFee: won,
  opportunityCostOwnFunds: won,
  oneOffCostsMonthly: won,
  monthlyTaxCredit: won,
  monthlyTotal: z.number().int(),
  /** Known only when the profile gives the house value (시세 or 공시가격). */
  jeonseRiskLevel: jeonseRiskLevelSchema.nullable(),
  jeonseRatioPercent: z.number().min(0).nullable(),
});

export const rentOfferCompareResponseSchema = z.object({
  offers: z.array(comparedRentOfferSchema),
  bestSplit: comparedRentOfferSchema.nullable(),
  conversionCurve: z.array(
    z.object({ rentalDeposit: won, monthlyRent: won, feasible: z.boolean(), monthlyTotal: z.number().int() }),
  ),
  impliedConversionRates: z.array(z.object({ from: z.string(), to: z.string(), ratePercent: z.number() })),
  legalConversionCapPercent: z.number(),
  conversionAboveLegalCap: z.boolean(),
  depositInterestRate: z.number(),
  baseRate: z.number(),
  taxCredit: z.object({
    applies: z.boolean(),
    ratePercent: z.number(),
    yearlyRentCap: won,
    reasons: z.array(z.string()),
    source: z.string(),
  }),
  contractMonths: z.number().int(),
  policyDate: koreanDayField,
  marketRateDate: koreanDayField,
  sources: z.array(z.string()),
});

export type RentOfferCompareRequestInput = z.input<typeof rentOfferCompareRequestSchema>;
export type RentOfferCompareRequest = z.output<typeof rentOfferCompareRequestSchema>;
export type RentOfferCompareResponse = z.output<typeof rentOfferCompareResponseSchema>;
export type ComparedRentOffer = z.output<typeof comparedRentOfferSchema>;
