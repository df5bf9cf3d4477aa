import type { Won } from '../money/won.ts';
import type { PolicyDate } from '../policy/policy-date.ts';
import { ruleOn, type RenewalRule } from './renewal-rule.ts';

/** A band of the fee table: below `below` 원 of 거래금액 the fee is at most the rate, and at most `cap` 원 if set. */
export type BrokerageBand = { readonly below: Won; readonly rateMilli: number; readonly cap: Won | null };

export type BrokerageFeeRule = RenewalRule & {
  readonly bands: readonly BrokerageBand[];
  /** 거래금액 of a lease with rent: deposit + rent × `rentMultiplier`, or × `smallRentMultiplier` when that is below `smallBelow`. */
  readonly rentMultiplier: number;
  readonly smallRentMultiplier: number;
  readonly smallBelow: Won;
};

// NOTE: 공인중개사법 시행규칙 제20조 and 별표1 (주택 임대차 등), in force 2021-10-19 (국토교통부, reported by
// dailian.co.kr and mina12.tistory.com that day: "임대는 6억원 이상 구간 요율을 세분화", 10억 임대차 상한 800만 →
// 400만): 5천만 미만 0.5 % (한도 20만), 1억 미만 0.4 % (30만), 6억 미만 0.3 %, 12억 미만 0.4 %, 15억 미만 0.5 %,
// 그 이상 0.6 %; the bands as read in three public calculators' tables [S]. 거래금액 of a lease with rent: 보증금 +
// 월차임 × 100, or × 70 when that is below 5천만 (시행규칙 제20조 제5항, as quoted by a public broker's fee page) [S].
// Earlier tables (0.8 % 이내 협의 above 6억) are not held: an earlier date gets this row.
export const BROKERAGE_FEE_RULES: readonly [BrokerageFeeRule, ...BrokerageFeeRule[]] = [
  {
    effectiveFrom: '2021-10-19',
    bands: [
      { below: 50_000_000, rateMilli: 500, cap: 200_000 },
      { below: 100_000_000, rateMilli: 400, cap: 300_000 },
      { below: 600_000_000, rateMilli: 300, cap: null },
      { below: 1_200_000_000, rateMilli: 400, cap: null },
      { below: 1_500_000_000, rateMilli: 500, cap: null },
      { below: Number.POSITIVE_INFINITY, rateMilli: 600, cap: null },
    ],
    rentMultiplier: 100,
    smallRentMultiplier: 70,
    smallBelow: 50_000_000,
    source: '공인중개사법 시행규칙 제20조·별표1 주택 임대차 등 (2021-10-19 시행) 상한요율과 한도액',
    certainty: 'S',
  },
];

/**
 * The 거래금액 of a lease for the brokerage fee: the deposit plus 100 months of rent, or 70 months of rent when the
 * first sum is below 5천만원.
 * @example brokerageTransactionAmount({ deposit: 5_000_000, monthlyRent: 400_000 }, '2026-11-26') // 33_000_000 (45,000,000 is below 5천만)
 * @example brokerageTransactionAmount({ deposit: 300_000_000, monthlyRent: 0 }, '2026-11-26') // 300_000_000
 */
export function brokerageTransactionAmount(
  lease: { readonly deposit: Won; readonly monthlyRent: Won },
  policyDate: PolicyDate,
): Won {
  const rule = ruleOn(BROKERAGE_FEE_RULES, policyDate);
  const amount = lease.deposit + lease.monthlyRent * rule.rentMultiplier;
  return amount < rule.smallBelow ? lease.deposit + lease.monthlyRent * rule.smallRentMultiplier : amount;
}

/**
 * The statutory maximum brokerage fee one party pays on a house lease: 거래금액 × the band's rate, floored to the
 * won, within the band's cap. VAT is not included and the fee is agreed under it (stated by the plan).
 * @example brokerageFee({ deposit: 300_000_000, monthlyRent: 0 }, '2026-11-26') // 900_000
 * @example brokerageFee({ deposit: 45_000_000, monthlyRent: 0 }, '2026-11-26') // 200_000 (45,000,000 × 0.5 % = 225,000, capped)
 */
export function brokerageFee(lease: { readonly deposit: Won; readonly monthlyRent: Won }, policyDate: PolicyDate): Won {
  const rule = ruleOn(BROKERAGE_FEE_RULES, policyDate);
  const amount = brokerageTransactionAmount(lease, policyDate);
  const band = rule.bands.find((each) => amount < each.below);
  // Stryker disable next-line ConditionalExpression,StringLiteral: unreachable — the last band has no upper bound.
  if (band === undefined) throw new Error('brokerage fee: no band');
  const fee = Number((BigInt(amount) * BigInt(band.rateMilli)) / 100_000n);
  return band.cap === null ? fee : Math.min(fee, band.cap);
}
