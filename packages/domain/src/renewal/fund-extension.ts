import type { Won } from '../money/won.ts';
import type { PolicyDate } from '../policy/policy-date.ts';
import { ruleOn, type RenewalRule } from './renewal-rule.ts';
import { interestForMonths } from './interest-for-months.ts';

/** A 주택도시기금 버팀목 전세자금 loan: the ordinary products, or 신생아 특례 (a longer term). */
export const FUND_PRODUCT_KINDS = ['FUND', 'FUND_NEWBORN'] as const;
export type FundProductKind = (typeof FUND_PRODUCT_KINDS)[number];

export type FundExtensionCountRule = RenewalRule & {
  /** Extensions of 2 years after the first 2: 4 (10 years in all); 신생아 특례 5 (12 years). */
  readonly regularExtensions: Readonly<Record<FundProductKind, number>>;
  /** Past those, the n-th extra extension needs n minor children, at most this many (20 years in all). */
  readonly maxExtraExtensions: number;
};

// NOTE: 버팀목 "최초 2년(4회연장, 최장 10년 이용가능) … 최장 10년 이용 후 연장시점 기준 미성년 1자녀당 2년 추가(최장
// 20년 이용 가능)" — nhuf.molit.go.kr's 청년전용 버팀목 page as copied into a public chatbot's source [S]. 신생아 특례
// "2년(최장 12년)" — a public repository's normalised copy of the fund's pages (last_verified 2025-09-08) [S]; other
// copies read 12 years as the 특례금리 period (4 years, +4 a birth), so the term is stated as a condition. Whether the
// children's extra years apply to 신생아 특례 was not found [U]: none is counted for it, said as a condition.
// The first day of these terms was not read [U]: the row is dated by the copy read and answers earlier dates too.
export const FUND_EXTENSION_COUNT_RULES: readonly [FundExtensionCountRule, ...FundExtensionCountRule[]] = [
  {
    effectiveFrom: '2025-09-08',
    regularExtensions: { FUND: 4, FUND_NEWBORN: 5 },
    maxExtraExtensions: 5,
    source:
      '주택도시기금 버팀목 상품안내 사본: 최초 2년, 4회 연장 최장 10년, 미성년 1자녀당 2년 추가 최장 20년; 신생아 특례 최장 12년 (2025-09-08 확인 사본)',
    certainty: 'S',
  },
];

export type FundExtensionAddOnRule = RenewalRule & {
  /** Repaying this share of the balance at the extension avoids the add-on. */
  readonly repayPercentToAvoid: number;
  /** The yearly add-on, in thousandths of a percent, for an extension longer than `shortTermUpToMonths`. */
  readonly addOnMilli: number;
  readonly shortTermAddOnMilli: number;
  readonly shortTermUpToMonths: number;
};

// NOTE: "기한연장 때 원금의 10% 이상을 갚지 않으면 금리가 가산됩니다. 보통 연 0.2%p, 연장 기간이 1년 이하(HUG
// 전세금안심대출보증은 1년 1개월 이하)면 연 0.1%p" — a public repository's blog page on 버팀목 extensions (updated
// 2026-09-30) [S]; the fund's 대출약정 copy says only "기한연장시에는 일정 비율을 상환하여야 하며, 불가한 경우
// 가산금리가 적용" [S]. Whether the add-on accumulates over extensions was not found [U] (stated as a condition).
export const FUND_EXTENSION_ADD_ON_RULES: readonly [FundExtensionAddOnRule, ...FundExtensionAddOnRule[]] = [
  {
    effectiveFrom: '2026-09-30',
    repayPercentToAvoid: 10,
    addOnMilli: 200,
    shortTermAddOnMilli: 100,
    shortTermUpToMonths: 12,
    source: '버팀목 기한연장 가산금리 (2차 자료, 2026-09-30 기준): 원금 10% 미상환 시 연 0.2%p, 연장 1년 이하 연 0.1%p',
    certainty: 'S',
  },
];

export type FundExtensionInput = {
  readonly kind: FundProductKind;
  readonly extensionsUsed: number;
  /** Minor children on the day of the extension. */
  readonly minorChildren: number;
  readonly balance: Won;
  /** How long the extension runs (a renewed lease: 24). */
  readonly extensionMonths: number;
};

/** The extra extension asked for past the regular ones: its number, the children it needs, and whether it is open. */
export type FundExtraExtension = {
  readonly index: number;
  readonly childrenNeeded: number;
  readonly allowed: boolean;
};

export type FundExtension = {
  readonly allowed: boolean;
  /** The extension asked for: one more than those used. */
  readonly nth: number;
  readonly regularExtensions: number;
  /** Null while the regular extensions last. */
  readonly extraExtension: FundExtraExtension | null;
  readonly repaymentToAvoidAddOn: Won;
  readonly addOnMilli: number;
  /** The add-on's interest over the extension when the 10 % is not repaid. */
  readonly costWithoutRepaying: Won;
  readonly countRule: FundExtensionCountRule;
  readonly addOnRule: FundExtensionAddOnRule;
};

/**
 * Whether a 버팀목 loan can be extended once more on `policyDate`, and what extending it without repaying 10 % costs.
 * The regular extensions come first; past them the n-th extra one needs n minor children, up to five (신생아 특례
 * gets none: not found, stated by the plan). The add-on is 0.2 %p a year, 0.1 %p for an extension of a year or less.
 * @example
 * fundExtension({ kind: 'FUND', extensionsUsed: 4, minorChildren: 1, balance: 100_000_000, extensionMonths: 24 }, '2026-11-26')
 * // { allowed: true, nth: 5, extraExtension: { index: 1, childrenNeeded: 1, allowed: true }, costWithoutRepaying: 400_000, … }
 */
export function fundExtension(input: FundExtensionInput, policyDate: PolicyDate): FundExtension {
  const countRule = ruleOn(FUND_EXTENSION_COUNT_RULES, policyDate);
  const addOnRule = ruleOn(FUND_EXTENSION_ADD_ON_RULES, policyDate);
  const regularExtensions = countRule.regularExtensions[input.kind];
  const nth = input.extensionsUsed + 1;
  const extraExtension = nth > regularExtensions ? extraExtensionOf(nth - regularExtensions, input, countRule) : null;
  const addOnMilli =
    input.extensionMonths <= addOnRule.shortTermUpToMonths ? addOnRule.shortTermAddOnMilli : addOnRule.addOnMilli;
  return {
    allowed: extraExtension?.allowed ?? true,
    nth,
    regularExtensions,
    extraExtension,
    repaymentToAvoidAddOn: Math.ceil((input.balance * addOnRule.repayPercentToAvoid) / 100),
    addOnMilli,
    costWithoutRepaying: interestForMonths(input.balance, addOnMilli, input.extensionMonths),
    countRule,
    addOnRule,
  };
}

function extraExtensionOf(index: number, input: FundExtensionInput, rule: FundExtensionCountRule): FundExtraExtension {
  const open = input.kind === 'FUND' && index <= rule.maxExtraExtensions && input.minorChildren >= index;
  return { index, childrenNeeded: index, allowed: open };
}
