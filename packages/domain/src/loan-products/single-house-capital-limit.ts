import { formatWon } from '../money/format-won.ts';
import type { Won } from '../money/won.ts';
import type { PolicyDate } from '../policy/policy-date.ts';
import { formatPolicyDate } from '../policy/format-policy-date.ts';
import { changeOn, datedValue, valueOn } from './dated-value.ts';
import { addCondition, type Reasons } from './eligibility-checks.ts';
import type { LoanFacts } from './loan-facts.ts';

/**
 * The limit of a guaranteed jeonse loan (HF-03, HUG-01, SGI-01) for a 1주택자 renting in 수도권; null when the
 * product's own caps decide alone.
 * NOTE: 9·7 「주택공급 확대방안」 후속 가계부채 관리 강화 (금융위원회 2025-09-07): 수도권·규제지역 1주택자의
 * 전세대출 한도를 보증기관 모두 2억원으로 [S: the measure as the issue-29 check records it, in force from
 * 2025-09-08; the release itself was not readable here, ADR 0027]. Before it each guarantor set its own 1주택자
 * limit; those figures were not found in any text read here [U], so the product's general caps answer for
 * earlier dates.
 */
export const SINGLE_HOUSE_CAPITAL_LIMIT = datedValue<Won | null>({
  before: { value: null, source: '9·7 대책 전: 보증기관별 일반 한도 (1주택자 별도 한도 미확인 [U])' },
  changes: [
    {
      from: '2025-09-08',
      value: 200_000_000,
      source: '금융위원회 9·7 가계부채 관리 강화 방안 (2025-09-07 발표, 2025-09-08 시행) [S]',
    },
  ],
  name: (value) =>
    value === null
      ? '수도권 1주택자 전세대출 한도: 보증기관별 일반 한도'
      : `수도권 1주택자 전세대출 한도 ${formatWon(value)}`,
});

/**
 * A guaranteed jeonse loan's cap for this household on `policyDate`: the product's `generalCap`, lowered to the
 * 1주택자 limit in 수도권 once one is in force.
 * @example capWithSingleHouseLimit(oneHouseInSeoul, '2025-09-08', 400_000_000) // 200_000_000
 * @example capWithSingleHouseLimit(oneHouseInSeoul, '2025-09-07', 400_000_000) // 400_000_000
 */
export function capWithSingleHouseLimit(facts: LoanFacts, policyDate: PolicyDate, generalCap: Won): Won {
  if (facts.profile.houseOwnershipType !== 'SINGLE_HOUSE' || !facts.isCapital) return generalCap;
  const limit = valueOn(SINGLE_HOUSE_CAPITAL_LIMIT, policyDate);
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
  generalCap: Won,
  limitFor: (cap: Won) => Won,
): Won {
  const cap = capWithSingleHouseLimit(facts, policyDate, generalCap);
  const limit = limitFor(cap);
  const change = changeOn(SINGLE_HOUSE_CAPITAL_LIMIT, policyDate);
  // Stryker disable next-line ConditionalExpression,EqualityOperator: cap is never above generalCap, and when equal limitFor(generalCap) is limit
  const withoutRule = cap < generalCap ? limitFor(generalCap) : limit;
  if (change !== null && withoutRule > limit) {
    addCondition(
      reasons,
      'SINGLE_HOUSE_CAPITAL_LIMIT',
      () =>
        `${SINGLE_HOUSE_CAPITAL_LIMIT.name(change.value)} 규칙(금융위원회 9·7 대책, ${formatPolicyDate(change.from)}부터)에 따라 ` +
        `한도가 ${formatWon(limit)}이에요. 이 규칙이 없었다면 ${formatWon(withoutRule)}까지였어요.`,
    );
  }
  return limit;
}
