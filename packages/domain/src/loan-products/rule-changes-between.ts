import {
  DEPOSIT_RETURN_GUARANTEE_TERMS,
  depositReturnGuaranteeChanges,
} from '../jeonse-safety/deposit-return-guarantee-terms.ts';
import type { PolicyDate } from '../policy/policy-date.ts';
import type { DatedValue } from './dated-value.ts';
import { FUND_NET_ASSET_CAP } from './fund-common.ts';
import { FUND_ELECTRONIC_CONTRACT_PREFERENCE } from './fund-rate.ts';
import { HUG_GUARANTEE_SHARES } from './hug-guarantee-share.ts';
import { OWNED_HOME_OVER_900M_BAN } from './owned-home-value-ban.ts';
import { OWNERSHIP_TRANSFER_BANS } from './ownership-transfer-ban.ts';
import { REPAYMENT_ABILITY_TESTS } from './repayment-ability-tests.ts';
import { SINGLE_HOUSE_CAPITAL_LIMIT } from './single-house-capital-limit.ts';
import { SINGLE_HOUSE_JEONSE_INTEREST_IN_DSR } from './single-house-dsr-condition.ts';

/** A dated figure of the product rules that changed: the rule with its new figure, from when, read where. */
export type RuleChange = {
  /** Korean, e.g. '수도권 1주택자 전세대출 한도 2억원'. */
  readonly name: string;
  readonly effectiveFrom: PolicyDate;
  readonly source: string;
};

function changesOf<Value>(dated: DatedValue<Value>): RuleChange[] {
  return dated.changes.map((row) => ({ name: dated.name(row.value), effectiveFrom: row.from, source: row.source }));
}

/**
 * Every dated change the catalogue's products read, sorted by date: the dated figures of the products (ADR 0027),
 * the HUG return-guarantee terms HUG-01 is sold with (ADR 0015) and the national measures over them (ADR 0028).
 */
export const LOAN_PRODUCT_RULE_CHANGES: readonly RuleChange[] = [
  ...changesOf(FUND_NET_ASSET_CAP),
  ...changesOf(FUND_ELECTRONIC_CONTRACT_PREFERENCE),
  ...changesOf(OWNED_HOME_OVER_900M_BAN),
  ...changesOf(REPAYMENT_ABILITY_TESTS),
  ...changesOf(SINGLE_HOUSE_CAPITAL_LIMIT),
  ...changesOf(SINGLE_HOUSE_JEONSE_INTEREST_IN_DSR),
  ...DEPOSIT_RETURN_GUARANTEE_TERMS.HUG.slice(1).map((terms, index) => ({
    name: `HUG 전세금안심대출의 반환보증 기준: ${depositReturnGuaranteeChanges(DEPOSIT_RETURN_GUARANTEE_TERMS.HUG[index]!, terms)}`,
    effectiveFrom: terms.effectiveFrom,
    source: terms.sources.join(' · '),
  })),
  ...OWNERSHIP_TRANSFER_BANS.map((ban) => ({
    name: `수도권·규제지역 소유권이전 조건부 전세대출 보증 금지(${ban.name})`,
    effectiveFrom: ban.effectiveFrom,
    source: ban.source,
  })),
  ...HUG_GUARANTEE_SHARES.map((share) => ({
    name: `수도권·규제지역 HUG 전세대출 보증 비율 ${share.capitalAreaSharePercent}%`,
    effectiveFrom: share.effectiveFrom,
    source: share.source,
  })),
].sort((a, b) => a.effectiveFrom.localeCompare(b.effectiveFrom));

/**
 * The product-rule changes that took effect after `fromDate` and on or before `toDate` (either order), oldest
 * first: what a report made on `fromDate` would answer differently under the rules of `toDate`.
 * @example
 * ruleChangesBetween('2025-09-01', '2026-11-26')
 * // [{ name: '수도권 1주택자 전세대출 한도 2억원', effectiveFrom: '2025-09-08', source: '금융위원회 9·7 …' }]
 */
export function ruleChangesBetween(fromDate: PolicyDate, toDate: PolicyDate): RuleChange[] {
  const [start, end] = fromDate <= toDate ? [fromDate, toDate] : [toDate, fromDate];
  return LOAN_PRODUCT_RULE_CHANGES.filter((change) => change.effectiveFrom > start && change.effectiveFrom <= end);
}
