import { formatWon } from '../money/format-won.ts';
import type { Won } from '../money/won.ts';
import type { PolicyDate } from '../policy/policy-date.ts';
import { addDays } from '../policy/calendar-date.ts';
import { formatPolicyDate } from '../policy/format-policy-date.ts';
import { changeOn, datedValue, valueOn } from './dated-value.ts';
import { addCondition, type Reasons } from './eligibility-checks.ts';
import type { LoanFacts } from './loan-facts.ts';
import { GUARANTORS, type Guarantor } from '../jeonse-safety/deposit-return-guarantee-terms.ts';

/** A guarantor's 1주택자 limit in 수도권·규제지역; null where its general caps decide alone. */
type LimitsByGuarantor = Readonly<Record<Guarantor, Won | null>>;

/** The 1주택자 limits of one period and the measure that set them, as the answer names it. */
export type SingleHouseCapitalLimits = {
  readonly measure: string;
  readonly limits: LimitsByGuarantor;
  /** The figures rest on a reading not made here ([U]): the answer says 원문 미확인. */
  readonly unread: boolean;
};

/**
 * The limit of a guaranteed jeonse loan (HF-03, HUG-01, SGI-01) for a 1주택자 renting in 수도권, by guarantor.
 * NOTE: 6·17 대책 (2020): "HUG의 전세대출 보증한도를 1주택자에 한해 … 2억원으로 낮춘다 … HUG 내규 개정 시행일 이후
 * 신규 신청분부터" (뉴시스 2020-06-17 [S]); the 시행일 2020-07-10, and HF 2.2억 and SGI 3억 for a 1주택자 until 9·7,
 * are issue 47's reading of the official texts, not read here [U] (docs/research/issue-47-sources.md §6): the answer
 * states them with that mark. 9·7 (금융위원회 2025-09-07, in force 2025-09-08): 보증기관 모두 2억원 [S, ADR 0027].
 */
export const SINGLE_HOUSE_CAPITAL_LIMIT = datedValue<SingleHouseCapitalLimits>({
  before: {
    value: { measure: '', limits: { HF: null, HUG: null, SGI: null }, unread: true },
    source: '6·17 대책 후속 전: 보증기관별 일반 한도 (1주택자 별도 한도 미확인 [U])',
  },
  changes: [
    {
      from: '2020-07-10',
      value: {
        measure: '6·17 대책 후속 보증기관 내규',
        limits: { HF: 220_000_000, HUG: 200_000_000, SGI: 300_000_000 },
        unread: true,
      },
      source:
        'HUG 1주택자 2억: 6·17 주택시장 안정 대책 (뉴시스 2020-06-17) [S], 시행일 2020-07-10 [U]; HF 2.2억·SGI 3억: issue 47의 읽기, 원문 미확인 [U]',
    },
    {
      from: '2025-09-08',
      value: {
        measure: '금융위원회 9·7 대책',
        limits: { HF: 200_000_000, HUG: 200_000_000, SGI: 200_000_000 },
        unread: false,
      },
      source: '금융위원회 9·7 가계부채 관리 강화 방안 (2025-09-07 발표, 2025-09-08 시행) [S]',
    },
  ],
  name: ({ limits }) => {
    const figures = GUARANTORS.map((guarantor) => limits[guarantor]);
    if (figures.every((figure) => figure === null)) return '수도권 1주택자 전세대출 한도: 보증기관별 일반 한도';
    if (new Set(figures).size === 1) return `수도권 1주택자 전세대출 한도 ${formatWon(figures[0]!)}`;
    const each = GUARANTORS.map((guarantor) => `${guarantor} ${formatWon(limits[guarantor] ?? 0)}`);
    return `수도권 1주택자 전세대출 한도 ${each.join('·')}`;
  },
});

/**
 * A guaranteed jeonse loan's cap for this household on `policyDate`: the product's `generalCap`, lowered to the
 * 1주택자 limit in 수도권 once one is in force.
 * @example capWithSingleHouseLimit(oneHouseInSeoul, '2025-09-08', 'SGI', 400_000_000) // 200_000_000
 * @example capWithSingleHouseLimit(oneHouseInSeoul, '2025-09-07', 'SGI', 400_000_000) // 300_000_000
 */
export function capWithSingleHouseLimit(
  facts: LoanFacts,
  policyDate: PolicyDate,
  guarantor: Guarantor,
  generalCap: Won,
): Won {
  if (facts.profile.houseOwnershipType !== 'SINGLE_HOUSE' || !facts.isCapital) return generalCap;
  const limit = valueOn(SINGLE_HOUSE_CAPITAL_LIMIT, policyDate).limits[guarantor];
  return limit === null ? generalCap : Math.min(generalCap, limit);
}

/**
 * A guaranteed jeonse loan's limit under the 1주택자 수도권 rule: `limitFor` the capped figure, and when the rule
 * made it lower than the product's own cap would, the report says so with the rule's name and date (issue 29:
 * a dated rule that changed the answer is named where it changed it).
 * @example limitUnderSingleHouseRule(reasons, oneHouseInSeoul, '2026-11-26', 400_000_000, (cap) => Math.min(cap, 320_000_000)) // 200_000_000
 */
export function limitUnderSingleHouseRule(
  reasons: Reasons,
  facts: LoanFacts,
  policyDate: PolicyDate,
  guarantor: Guarantor,
  generalCap: Won,
  limitFor: (cap: Won) => Won,
): Won {
  const cap = capWithSingleHouseLimit(facts, policyDate, guarantor, generalCap);
  const limit = limitFor(cap);
  const change = changeOn(SINGLE_HOUSE_CAPITAL_LIMIT, policyDate);
  // Stryker disable next-line ConditionalExpression,EqualityOperator: cap is never above generalCap, and when equal limitFor(generalCap) is limit
  const withoutRule = cap < generalCap ? limitFor(generalCap) : limit;
  if (change !== null && withoutRule > limit) {
    addCondition(reasons, 'SINGLE_HOUSE_CAPITAL_LIMIT', () => {
      const { measure, limits, unread } = change.value;
      const rule = `수도권 1주택자 ${guarantor} 전세대출 한도 ${formatWon(limits[guarantor]!)} 규칙(${measure}, ${formatPolicyDate(change.from)}부터${unread ? ', 원문 미확인' : ''})`;
      // A loan on a lease signed before the rule keeps the limit of then when it is extended.
      const dayBefore = addDays(change.from, -1);
      const earlier = limitFor(capWithSingleHouseLimit(facts, dayBefore, guarantor, generalCap));
      return (
        `${rule}에 따라 한도가 ${formatWon(limit)}이에요. 이 규칙이 없었다면 ${formatWon(withoutRule)}까지였어요.` +
        (earlier > limit
          ? ` ${formatPolicyDate(dayBefore)}까지 계약한 집의 대출을 연장하는 거라면 그 전 한도로 ${formatWon(earlier)}까지예요(확인 필요).`
          : '')
      );
    });
  }
  return limit;
}
