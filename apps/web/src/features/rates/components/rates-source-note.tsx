import type { MarketRateHistoryResponse } from '@jipsa/contracts';
import { ratesCopy as copy } from '../copy.ts';
import { newestDate } from '../lib/rate-series.ts';
import styles from './rates.module.css';

/**
 * Where the figures come from: the day a feed last brought rates, or (with none yet) that they are the operator's
 * table and its newest date; then one line for each feed that is failing, or off while others run. With every
 * feed off the first sentence says it all.
 */
export function RatesSourceNote({ history }: { history: MarketRateHistoryResponse }) {
  const anyOn = history.feeds.some((feed) => feed.enabled);
  const troubled = anyOn ? history.feeds.filter((feed) => !feed.enabled || feed.lastError !== null) : [];
  return (
    <div className={styles.sourceNote}>
      <p className={styles.updated}>
        {history.lastFetchedAt === null
          ? copy.fromTable(newestDate(history.rows))
          : copy.lastUpdated(history.lastFetchedAt)}
      </p>
      {troubled.length > 0 && (
        <>
          <h2 className={styles.feedsHeading}>{copy.feedsHeading}</h2>
          <ul className={styles.feeds}>
            {troubled.map((feed) => (
              <li key={feed.name}>{copy.feedStatus(feed)}</li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
