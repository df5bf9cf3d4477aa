import type { Won } from '../money/won.ts';
import type { RentHousingType } from '../loan-products/loan-profile.ts';
import { isCapitalRegion, regionOf } from '../loan-products/region-of.ts';
import type { PolicyDate } from '../policy/policy-date.ts';
import { contractChecklist, type ChecklistItem } from './contract-checklist.ts';
import {
  assessDepositReturnGuarantee,
  priorLiensOverGuarantorLimit,
  type DepositReturnGuaranteeAnswer,
} from './deposit-return-guarantee.ts';
import {
  depositReturnGuaranteeTerms,
  GUARANTORS,
  type DepositReturnGuaranteeTerms,
} from './deposit-return-guarantee-terms.ts';
import { BUILDING_FACTS_UNKNOWN, type BuildingFacts, type RegistryFlag } from './document-risk.ts';
import { houseValueForGuarantee, type HousePriceBasis } from './house-value-for-guarantee.ts';
import { jeonseRisk, type JeonseRiskLevel, type JeonseRiskReasonCode } from './jeonse-risk.ts';
import { smallDepositPriority, SMALL_DEPOSIT_REGION_LABEL } from './small-deposit-priority.ts';

const PRIOR_LIENS_COUNTED_AS_NONE =
  '선순위 채권을 몰라서 없다고 보고 계산했어요. 근저당이 있으면 가입할 수 있는 보증금이 그만큼 줄어요.';

export type JeonseSafetyInput = {
  readonly districtCode: string;
  readonly dongName: string;
  readonly rentHousingType: RentHousingType;
  readonly rentalDeposit: Won;
  /** A 반전세's monthly rent; absent or 0 for a 전세. */
  readonly monthlyRent?: Won;
  /** 시세 or 매매가 as the person entered it. */
  readonly housePrice: Won | null;
  /** Estimated from the building's recent sale transactions (only when the person gave no price). */
  readonly recentSalesPrice: Won | null;
  readonly officialPrice: Won | null;
  /** 근저당 채권최고액 and 선순위 보증금; null when unknown (left blank and no 등기부 read). */
  readonly priorLiens: Won | null;
  /** The flags of the 등기부 the person uploaded and confirmed; the loan form and rent offers read none. */
  readonly registryFlags?: readonly RegistryFlag[];
  /** What the 건축물대장 says; unknown unless it was read or the person answered. */
  readonly building?: BuildingFacts;
};

export type JeonseSafety = {
  /** The value counted (공시가격 × ratio when valued by it). */
  readonly housePrice: Won | null;
  readonly housePriceBasis: HousePriceBasis;
  readonly jeonseRatioPercent: number | null;
  readonly riskLevel: JeonseRiskLevel;
  readonly reasons: readonly string[];
  readonly reasonCodes: readonly JeonseRiskReasonCode[];
  readonly guarantees: readonly DepositReturnGuaranteeAnswer[];
  readonly smallDepositPriority: {
    readonly applies: boolean;
    readonly protectedAmount: Won;
    readonly threshold: Won;
    readonly regionLabel: string;
    readonly reasons: readonly string[];
  };
  readonly checklist: readonly ChecklistItem[];
  readonly policyDate: PolicyDate;
  readonly sources: readonly string[];
};

/**
 * Is this jeonse safe? The house value each guarantor counts, whether HUG, HF and SGI take the deposit, the
 * 최우선변제 amount, a verdict with its reasons and the contract checklist — by the rules of `policyDate`.
 * @example
 * assessJeonseSafety({ districtCode: '1168010100', dongName: '역삼동', rentHousingType: 'HOUSEHOLD_HOUSE',
 *   rentalDeposit: 260_000_000, housePrice: null, recentSalesPrice: null, officialPrice: 200_000_000, priorLiens: 0 },
 *   '2026-11-24').riskLevel // 'DANGER' (HUG takes at most 2억 5,200만)
 */
export function assessJeonseSafety(
  { priorLiens: knownPriorLiens, ...rest }: JeonseSafetyInput,
  policyDate: PolicyDate,
): JeonseSafety {
  const priorLiensUnknown = knownPriorLiens === null;
  const input = { ...rest, priorLiens: knownPriorLiens ?? 0 };
  const isCapital = isCapitalRegion(regionOf(input.districtCode));
  const valueInput = {
    rentHousingType: input.rentHousingType,
    marketPrice: input.housePrice,
    recentSalesPrice: input.recentSalesPrice,
    officialPrice: input.officialPrice,
  };
  const guarantees = GUARANTORS.map((institution) => {
    const terms = depositReturnGuaranteeTerms(institution, policyDate);
    const houseValue = houseValueForGuarantee(valueInput, terms.officialPriceRatioPercent);
    const answer = assessDepositReturnGuarantee(institution, terms, {
      ...input,
      monthlyRent: input.monthlyRent ?? 0,
      isCapital,
      houseValue,
    });
    return {
      answer: priorLiensUnknown ? { ...answer, reasons: [...answer.reasons, PRIOR_LIENS_COUNTED_AS_NONE] } : answer,
      terms,
      houseValue,
    };
  });
  const priorLiensOverLimitOn = (terms: DepositReturnGuaranteeTerms, value: Won | null) =>
    value !== null && priorLiensOverGuarantorLimit(terms, input.rentHousingType, value, input.priorLiens);
  const headline = houseValueForGuarantee(
    valueInput,
    depositReturnGuaranteeTerms('HUG', policyDate).officialPriceRatioPercent,
  );
  const risk = jeonseRisk({
    rentalDeposit: input.rentalDeposit,
    priorLiens: knownPriorLiens,
    houseValue: headline.value,
    guaranteeRefused: guarantees.every(({ answer }) => answer.eligible === false),
    priorLiensOverGuaranteeLimit: guarantees
      .filter(({ terms, houseValue }) => priorLiensOverLimitOn(terms, houseValue.value))
      .map(({ answer }) => answer.institution),
    registryFlags: input.registryFlags ?? [],
    building: input.building ?? BUILDING_FACTS_UNKNOWN,
  });
  const priority = smallDepositPriority(
    {
      rentalDeposit: input.rentalDeposit,
      districtCode: input.districtCode,
      dongName: input.dongName,
      houseValue: headline.value,
      hasPriorLiens: input.priorLiens > 0,
    },
    policyDate,
  );
  const checklist = contractChecklist({ rentalDeposit: input.rentalDeposit }, policyDate);
  return {
    housePrice: headline.value,
    housePriceBasis: headline.basis,
    jeonseRatioPercent: risk.jeonseRatioPercent,
    riskLevel: risk.riskLevel,
    reasons: risk.reasons.map((reason) => reason.message),
    reasonCodes: risk.reasons.map((reason) => reason.code),
    guarantees: guarantees.map(({ answer }) => answer),
    smallDepositPriority: {
      applies: priority.applies,
      protectedAmount: priority.protectedAmount,
      threshold: priority.threshold,
      regionLabel: SMALL_DEPOSIT_REGION_LABEL[priority.region],
      reasons: priority.reasons,
    },
    checklist,
    policyDate,
    sources: [
      ...new Set([
        ...guarantees.flatMap(({ terms }) => terms.sources),
        priority.source,
        ...checklist.flatMap((item) => (item.source === undefined ? [] : [item.source])),
      ]),
    ],
  };
}
