import type { Won } from '../money/won.ts';

const MONTHLY_DENOMINATOR = 1_200_000;
const MONTHLY_DENOMINATOR_BIG = 1_200_000n;

/**
 * The level monthly payment of 원리금균등 that repays `principal` over `months` down to a
 * remaining `balloon`, interest running on the whole balance:
 * A = r·(P·(1+r)^n − B) / ((1+r)^n − 1), rounded half-up to the 원; r = 0 → (P − B) / n.
 * r = milliPercent ÷ 1,200,000 exactly. The float formula decides the rounding whenever it is
 * clearly away from a half 원; near a half the exact fraction (BigInt) decides, so the result
 * always equals {@link exactAmortizingPayment}, at a fraction of its cost.
 * @example amortizingPayment(120_000_000, 6000, 12) // 10_327_972 (1.2억, 6 %, 1 year)
 */
export function amortizingPayment(principal: Won, milliPercent: number, months: number, balloon: Won = 0): Won {
  // Stryker disable next-line ConditionalExpression,EqualityOperator: equivalent — the exact path gives the same 원, only
  // slower, and at 0 % the float path's NaN falls through to it.
  if (milliPercent === 0) return exactAmortizingPayment(principal, milliPercent, months, balloon);
  const rate = milliPercent / MONTHLY_DENOMINATOR;
  const growth = Math.pow(1 + rate, months);
  const approximate = (rate * (principal * growth - balloon)) / (growth - 1);
  const fraction = approximate - Math.floor(approximate);
  // Float error of this formula is far below 1e-9 relative for n ≤ 720; the margin is generous.
  const margin = 1e-9 * approximate + 1e-6;
  // Stryker disable next-line ConditionalExpression,EqualityOperator: equivalent — `false` or `>=` only sends more cases
  // to the exact path, which gives the same 원.
  if (Math.abs(fraction - 0.5) > margin && Number.isFinite(approximate)) return Math.floor(approximate + 0.5);
  return exactAmortizingPayment(principal, milliPercent, months, balloon);
}

/**
 * {@link amortizingPayment} computed as an exact fraction in BigInt. Slow for long terms
 * ((1,200,000 + m)^720 has ~15,000 bits); used near a half 원 and as the reference in tests.
 * @example exactAmortizingPayment(120_000_000, 6000, 12) // 10_327_972
 */
export function exactAmortizingPayment(principal: Won, milliPercent: number, months: number, balloon: Won = 0): Won {
  if (milliPercent === 0) return roundHalfUp(BigInt(principal - balloon), BigInt(months));
  const growth = (MONTHLY_DENOMINATOR_BIG + BigInt(milliPercent)) ** BigInt(months);
  const base = MONTHLY_DENOMINATOR_BIG ** BigInt(months);
  const numerator = BigInt(milliPercent) * (BigInt(principal) * growth - BigInt(balloon) * base);
  const denominator = MONTHLY_DENOMINATOR_BIG * (growth - base);
  return roundHalfUp(numerator, denominator);
}

function roundHalfUp(numerator: bigint, denominator: bigint): Won {
  return Number((2n * numerator + denominator) / (2n * denominator));
}
