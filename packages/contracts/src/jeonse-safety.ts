import { GUARANTORS, JEONSE_RISK_REASON_CODES } from '@jipsa/domain';
import { z } from 'zod';
import { koreanDayField } from './date-fields.ts';
import { MAX_MONTHLY_RENT, MAX_RENTAL_DEPOSIT } from './input-limits.ts';
import {
  houseValueFields,
  housePriceBasisSchema,
  jeonseRiskLevelSchema,
  loanProfileFields,
  strictRequest,
  wonField,
} from './loan-advice.ts';
import { REGISTRY_FLAGS } from './enum-values.ts';

// POST /api/v1/jeonseSafety (issue 12): is this jeonse safe? No login, nothing stored.

/** Where the answer's 건축물대장 facts came from. */
export const BUILDING_FACT_SOURCES = ['LEDGER', 'ANSWER', 'UNKNOWN'] as const;

const REGISTRY_FLAGS_MESSAGE = '등기부에서 읽은 항목을 다시 확인해주세요.';

/** The address, the house and the deposit; the house-value amounts are optional. */
export const jeonseSafetyRequestSchema = strictRequest({
  districtCode: loanProfileFields.districtCode,
  dongName: loanProfileFields.dongName,
  jibun: loanProfileFields.jibun,
  buildingName: loanProfileFields.buildingName,
  rentHousingType: loanProfileFields.rentHousingType,
  exclusiveArea: loanProfileFields.exclusiveArea,
  rentalDeposit: wonField(
    '보증금을 입력해주세요.',
    '보증금은 1원부터 20억원까지 원 단위로 입력해주세요.',
    MAX_RENTAL_DEPOSIT,
    1,
  ),
  /**
   * A 반전세's monthly rent (issue 47 #5): HUG counts it toward its 7억/5억 deposit cap at its 전월세전환율. Absent,
   * null or 0 for a 전세.
   */
  monthlyRent: wonField(
    '월세를 입력해주세요. 전세면 비워 두세요.',
    '월세는 0원부터 1,000만원까지 원 단위로 입력해주세요.',
    MAX_MONTHLY_RENT,
  ).nullish(),
  ...houseValueFields,
  /** The flags of the 등기부 the person uploaded and confirmed (issue 30); none when they read none. */
  registryFlags: z
    .array(z.enum(REGISTRY_FLAGS, { error: REGISTRY_FLAGS_MESSAGE }), { error: REGISTRY_FLAGS_MESSAGE })
    .max(REGISTRY_FLAGS.length)
    .refine((flags) => new Set(flags).size === flags.length, REGISTRY_FLAGS_MESSAGE)
    .optional(),
  /**
   * The person's answer to "건축물대장에 위반건축물로 적혀 있나요?", asked when the 건축물대장 cannot be read
   * (no `BUILDING_API_KEY`, or no record); null or absent for 몰라요.
   */
  buildingViolation: z.boolean({ error: '위반건축물인지 예, 아니요, 몰라요 중에서 골라주세요.' }).nullish(),
});

const won = z.number().int().min(0);

export const guaranteeAnswerSchema = z.object({
  institution: z.enum(GUARANTORS),
  /** Null when the house value is unknown. */
  eligible: z.boolean().nullable(),
  maxDeposit: won.nullable(),
  reasons: z.array(z.string()),
  isEstimate: z.boolean(),
  /** A 신탁 on the confirmed 등기부: the guarantee holds only with the trust company's consent (issue 50 #2). */
  needsTrusteeConsent: z.boolean(),
});

export const jeonseSafetyResponseSchema = z.object({
  housePrice: won.nullable(),
  housePriceBasis: housePriceBasisSchema,
  /** How the price was estimated from MOLIT sale transactions, when it was. */
  recentSales: z
    .object({ transactionCount: z.number().int().min(1), latestDealDate: z.string(), price: won })
    .nullable(),
  /** Korean, when part of the answer could not be read (sale transactions unavailable). */
  notice: z.string().nullable(),
  jeonseRatioPercent: z.number().min(0).nullable(),
  riskLevel: jeonseRiskLevelSchema,
  reasons: z.array(z.string()),
  reasonCodes: z.array(z.enum(JEONSE_RISK_REASON_CODES)),
  guarantees: z.array(guaranteeAnswerSchema),
  smallDepositPriority: z.object({
    applies: z.boolean(),
    protectedAmount: won,
    threshold: won,
    regionLabel: z.string(),
    reasons: z.array(z.string()),
  }),
  /** What the 건축물대장 says and where it came from: the 건축HUB ledger, the person's answer, or nobody. */
  building: z.object({
    source: z.enum(BUILDING_FACT_SOURCES),
    /** 주용도 as the ledger records it (ledger only). */
    mainUse: z.string().nullable(),
    violation: z.boolean().nullable(),
    residential: z.boolean().nullable(),
  }),
  /** The contract checklist; a dated rule's item (issue 49: the renter's rights at signing) names its source. */
  checklist: z.array(
    z.object({ code: z.string(), title: z.string(), detail: z.string(), source: z.string().optional() }),
  ),
  policyDate: koreanDayField,
  sources: z.array(z.string()),
});

export type JeonseSafetyRequestInput = z.input<typeof jeonseSafetyRequestSchema>;
export type JeonseSafetyRequest = z.output<typeof jeonseSafetyRequestSchema>;
export type JeonseSafetyResponse = z.output<typeof jeonseSafetyResponseSchema>;
