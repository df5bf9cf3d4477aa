import { RATE_FLOOR_MILLI } from './rate-milli.ts';

// NOTE: docs/domain-rules.md §5 "Fund-product preferences (기금 공통)", 주택도시기금 버팀목 상품안내
// as of 2026-08, policy 2026-07-01 [P/S]. Thousandths of a percent.
const CHILD_PREFERENCE_MILLI = [0, 300, 500, 700] as const; // 자녀 0 / 1 / 2 / 3명 이상
const SME_YOUTH_PREFERENCE_MILLI = 300; // 청년 중소기업 재직
const UNDER_25_SINGLE_PREFERENCE_MILLI = 300; // 만 25세 미만 단독세대 청년
const SMALL_LOAN_PREFERENCE_MILLI = 200; // 대출금 ≤ 한도의 30 %
const SMALL_LOAN_SHARE_PERCENT = 30;
const PREFERENCE_CAP_MILLI = 500;
const PREFERENCE_CAP_THREE_CHILDREN_MILLI = 700;
const OUTSIDE_CAPITAL_DISCOUNT_MILLI = 200; // 수도권 밖 주택, outside the preference cap

/** Which 기금 preferences a household earns on a product. */
export type FundRateInput = {
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
 * A 기금 rate after preferences: base − min(Σ preferences, 0.5 %p or 0.7 %p with 3+ children)
 * − 0.2 %p outside 수도권, never below 1.0 %. In thousandths of a percent.
 * @example
 * fundRateMilli({ baseRateMilli: 2500, grantsChildPreference: true, childCount: 3, isSmeYouth: false,
 *   isUnder25Single: false, isSmallLoan: true, isOutsideCapital: true })
 * // 2500 − min(700 + 200, 700) − 200 = 1600
 */
export function fundRateMilli(input: FundRateInput): number {
  const children = input.grantsChildPreference ? CHILD_PREFERENCE_MILLI[input.childCount] : 0;
  const preferences =
    children +
    (input.isSmeYouth ? SME_YOUTH_PREFERENCE_MILLI : 0) +
    (input.isUnder25Single ? UNDER_25_SINGLE_PREFERENCE_MILLI : 0) +
    (input.isSmallLoan ? SMALL_LOAN_PREFERENCE_MILLI : 0);
  const cap = input.childCount >= 3 ? PREFERENCE_CAP_THREE_CHILDREN_MILLI : PREFERENCE_CAP_MILLI;
  const regional = input.isOutsideCapital ? OUTSIDE_CAPITAL_DISCOUNT_MILLI : 0;
  return Math.max(RATE_FLOOR_MILLI, input.baseRateMilli - Math.min(preferences, cap) - regional);
}
