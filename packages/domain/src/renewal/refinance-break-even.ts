import type { Won } from '../money/won.ts';
import { stampDutyBorrowerShare, stampDutyTableOn } from '../loan-products/stamp-duty.ts';
import type { PolicyDate } from '../policy/policy-date.ts';
import { interestForMonths } from './interest-for-months.ts';
import { ruleOn, type RenewalRule } from './renewal-rule.ts';
import { wholeMonthsBetween } from './whole-months-between.ts';

export type PrepaymentFeeRule = RenewalRule & {
  /** A fee may be charged only on a repayment within this many months of drawing. */
  readonly feeWindowMonths: number;
};

// NOTE: 금융소비자보호법 (제20조 불공정영업행위): a prepayment fee is banned except on a repayment within 3 years of
// the loan ("대출일부터 3년 이내에 상환하는 경우만 부과가 가능", newsway.co.kr, travelingtips 2025-01 on the FSC's
// 2025-01-13 reform) [S]. The fee is the lender's rate × the part of the term left (the term counted up to 3 years);
// the rate is the lender's own, an input. 금소법 in force 2021-03-25 (date not read here [U]).
export const PREPAYMENT_FEE_RULES: readonly [PrepaymentFeeRule, ...PrepaymentFeeRule[]] = [
  {
    effectiveFrom: '2021-03-25',
    feeWindowMonths: 36,
    source: '금융소비자보호법 제20조: 중도상환수수료는 대출일부터 3년 이내 상환에만, 잔여기간 비례 (보도 인용)',
    certainty: 'S',
  },
];

/**
 * How thin a gain is too thin: when the horizon passes break-even by less than six months. Bank jeonse loans mostly
 * re-price every six months (COFIX 6개월 변동), so a margin shorter than one re-pricing can be undone by a single move
 * of either rate, and a planned move can shift by as much. Our own threshold, not a rule: the verdict says why.
 */
export const THIN_MARGIN_MONTHS = 6;

export const REFINANCE_VERDICTS = ['SWITCH', 'THIN_MARGIN', 'DONT_SWITCH'] as const;
export type RefinanceVerdict = (typeof REFINANCE_VERDICTS)[number];

export type RefinanceInput = {
  readonly balance: Won;
  readonly currentRateMilli: number;
  readonly newRateMilli: number;
  readonly drawnOn: PolicyDate;
  readonly maturesOn: PolicyDate;
  /** The lender's prepayment fee rate, in thousandths of a percent. */
  readonly prepaymentFeeRateMilli: number;
  /** The new loan's yearly guarantee fee rate, in thousandths of a percent, paid upfront for its term. */
  readonly guaranteeFeeRateMilli: number;
  readonly plannedMoveOn?: PolicyDate;
  /** When either loan's rate is next reset (a variable rate's re-pricing), after which the gap is unknown. */
  readonly nextRepricingOn?: PolicyDate;
};

export type RefinanceBreakEven = {
  readonly prepaymentFee: Won;
  readonly guaranteeFee: Won;
  readonly stampDuty: Won;
  readonly upfrontCost: Won;
  readonly monthlySaving: Won;
  /** Months of saving that pay the upfront cost back, rounded up to a hundredth; null when nothing is saved. */
  readonly breakEvenMonths: number | null;
  /** Whole months until the earliest of maturity, the planned move and the next re-pricing. */
  readonly horizonMonths: number;
  readonly net: Won;
  readonly verdict: RefinanceVerdict;
  readonly prepaymentFeeRule: PrepaymentFeeRule;
};

/**
 * Whether moving a jeonse loan to a cheaper one pays over the horizon (the earliest of maturity, a planned move and
 * the next re-pricing). Upfront: the prepayment fee (only within 3 years of drawing, pro rata of the term left, the
 * term counted up to 3 years), the new guarantee fee for the new loan's term (the months to maturity, paid at once
 * and kept on a move — stated by the plan), and the borrower's half of the 인지세 on the new agreement. Months are
 * whole months, the bank's day count being unknown (stated by the plan).
 * @example
 * refinanceBreakEven({ balance: 200_000_000, currentRateMilli: 4_200, newRateMilli: 3_600, drawnOn: '2026-05-26',
 *   maturesOn: '2028-05-26', prepaymentFeeRateMilli: 600, guaranteeFeeRateMilli: 150 }, '2026-11-26')
 * // { prepaymentFee: 900_000, guaranteeFee: 450_000, stampDuty: 75_000, upfrontCost: 1_425_000, monthlySaving: 100_000,
 * //   breakEvenMonths: 14.25, horizonMonths: 18, net: 375_000, verdict: 'THIN_MARGIN', … }
 */
export function refinanceBreakEven(input: RefinanceInput, today: PolicyDate): RefinanceBreakEven {
  const prepaymentFeeRule = ruleOn(PREPAYMENT_FEE_RULES, today);
  const monthsToMaturity = wholeMonthsBetween(today, input.maturesOn);
  const prepaymentFee = prepaymentFeeOf(input, today, prepaymentFeeRule);
  const guaranteeFee = interestForMonths(input.balance, input.guaranteeFeeRateMilli, monthsToMaturity);
  const stampDuty = stampDutyBorrowerShare(input.balance, stampDutyTableOn(today));
  const upfrontCost = prepaymentFee + guaranteeFee + stampDuty;
  const monthlySaving = interestForMonths(input.balance, input.currentRateMilli - input.newRateMilli, 1);
  const ends = [input.plannedMoveOn, input.nextRepricingOn].flatMap((date) => (date === undefined ? [] : [date]));
  const horizonMonths = Math.min(monthsToMaturity, ...ends.map((date) => wholeMonthsBetween(today, date)));
  const net = monthlySaving * horizonMonths - upfrontCost;
  return {
    prepaymentFee,
    guaranteeFee,
    stampDuty,
    upfrontCost,
    monthlySaving,
    breakEvenMonths: monthlySaving > 0 ? Math.ceil((upfrontCost * 100) / monthlySaving) / 100 : null,
    horizonMonths,
    net,
    verdict: verdictOf(net, monthlySaving),
    prepaymentFeeRule,
  };
}

function prepaymentFeeOf(input: RefinanceInput, today: PolicyDate, rule: PrepaymentFeeRule): Won {
  // The fee runs pro rata over the first three years at most, so it falls to nothing by the third anniversary: the
  // "3년 이내" rule needs no date test of its own.
  const termMonths = Math.min(wholeMonthsBetween(input.drawnOn, input.maturesOn), rule.feeWindowMonths);
  const monthsLeft = termMonths - wholeMonthsBetween(input.drawnOn, today);
  if (monthsLeft <= 0) return 0;
  return Number(
    (BigInt(input.balance) * BigInt(input.prepaymentFeeRateMilli) * BigInt(monthsLeft)) /
      (100_000n * BigInt(termMonths)),
  );
}

function verdictOf(net: Won, monthlySaving: Won): RefinanceVerdict {
  if (net <= 0) return 'DONT_SWITCH';
  return net < monthlySaving * THIN_MARGIN_MONTHS ? 'THIN_MARGIN' : 'SWITCH';
}
