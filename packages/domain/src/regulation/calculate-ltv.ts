import { formatWon } from '../money/format-won.ts';
import { percentOfFloor } from '../money/percent-of.ts';
import type { Won } from '../money/won.ts';
import { formatPolicyDate } from '../policy/format-policy-date.ts';
import type { PolicyDate } from '../policy/policy-date.ts';
import { tableInForce } from '../policy/table-in-force.ts';
import {
  LOAN_PURPOSE_LABELS,
  LTV_HOUSE_OWNERSHIP_LABELS,
  REGION_LABELS,
  type LtvHouseOwnershipType,
} from './ltv-categories.ts';
import { LTV_POLICIES, type LtvCapTier, type LtvPolicy, type LtvRatiosByRegion } from './ltv-policies.ts';
import { REGULATED_DISTRICT_DESIGNATIONS, regulatedAreaSentence } from './regulated-districts.ts';
import { validateLtvInput, type LtvInput } from './validate-ltv-input.ts';

export type LtvResult = {
  readonly ltvPercent: number;
  readonly collateralValue: Won;
  readonly possibleLoanAmount: Won;
  /** The cap for this price, purpose, region and ownership, whether or not it binds; `null` = none. */
  readonly capAmount: Won | null;
  /**
   * The ownership type whose ratio applied: a 서민·실수요자 whose house or income is over the limits is a
   * 무주택 buyer (`NO_HOUSE`).
   */
  readonly appliedHouseOwnershipType: LtvHouseOwnershipType;
  /** Whether a figure used is unconfirmed ([U] in the rule book): the screen says it is an estimate. */
  readonly isEstimate: boolean;
  /** Korean sentences explaining which rule applied and why (해요체). */
  readonly appliedRules: readonly string[];
  readonly policyDate: PolicyDate;
};

/**
 * The bank LTV for a home-purchase or living-stability mortgage and the amount it allows:
 * possibleLoanAmount = min(collateralValue × LTV (원 미만 절사), cap).
 * @throws RangeError with the Korean reason when `validateLtvInput` rejects the input.
 * @example
 * calculateLtv({ loanPurpose: 'HOME_PURCHASE', collateralValue: 2_000_000_000, regionType: 'REGULATED_AREA', houseOwnershipType: 'NO_HOUSE', policyDate: '2025-10-16' })
 * // { ltvPercent: 40, possibleLoanAmount: 400_000_000, capAmount: 400_000_000, ... } (20억 × 40 % = 8억, capped at 4억)
 */
export function calculateLtv(input: LtvInput): LtvResult {
  const check = validateLtvInput(input);
  if (!check.ok) throw new RangeError(check.reason);
  const policy = tableInForce(LTV_POLICIES, input.policyDate);
  // Stryker disable next-line StringLiteral: unreachable, validateLtvInput refuses a date before the table
  if (policy === null) throw new RangeError('LTV 규정을 찾지 못했어요.');
  const ordinaryDemand = ordinaryDemandCheck(policy, input);
  const applied = { ...input, houseOwnershipType: ordinaryDemand.appliedType };
  const ratios = ratiosFor(policy, applied);
  // validateLtvInput has already ruled both out; this keeps the types honest without a cast.
  // Stryker disable next-line StringLiteral: unreachable, validateLtvInput refuses a pair the table lacks
  if (ratios === undefined) throw new RangeError('LTV 규정을 찾지 못했어요.');
  const ltvPercent = ratios[input.regionType];
  const byRatio = percentOfFloor(input.collateralValue, ltvPercent);
  const cap = capFor(policy, applied);
  const capAmount = cap?.tier.cap ?? null;
  const possibleLoanAmount = capAmount === null ? byRatio : Math.min(byRatio, capAmount);
  const isEstimate = ratios.estimatedIn?.includes(input.regionType) ?? false;

  const who = `${REGION_LABELS[input.regionType]} ${LTV_HOUSE_OWNERSHIP_LABELS[applied.houseOwnershipType]}`;
  const purpose = LOAN_PURPOSE_LABELS[input.loanPurpose];
  const appliedRules = [
    `${formatPolicyDate(policy.effectiveFrom)}부터 시행된 ${policy.name} 기준이에요 (기준일 ${formatPolicyDate(input.policyDate)}).`,
    ...ordinaryDemand.sentences,
    ltvPercent === 0
      ? `${who}는 ${purpose} 목적 주택담보대출을 받을 수 없어요 (LTV 0%).`
      : `${who}의 ${purpose} 목적 LTV는 ${ltvPercent}%예요.`,
  ];
  if (cap !== null && ltvPercent > 0) appliedRules.push(capSentence(cap, purpose));
  if (ltvPercent > 0) {
    appliedRules.push(
      capAmount !== null && capAmount < byRatio
        ? `주택가격 × LTV는 ${formatWon(byRatio)}이지만 한도 ${formatWon(capAmount)}까지만 빌릴 수 있어요.`
        : `주택가격 ${formatWon(input.collateralValue)} × ${ltvPercent}% = ${formatWon(byRatio)}까지 빌릴 수 있어요.`,
    );
  }
  appliedRules.push(...regulatedAreaSentences(input));
  if (isEstimate) appliedRules.push('이 LTV 비율은 공식 문서로 확인하지 못한 추정치예요. 은행에 꼭 확인해주세요.');

  return {
    ltvPercent,
    collateralValue: input.collateralValue,
    possibleLoanAmount,
    capAmount,
    appliedHouseOwnershipType: applied.houseOwnershipType,
    isEstimate,
    appliedRules,
    policyDate: input.policyDate,
  };
}

/**
 * Which districts were 규제지역 on the date, where the person's region answer hangs on it (규제지역 or 수도권
 * 비규제지역): the form has no address, so the person checks their own home against the list.
 */
function regulatedAreaSentences(input: LtvInput): readonly string[] {
  if (input.regionType === 'OTHER_AREAS') return [];
  const designation = tableInForce(REGULATED_DISTRICT_DESIGNATIONS, input.policyDate);
  // Stryker disable next-line ArrayDeclaration: unreachable, the designations start before the first LTV rule
  return designation === null ? [] : [regulatedAreaSentence(designation)];
}

type OrdinaryDemandCheck = { readonly appliedType: LtvHouseOwnershipType; readonly sentences: readonly string[] };

/**
 * 서민·실수요자 only with a house ≤ 8억 and a couple's income ≤ 9천만 (FSC FAQ 2025-06-30 Q2 note 5). Over
 * either limit the buyer is a 무주택 buyer; an income not given is not guessed: the ratio holds on the
 * condition the result states.
 */
function ordinaryDemandCheck(policy: LtvPolicy, input: LtvInput): OrdinaryDemandCheck {
  const conditions = policy.ordinaryDemand;
  if (input.houseOwnershipType !== 'ORDINARY_DEMAND' || conditions === undefined) {
    return { appliedType: input.houseOwnershipType, sentences: [] };
  }
  const maxPrice = formatWon(conditions.maxPrice);
  const maxIncome = formatWon(conditions.maxHouseholdIncome);
  const fallback = `무주택 세대 기준을 적용했어요`;
  if (input.collateralValue > conditions.maxPrice) {
    return {
      appliedType: 'NO_HOUSE',
      sentences: [
        `서민·실수요자는 주택가격 ${maxPrice} 이하만 해당돼서, ${formatWon(input.collateralValue)} 주택에는 ${fallback}.`,
      ],
    };
  }
  const income = input.householdIncome;
  if (income !== undefined && income > conditions.maxHouseholdIncome) {
    return {
      appliedType: 'NO_HOUSE',
      sentences: [
        `서민·실수요자는 부부합산 연소득 ${maxIncome} 이하만 해당돼서, 연소득 ${formatWon(income)}에는 ${fallback}.`,
      ],
    };
  }
  return {
    appliedType: 'ORDINARY_DEMAND',
    sentences:
      income === undefined
        ? [
            `서민·실수요자 비율은 무주택 세대주이고 부부합산 연소득이 ${maxIncome} 이하일 때만 적용돼요. 소득을 입력하면 확인해 드려요.`,
          ]
        : [],
  };
}

function ratiosFor(policy: LtvPolicy, input: LtvInput): LtvRatiosByRegion | undefined {
  const byOwnership: Readonly<Partial<Record<LtvHouseOwnershipType, LtvRatiosByRegion>>> =
    policy.ratios[input.loanPurpose];
  return byOwnership[input.houseOwnershipType];
}

type AppliedCap = { readonly tier: LtvCapTier; readonly abovePrice: Won | null };

function capFor(policy: LtvPolicy, input: LtvInput): AppliedCap | null {
  const rule = policy.caps.find(
    (candidate) =>
      // Stryker disable next-line ConditionalExpression: a rule lists only its purpose's ownership types (tested)
      candidate.purpose === input.loanPurpose &&
      candidate.regions.includes(input.regionType) &&
      candidate.ownerships.includes(input.houseOwnershipType),
  );
  if (rule === undefined) return null;
  const index = rule.tiers.findIndex((tier) => tier.upToPrice === null || input.collateralValue <= tier.upToPrice);
  const tier = rule.tiers[index];
  if (tier === undefined) return null;
  return { tier, abovePrice: rule.tiers[index - 1]?.upToPrice ?? null };
}

function capSentence({ tier, abovePrice }: AppliedCap, purpose: string): string {
  const cap = formatWon(tier.cap);
  const upTo = tier.upToPrice === null ? null : formatWon(tier.upToPrice);
  if (abovePrice === null && upTo === null) return `이 지역 ${purpose} 목적 대출 한도는 ${cap}이에요.`;
  const range =
    abovePrice === null
      ? `${upTo} 이하`
      : upTo === null
        ? `${formatWon(abovePrice)} 초과`
        : `${formatWon(abovePrice)} 초과 ${upTo} 이하`;
  return `주택가격이 ${range}라 대출 한도는 ${cap}이에요.`;
}
