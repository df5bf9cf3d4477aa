import { percentOfFloor } from '../money/percent-of.ts';
import { floorToUnit, type Won } from '../money/won.ts';

// NOTE: docs/domain-rules.md §5: limits are floored to 10만원 (기금·보증기관 한도 산정 단위), 2026-07-01.
export const LOAN_LIMIT_UNIT: Won = 100_000;

/**
 * `amount × percent ÷ 100`, floored, for a whole-number percent. Exact in plain integers while the
 * product stays a safe integer (always, for form amounts); BigInt otherwise. The limit runs hundreds of
 * times per live estimate, and BigInt allocation was most of its cost.
 * @example percentOfWholeFloor(55_555_555, 90) // 49_999_999
 */
export function percentOfWholeFloor(amount: Won, wholePercent: number): Won {
  const scaled = amount * wholePercent;
  // Stryker disable next-line ConditionalExpression,BooleanLiteral: a speed path, percentOfFloor floors a whole-won amount's whole percent the same
  if (!Number.isSafeInteger(scaled) || !Number.isInteger(wholePercent)) return percentOfFloor(amount, wholePercent);
  return (scaled - (scaled % 100)) / 100;
}

/**
 * A product limit: min(absolute cap, deposit × ratio, income-based cap), floored to 10만원.
 * @example loanLimit({ deposit: 200_000_000, ratioPercent: 70, cap: 120_000_000 }) // 120_000_000
 * @example loanLimit({ deposit: 150_000_000, ratioPercent: 80, cap: 400_000_000, incomeBasedCap: 112_345_678 }) // 112_300_000
 */
export function loanLimit(input: { deposit: Won; ratioPercent: number; cap: Won; incomeBasedCap?: Won }): Won {
  const byDeposit = percentOfWholeFloor(input.deposit, input.ratioPercent);
  const byIncome = input.incomeBasedCap ?? Number.POSITIVE_INFINITY;
  return floorToUnit(Math.min(input.cap, byDeposit, byIncome), LOAN_LIMIT_UNIT);
}
