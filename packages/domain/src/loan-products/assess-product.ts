import type { MarketRateRow } from '../market-rates/market-rate-row.ts';
import type { PolicyDate } from '../policy/policy-date.ts';
import { hugGuaranteeShareCondition, isHugGuaranteedBankLoan } from './hug-guarantee-share.ts';
import type { LoanFacts } from './loan-facts.ts';
import type { LoanProductDefinition, ProductAssessment } from './loan-product.ts';
import type { LoanProfileField } from './loan-profile.ts';
import { isCoveredByOwnershipTransferBan, ownershipTransferOutcome } from './ownership-transfer-ban.ts';

/** What a product's answer is computed with: the rules' date and the market row. */
export type AssessmentContext = { readonly policyDate: PolicyDate; readonly marketRates: MarketRateRow };

/**
 * One product's answer: its own rules (`product.assess`) and then the national measures that cut across the
 * catalogue by date, whatever product edition is in force: the 6·27 ban on 소유권이전 조건부 전세대출 and HUG's
 * smaller guarantee share in 수도권·규제지역 (ADR 0028). Refusals come after the product's own reasons.
 * @example assessProduct(HUG_01, deriveLoanFacts(profile), context, true).reasons // [] when eligible
 */
export function assessProduct(
  product: LoanProductDefinition,
  facts: LoanFacts,
  context: AssessmentContext,
  explain: boolean,
): ProductAssessment {
  const assessment = product.assess(facts, context.marketRates, explain);
  const transfer = ownershipTransferOutcome(product, facts, context.policyDate, explain);
  const share = hugGuaranteeShareCondition(product, facts, context.policyDate, explain);
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
 * The form fields a product's answer reads: its own `reads` and those of the measures that cover it.
 * @example productReads(HUG_01).includes('ownershipTransferOnBalanceDay') // true
 */
export function productReads(product: LoanProductDefinition): readonly LoanProfileField[] {
  const extra: LoanProfileField[] = [];
  if (isCoveredByOwnershipTransferBan(product)) extra.push('ownershipTransferOnBalanceDay', 'districtCode');
  if (isHugGuaranteedBankLoan(product)) extra.push('districtCode');
  const missing = extra.filter((field, index) => !product.reads.includes(field) && extra.indexOf(field) === index);
  // Stryker disable next-line ConditionalExpression: a shortcut, appending no missing field gives the same list
  return missing.length === 0 ? product.reads : [...product.reads, ...missing];
}
