import type { Won } from '../money/won.ts';
import type { LoanFacts } from './loan-facts.ts';
import { toRateMilli } from './rate-milli.ts';

/** How a product's yearly guarantee fee (보증료) is priced. */
export type GuaranteeFeePolicy =
  | { readonly kind: 'FLAT_ON_LOAN'; readonly ratePercent: number }
  | { readonly kind: 'HF_BY_INCOME' }
  | { readonly kind: 'HUG_BY_DEPOSIT' };

/** The fee figures rest on [S]/[U] sources: every screen labels them 예상. */
export type GuaranteeFee = { readonly yearlyFee: Won; readonly isEstimate: true };

// NOTE: docs/domain-rules.md §5 "Guarantee and one-off costs": HUG 전세보증금반환보증 rates (% a year)
// by deposit (≤1억 / ≤2억 / ≤5억 / above) × home (apartment / other) × 부채비율 (≤70 / ≤80 / above),
// as of 2026-10-01 [S].
const HUG_DEPOSIT_UPPER_BOUNDS: readonly Won[] = [100_000_000, 200_000_000, 500_000_000];
const HUG_RATES_APARTMENT: readonly (readonly number[])[] = [
  [0.097, 0.117, 0.137],
  [0.102, 0.124, 0.146],
  [0.107, 0.131, 0.154],
  [0.113, 0.138, 0.164],
];
const HUG_RATES_OTHER: readonly (readonly number[])[] = [
  [0.111, 0.142, 0.172],
  [0.117, 0.151, 0.184],
  [0.124, 0.161, 0.197],
  [0.132, 0.172, 0.211],
];
// NOTE: the form does not ask for the home's price or its prior debts, so 부채비율 is unknown: we take
// the ≤ 70 % column (the usual case for a jeonse within the deposit caps) and label the fee 예상 [U].
const HUG_ASSUMED_DEBT_RATIO_COLUMN = 0;
// NOTE: HUG 보증료 할인, same source [S]: 60 % for 부부합산 income ≤ 5천만; 40 % for 신혼부부 with income
// ≤ 6천만 or households with 3+ children. Only the largest discount applies.
const HUG_LOW_INCOME_CAP: Won = 50_000_000;
const HUG_LOW_INCOME_DISCOUNT_PERCENT = 60;
const HUG_NEWLYWED_INCOME_CAP: Won = 60_000_000;
const HUG_FAMILY_DISCOUNT_PERCENT = 40;

// NOTE: HF 전세자금보증료 is 0.02–0.40 % a year by income and credit (domain-rules §5 [U]). The form has
// no credit score, so this is an estimate by 부부합산 income for an average credit: estimate data.
const HF_INCOME_UPPER_BOUNDS: readonly Won[] = [20_000_000, 40_000_000, 60_000_000, 80_000_000, 100_000_000];
const HF_RATES: readonly number[] = [0.05, 0.1, 0.15, 0.2, 0.25, 0.3];

function bandIndex(bounds: readonly Won[], value: Won): number {
  const index = bounds.findIndex((bound) => value <= bound);
  return index === -1 ? bounds.length : index;
}

// Precomputed once: the hot path only indexes.
const HUG_MILLI_APARTMENT = HUG_RATES_APARTMENT.map((row) => row.map(toRateMilli));
const HUG_MILLI_OTHER = HUG_RATES_OTHER.map((row) => row.map(toRateMilli));
const HF_MILLI = HF_RATES.map(toRateMilli);

/** base × rate (milli-%) × (100 − discount) %, floored to the 원, computed exactly. */
function feeOf(base: Won, rateMilli: number, discountPercent: number): Won {
  const numerator = BigInt(base) * BigInt(rateMilli) * BigInt(100 - discountPercent);
  return Number(numerator / 10_000_000n);
}

function hugDiscountPercent(facts: LoanFacts): number {
  if (facts.householdIncome <= HUG_LOW_INCOME_CAP) return HUG_LOW_INCOME_DISCOUNT_PERCENT;
  const newlywed = facts.isNewlywed && facts.householdIncome <= HUG_NEWLYWED_INCOME_CAP;
  return newlywed || facts.childCount >= 3 ? HUG_FAMILY_DISCOUNT_PERCENT : 0;
}

/**
 * The guarantee fee of one year for a loan of `loanAmount` (0 when nothing is borrowed). HUG prices
 * the guaranteed deposit; HF, SGI and the 기금 products price the loan.
 * @example
 * yearlyGuaranteeFee({ kind: 'FLAT_ON_LOAN', ratePercent: 0.2 }, { loanAmount: 100_000_000, facts })
 * // { yearlyFee: 200_000, isEstimate: true }
 */
export function yearlyGuaranteeFee(
  policy: GuaranteeFeePolicy,
  input: { readonly loanAmount: Won; readonly facts: LoanFacts },
): GuaranteeFee {
  const { loanAmount, facts } = input;
  if (loanAmount <= 0) return { yearlyFee: 0, isEstimate: true };
  switch (policy.kind) {
    case 'FLAT_ON_LOAN':
      return { yearlyFee: feeOf(loanAmount, toRateMilli(policy.ratePercent), 0), isEstimate: true };
    case 'HF_BY_INCOME':
      return {
        yearlyFee: feeOf(loanAmount, HF_MILLI[bandIndex(HF_INCOME_UPPER_BOUNDS, facts.householdIncome)] ?? 0, 0),
        isEstimate: true,
      };
    case 'HUG_BY_DEPOSIT': {
      const deposit = facts.profile.rentalDeposit;
      const rows = facts.profile.rentHousingType === 'APARTMENT' ? HUG_MILLI_APARTMENT : HUG_MILLI_OTHER;
      const rateMilli = rows[bandIndex(HUG_DEPOSIT_UPPER_BOUNDS, deposit)]?.[HUG_ASSUMED_DEBT_RATIO_COLUMN] ?? 0;
      return { yearlyFee: feeOf(deposit, rateMilli, hugDiscountPercent(facts)), isEstimate: true };
    }
  }
}

/**
 * The deposits after which a fee's rate changes (HUG prices the deposit by band; the others have one rate per
 * household): within two of them the fee is a fixed rate of its base.
 * @example guaranteeFeeDepositBounds({ kind: 'HUG_BY_DEPOSIT' }) // [100_000_000, 200_000_000, 500_000_000]
 */
export function guaranteeFeeDepositBounds(policy: GuaranteeFeePolicy): readonly Won[] {
  return policy.kind === 'HUG_BY_DEPOSIT' ? HUG_DEPOSIT_UPPER_BOUNDS : [];
}

// NOTE: 주택임대차보호법 제4조: a jeonse contract runs 2 years; the guarantee is bought for that term and
// paid at signing, so the report's one-off 보증료 is 2 years of the yearly fee.
export const GUARANTEE_TERM_YEARS = 2;
