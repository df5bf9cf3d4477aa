import { isMarketRateStale, marketRateAgeDays, MARKET_RATES_STALE_AFTER_DAYS } from '@jipsa/domain';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig } from '../../config.ts';
import { koreanToday } from '../../lib/clock.ts';
import { scheduleDailyJob } from '../../lib/daily-job.ts';
import type { RateFeed } from './feeds/rate-feed.ts';
import { loadMarketRateTable } from './load-market-rate-table.ts';
import { createMarketRateStore, type MarketRateStore } from './market-rate-store.ts';
import { marketRatesOn } from './market-rates-on.ts';
import { createRateFeeds } from './rate-feeds.ts';
import { runRateFeeds } from './run-rate-feeds.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The market rates every module prices with (issue 28): read once here, fed daily, refreshed from the database. */
    marketRates: MarketRateStore & { runFeeds(): Promise<unknown> };
  }
}

export type MarketRatesPluginOptions = { config: AppConfig; feeds?: RateFeed[] };

/**
 * Loads the committed market-rate table once (an invalid operator file stops the start), lays the feeds' applied
 * values over it, and runs the feeds once a day across the cluster (the daily-job claim) — the first run in the
 * background at start, so a slow feed never holds the server back from serving. Warns at start when the rates in
 * force are older than 45 days.
 */
async function marketRatesPlugin(app: FastifyInstance, options: MarketRatesPluginOptions) {
  const { config } = options;
  const { clock } = app;
  const { table, origin } = await loadMarketRateTable(config.dataDir);
  const feeds = options.feeds ?? createRateFeeds(config.rateFeeds);
  const store = createMarketRateStore({ db: app.db, committed: table, feeds });
  const runFeeds = async () => {
    const summaries = await runRateFeeds({ db: app.db, log: app.log, committed: table }, feeds, clock());
    for (const summary of summaries) app.metrics?.rateFeedRan(summary.feed, summary.ok);
    await store.refresh();
    return { feeds: summaries };
  };
  app.decorate('marketRates', { ...store, runFeeds });

  app.addHook('onReady', async () => {
    try {
      await store.refresh();
    } catch (error) {
      // The committed table still serves; the next refresh tries again.
      app.log.error({ err: error }, 'could not read the fed market rates: the committed table serves');
    }
    const today = koreanToday(clock);
    const { row } = marketRatesOn(store.table(), today);
    const loaded = {
      marketRates: origin === 'default' ? 'shipped default' : origin.file,
      marketRateDate: row.effectiveFrom,
      ageDays: marketRateAgeDays(row.effectiveFrom, today),
      feedsOn: feeds.filter((feed) => feed.enabled).map((feed) => feed.name),
    };
    if (isMarketRateStale(row.effectiveFrom, today)) {
      app.log.warn(
        loaded,
        `market rates are ${loaded.ageDays} days old (over ${MARKET_RATES_STALE_AFTER_DAYS}): set ECOS_API_KEY for the daily feeds, or install the latest with \`npm run market-rates -w apps/server -- set <file>\``,
      );
    } else {
      app.log.info(loaded, 'market rates loaded');
    }
  });
  const refreshTimer = setInterval(
    () => void store.refresh().catch((error) => app.log.error({ err: error }, 'market-rate refresh failed')),
    config.rateFeeds.refreshSeconds * 1000,
  );
  refreshTimer.unref();
  app.addHook('onClose', async () => clearInterval(refreshTimer));

  if (feeds.some((feed) => feed.enabled)) {
    scheduleDailyJob(app, {
      job: { name: 'market-rate-feeds', run: runFeeds },
      clock,
      instance: config.instanceName,
      firstRunInBackground: true,
    });
  }
}

export default fp(marketRatesPlugin, { name: 'market-rates', dependencies: ['clock', 'database'] });
