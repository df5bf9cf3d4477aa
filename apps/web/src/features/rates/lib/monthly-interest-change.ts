import { percentOfRound, roundToUnit, type Won } from '@jipsa/domain';

/** The sentence's numbers are read at a glance ("약 16,700원"): rounded to 100원. */
export const ABOUT_UNIT: Won = 100;

/**
 * How much a month's interest on `loan` changes when its rate moves by `deltaPercentPoints` %p (a 만기일시 jeonse
 * loan pays interest only, so this is the whole change of the monthly payment), to the 원, half up.
 * @example monthlyInterestChange(200_000_000, 0.1) // 16_667 (2억 × 0.1% ÷ 12)
 */
export function monthlyInterestChange(loan: Won, deltaPercentPoints: number): Won {
  return percentOfRound(loan, deltaPercentPoints, 12);
}

/**
 * {@link monthlyInterestChange} as the page says it: rounded half up to {@link ABOUT_UNIT}.
 * @example aboutMonthlyInterestChange(200_000_000, 0.1) // 16_700
 */
export function aboutMonthlyInterestChange(loan: Won, deltaPercentPoints: number): Won {
  return roundToUnit(monthlyInterestChange(loan, deltaPercentPoints), ABOUT_UNIT);
}
