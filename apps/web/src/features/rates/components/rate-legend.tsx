import { isMarketRateStale, marketRateAgeDays } from '@jipsa/domain';
import { ratesCopy as copy } from '../copy.ts';
import { latestPoint, type RateSeries } from '../lib/rate-series.ts';
import styles from './rates.module.css';

/**
 * Each line's name, colour and newest value with its date and how many days old it is (marked when it has missed
 * a publication), or that the window has none of it.
 */
export function RateLegend({ series, today }: { series: readonly RateSeries[]; today: string }) {
  return (
    <ul className={styles.legend} aria-label={copy.legendLabel}>
      {series.map((one) => {
        const latest = latestPoint(one.points);
        return (
          <li key={one.figure} data-figure={one.figure} className={styles.legendItem}>
            <span className={styles.swatch} aria-hidden="true" />
            <span className={styles.legendName}>{copy.figures[one.figure]}</span>{' '}
            {latest === null ? (
              <span className={styles.legendDate}>{copy.noPoints}</span>
            ) : (
              <>
                <span className={styles.legendValue}>{copy.tableRate(latest.valuePercent)}</span>{' '}
                <span className={styles.legendDate}>
                  {copy.legendDate(latest.date)}{' '}
                  <span className={styles.legendAge} data-stale={isMarketRateStale(latest.date, today) || undefined}>
                    {copy.legendAge(marketRateAgeDays(latest.date, today))}
                  </span>
                </span>
              </>
            )}
          </li>
        );
      })}
    </ul>
  );
}
