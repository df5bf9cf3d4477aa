import type { Won } from '../money/won.ts';
import { interestForMonths } from './interest-for-months.ts';
import { RENEWED_TERM_RULE } from './renewed-lease-end.ts';

/** Staying and moving are weighed over the renewed term (two years, `RENEWED_TERM_RULE`). */
export const STAY_OR_MOVE_HORIZON_MONTHS: number = RENEWED_TERM_RULE.months;

export const STAY_OR_MOVE_VERDICTS = ['STAY', 'MOVE', 'ABOUT_THE_SAME'] as const;
export type StayOrMoveVerdict = (typeof STAY_OR_MOVE_VERDICTS)[number];

/** Staying on at the renewed lease, with the current loan extended. */
export type StayingInput = {
  /** The rent of the renewed term (the landlord's offer, or the rent as it is). */
  readonly monthlyRent: Won;
  readonly loanBalance: Won;
  /** The loan's rate now, in thousandths of a percent. */
  readonly loanRateMilli: number;
  /** What extending the loan adds over the horizon (a 버팀목 add-on without the 10 % repaid); 0 when nothing. */
  readonly extensionCost: Won;
};

/** Moving to the next home. */
export type MovingInput = {
  /** The new offer's monthly cost from the rent-offer engine over the horizon (`nextHomeOfferCost(…).monthlyTotal`). */
  readonly offerMonthlyTotal: Won;
  readonly brokerageFee: Won;
  /** The person's own estimate of the move (이사비, 청소 …). */
  readonly movingCost: Won;
};

export type StayOrMoveInput = {
  readonly horizonMonths: number;
  readonly staying: StayingInput;
  readonly moving: MovingInput;
};

/** One side's cost: per month (the total over the horizon ÷ its months, rounded half up) and in all. */
export type StayOrMoveSide = { readonly monthlyCost: Won; readonly totalOverHorizon: Won };

export type StayingCost = StayOrMoveSide & {
  readonly monthlyRent: Won;
  /** The loan's interest over the horizon at its rate now. */
  readonly loanInterest: Won;
  readonly extensionCost: Won;
};

export type MovingCost = StayOrMoveSide & {
  readonly offerMonthlyTotal: Won;
  readonly brokerageFee: Won;
  readonly movingCost: Won;
};

export type StayOrMove = {
  readonly horizonMonths: number;
  readonly staying: StayingCost;
  readonly moving: MovingCost;
  /** Moving's total − staying's total over the horizon: above 0, moving costs more. */
  readonly difference: Won;
  /** Moving's monthly cost − staying's, as the two are shown. */
  readonly monthlyDifference: Won;
  /** A difference no larger than this either way is ABOUT_THE_SAME: one month of staying. */
  readonly aboutTheSameBand: Won;
  readonly verdict: StayOrMoveVerdict;
};

/**
 * Staying against moving over the same horizon, to the won. Staying: the renewed rent and the loan's interest for
 * each month, plus what extending the loan adds. Moving: the new offer's monthly cost as the rent-offer engine
 * prices it (its loan, own funds and one-off costs) each month, plus the brokerage fee and the moving cost once.
 * Each side's monthly cost is its total ÷ the months, rounded half up.
 * @example
 * stayOrMove({ horizonMonths: 24,
 *   staying: { monthlyRent: 500_000, loanBalance: 100_000_000, loanRateMilli: 2_400, extensionCost: 400_000 },
 *   moving: { offerMonthlyTotal: 650_000, brokerageFee: 240_000, movingCost: 1_500_000 } })
 * // { staying: { monthlyCost: 716_667, totalOverHorizon: 17_200_000, … },
 * //   moving: { monthlyCost: 722_500, totalOverHorizon: 17_340_000, … },
 * //   difference: 140_000, monthlyDifference: 5_833, aboutTheSameBand: 716_667, verdict: 'ABOUT_THE_SAME' }
 */
export function stayOrMove(input: StayOrMoveInput): StayOrMove {
  const { horizonMonths, staying, moving } = input;
  const loanInterest = interestForMonths(staying.loanBalance, staying.loanRateMilli, horizonMonths);
  const stayingTotal = staying.monthlyRent * horizonMonths + loanInterest + staying.extensionCost;
  const movingTotal = moving.offerMonthlyTotal * horizonMonths + moving.brokerageFee + moving.movingCost;
  const stayingMonthly = perMonthRoundedHalfUp(stayingTotal, horizonMonths);
  const movingMonthly = perMonthRoundedHalfUp(movingTotal, horizonMonths);
  const difference = movingTotal - stayingTotal;
  // How close is too close to call: a difference over the horizon of at most one month of staying. A move's start and
  // the old lease's end rarely meet to the day, so one side usually pays up to a month twice (or the deposits wait for
  // each other), and the brokerage fee is a ceiling agreed under it: a gap within a month is within what the timing of
  // the move alone can swing. Our own threshold, not a rule: the answer shows the band.
  const aboutTheSameBand = stayingMonthly;
  return {
    horizonMonths,
    staying: {
      monthlyCost: stayingMonthly,
      totalOverHorizon: stayingTotal,
      monthlyRent: staying.monthlyRent,
      loanInterest,
      extensionCost: staying.extensionCost,
    },
    moving: {
      monthlyCost: movingMonthly,
      totalOverHorizon: movingTotal,
      offerMonthlyTotal: moving.offerMonthlyTotal,
      brokerageFee: moving.brokerageFee,
      movingCost: moving.movingCost,
    },
    difference,
    monthlyDifference: movingMonthly - stayingMonthly,
    aboutTheSameBand,
    verdict: verdictOf(difference, aboutTheSameBand),
  };
}

function perMonthRoundedHalfUp(total: Won, months: number): Won {
  return Math.floor((2 * total + months) / (2 * months));
}

function verdictOf(difference: Won, band: Won): StayOrMoveVerdict {
  if (difference > band) return 'STAY';
  if (difference < -band) return 'MOVE';
  return 'ABOUT_THE_SAME';
}
