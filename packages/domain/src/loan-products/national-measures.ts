import type { PolicyDate } from '../policy/policy-date.ts';
import { tableInForce } from '../policy/table-in-force.ts';
import {
  HUG_GUARANTEE_SHARES,
  hugGuaranteeShareCondition,
  isHugGuaranteedBankLoan,
  type HugGuaranteeShareRow,
} from './hug-guarantee-share.ts';
import type { LoanFacts } from './loan-facts.ts';
import type { LoanProductDefinition, ProductAssessment } from './loan-product.ts';
import type { LoanProfileField } from './loan-profile.ts';
import {
  isCoveredByOwnershipTransferBan,
  ownershipTransferBanInForce,
  ownershipTransferOutcome,
  type OwnershipTransferBanRow,
} from './ownership-transfer-ban.ts';

/**
 * The national measures that cut across the catalogue by date, whatever a product's own terms say (ADR 0028): the
 * 6·27 ban on 소유권이전 조건부 전세대출 and HUG's smaller guarantee share in 수도권·규제지역. Their dates are
 * editions of the catalogue, so an edition's measures hold throughout it.
 */
export type NationalMeasures = {
  readonly ownershipTransferBan: OwnershipTransferBanRow | null;
  readonly hugGuaranteeShare: HugGuaranteeShareRow | null;
};

/** The measures in force on `policyDate`. */
export function nationalMeasuresOn(policyDate: PolicyDate): NationalMeasures {
  return {
    ownershipTransferBan: ownershipTransferBanInForce(policyDate),
    hugGuaranteeShare: tableInForce(HUG_GUARANTEE_SHARES, policyDate),
  };
}

/**
 * A product's answer with the measures on top: their refusals after the product's own reasons, their conditions
 * after its own.
 * @example withNationalMeasures(assessment, HUG, seoulFacts, nationalMeasuresOn('2026-11-22'), true).conditions
 */
export function withNationalMeasures(
  assessment: ProductAssessment,
  product: LoanProductDefinition,
  facts: LoanFacts,
  measures: NationalMeasures,
  explain: boolean,
): ProductAssessment {
  const transfer = ownershipTransferOutcome(product, facts, measures.ownershipTransferBan, explain);
  const share = hugGuaranteeShareCondition(product, facts, measures.hugGuaranteeShare, explain);
  // Stryker disable next-line ConditionalExpression: a shortcut, the rebuilt answer below holds the same reasons and conditions
  if (transfer.kind === 'NONE' && share === null) return assessment;
  return {
    ...assessment,
    reasons: transfer.kind === 'REFUSED' ? [...assessment.reasons, transfer.reason] : assessment.reasons,
    conditions: [
      ...assessment.conditions,
      ...(transfer.kind === 'CONDITION' ? [transfer.condition] : []),
      ...(share === null ? [] : [share]),
    ],
  };
}

/**
 * The form fields a product's answer reads: its own and those of the measures that cover it.
 * @example withMeasureReads(HUG, HUG_OWN_READS).includes('ownershipTransferOnBalanceDay') // true
 */
export function withMeasureReads(
  product: Pick<LoanProductDefinition, 'institution' | 'limitBounds'>,
  reads: readonly LoanProfileField[],
): readonly LoanProfileField[] {
  const extra: LoanProfileField[] = [];
  if (isCoveredByOwnershipTransferBan(product)) extra.push('ownershipTransferOnBalanceDay', 'districtCode');
  if (isHugGuaranteedBankLoan(product)) extra.push('districtCode');
  const missing = extra.filter((field, index) => !reads.includes(field) && extra.indexOf(field) === index);
  // Stryker disable next-line ConditionalExpression: a shortcut, appending no missing field gives the same list
  return missing.length === 0 ? reads : [...reads, ...missing];
}
