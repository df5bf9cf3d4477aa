import { formatPolicyDate } from '../policy/format-policy-date.ts';
import type { PolicyDate } from '../policy/policy-date.ts';
import { datedValue, valueOn } from './dated-value.ts';
import { addCondition, type Reasons } from './eligibility-checks.ts';
import { fromRateMilli, RATE_FLOOR_MILLI } from './rate-milli.ts';

// NOTE: docs/domain-rules.md §5 "Fund-product preferences (기금 공통)", 주택도시기금 버팀목 상품안내
// as of 2026-08, policy 2026-07-01 [P/S]. Thousandths of a percent.
const CHILD_PREFERENCE_MILLI = [0, 300, 500, 700] as const; // 자녀 0 / 1 / 2 / 3명 이상
const SME_YOUTH_PREFERENCE_MILLI = 300; // 청년 중소기업 재직
const UNDER_25_SINGLE_PREFERENCE_MILLI = 300; // 만 25세 미만 단독세대 청년
const SMALL_LOAN_PREFERENCE_MILLI = 200; // 대출금 ≤ 한도의 30 %
/** The small-loan preference holds while the loan is at most this share of the limit. */
export const SMALL_LOAN_SHARE_PERCENT = 30;
const PREFERENCE_CAP_MILLI = 500;
const PREFERENCE_CAP_THREE_CHILDREN_EXCEPTION_MILLI = 700;
const OUTSIDE_CAPITAL_DISCOUNT_MILLI = 200; // 수도권 밖 주택, outside the preference cap

/**
 * The cap on the sum of preferences for a household with three or more children.
 * NOTE: before 2025-03-24 the catalogue's reading (docs/domain-rules.md §5 "기금 공통", 0.7 %p with 3+ children) [S].
 * From 2025-03-24 the 주택도시기금 금리 조정 notice caps the total at 0.5 %p, and no 다자녀 exception was found in any
 * text read here [S: the notice as the issue-29 check records it; the notice itself was not readable here, ADR 0027].
 * Where the old exception would lower the rate, the answer says so as a condition (`notePreferenceCapException`).
 */
export const PREFERENCE_CAP_THREE_CHILDREN = datedValue<number>({
  before: {
    value: PREFERENCE_CAP_THREE_CHILDREN_EXCEPTION_MILLI,
    // Stryker disable next-line StringLiteral: equivalent — nothing reads a dated figure's `before.source` (it documents the figure).
    source: 'docs/domain-rules.md §5 기금 공통 우대금리 [S]',
  },
  changes: [
    {
      from: '2025-03-24',
      value: PREFERENCE_CAP_MILLI,
      source: '주택도시기금 디딤돌·버팀목 금리 조정 (2025-03-24 신규 접수분부터) [S]',
    },
  ],
  name: (milli) => `기금 전세대출 우대금리 합계 한도(자녀 3명 이상) 연 ${fromRateMilli(milli)}%p`,
});

/** Which 기금 preferences a household earns on a product. */
export type FundRateInput = {
  /** The rules' date: the preference cap changed on 2025-03-24. */
  readonly policyDate: PolicyDate;
  readonly baseRateMilli: number;
  /** The product grants the 자녀 우대 (all but NHUF-01 and NHUF-06). */
  readonly grantsChildPreference: boolean;
  readonly childCount: 0 | 1 | 2 | 3;
  readonly isSmeYouth: boolean;
  readonly isUnder25Single: boolean;
  readonly isSmallLoan: boolean;
  readonly isOutsideCapital: boolean;
};

/**
 * Whether a loan earns the small-loan preference: more than 0 and at most 30 % of the limit.
 * @example isSmallLoan(30_000_000, 100_000_000) // true
 */
export function isSmallLoan(loanAmount: number, limit: number): boolean {
  return loanAmount > 0 && loanAmount * 100 <= limit * SMALL_LOAN_SHARE_PERCENT;
}

/**
 * A 기금 rate after preferences: base − min(Σ preferences, 0.5 %p; 0.7 %p with 3+ children before 2025-03-24)
 * − 0.2 %p outside 수도권, never below 1.0 %. In thousandths of a percent.
 * @example
 * fundRateMilli({ policyDate: '2025-03-23', baseRateMilli: 2500, grantsChildPreference: true, childCount: 3,
 *   isSmeYouth: false, isUnder25Single: false, isSmallLoan: true, isOutsideCapital: true })
 * // 2500 − min(700 + 200, 700) − 200 = 1600 (from 2025-03-24: 2500 − 500 − 200 = 1800)
 */
export function fundRateMilli(input: FundRateInput): number {
  const cap = input.childCount >= 3 ? valueOn(PREFERENCE_CAP_THREE_CHILDREN, input.policyDate) : PREFERENCE_CAP_MILLI;
  return rateWithCap(input, cap);
}

function rateWithCap(input: FundRateInput, cap: number): number {
  const children = input.grantsChildPreference ? CHILD_PREFERENCE_MILLI[input.childCount] : 0;
  const preferences =
    children +
    (input.isSmeYouth ? SME_YOUTH_PREFERENCE_MILLI : 0) +
    (input.isUnder25Single ? UNDER_25_SINGLE_PREFERENCE_MILLI : 0) +
    (input.isSmallLoan ? SMALL_LOAN_PREFERENCE_MILLI : 0);
  const regional = input.isOutsideCapital ? OUTSIDE_CAPITAL_DISCOUNT_MILLI : 0;
  return Math.max(RATE_FLOOR_MILLI, input.baseRateMilli - Math.min(preferences, cap) - regional);
}

/**
 * Says, as a condition, the lower rate a household with three or more children would get if a 다자녀 exception
 * to the 0.5 %p cap still existed (the catalogue's earlier 0.7 %p reading): the answer holds on the condition
 * that it does not. Nothing when the exception would not change the rate or the date precedes the cap.
 * @example notePreferenceCapException(reasons, threeChildrenInput) // '… 연 2.1%로 낮아져요 …'
 */
export function notePreferenceCapException(reasons: Reasons, input: FundRateInput): void {
  if (input.childCount < 3) return;
  const cap = valueOn(PREFERENCE_CAP_THREE_CHILDREN, input.policyDate);
  if (cap >= PREFERENCE_CAP_THREE_CHILDREN_EXCEPTION_MILLI) return;
  const withException = rateWithCap(input, PREFERENCE_CAP_THREE_CHILDREN_EXCEPTION_MILLI);
  const asCounted = rateWithCap(input, cap);
  if (withException === asCounted) return;
  const change = PREFERENCE_CAP_THREE_CHILDREN.changes[0];
  addCondition(
    reasons,
    'PREFERRED_BORROWER_RATE',
    () =>
      `${change ? formatPolicyDate(change.from) : ''}부터 우대금리는 합쳐서 연 ${fromRateMilli(cap)}%p까지라서 연 ${fromRateMilli(asCounted)}%로 계산했어요. 자녀 3명 이상 가구에 연 ${fromRateMilli(PREFERENCE_CAP_THREE_CHILDREN_EXCEPTION_MILLI)}%p까지 주는 예외가 있다면 연 ${fromRateMilli(withException)}%로 낮아져요. 은행에서 확인해 보세요.`,
  );
}
