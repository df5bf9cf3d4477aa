import { ratesCopy as copy } from '../copy.ts';
import { aboutMonthlyInterestChange } from '../lib/monthly-interest-change.ts';
import { latestPoint, type RatePoint } from '../lib/rate-series.ts';
import styles from './rates.module.css';

/** The example the sentence prices: a 2억 jeonse loan and a 0.1%p move of COFIX (issue 28). */
export const EXAMPLE_LOAN = 200_000_000;
export const EXAMPLE_MOVE_PERCENT_POINTS = 0.1;

/** What the rates mean for a jeonse loan: today's COFIX, what it is the base of, and what a 0.1%p move is worth. */
export function CofixMeaning({ cofix }: { cofix: readonly RatePoint[] }) {
  const current = latestPoint(cofix);
  return (
    <section className={styles.meaning} aria-labelledby="rates-meaning-heading">
      <h2 id="rates-meaning-heading" className={styles.heading}>
        {copy.meaningHeading}
      </h2>
      {current && <p>{copy.currentCofix(current.valuePercent, current.date)}</p>}
      <p>{copy.cofixBasis}</p>
      <p className={styles.effect}>
        {copy.cofixEffect(
          EXAMPLE_MOVE_PERCENT_POINTS,
          EXAMPLE_LOAN,
          aboutMonthlyInterestChange(EXAMPLE_LOAN, EXAMPLE_MOVE_PERCENT_POINTS),
        )}
      </p>
    </section>
  );
}
