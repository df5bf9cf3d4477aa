import { doublePrecision, index, uniqueIndex, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Every value a rate feed published and we read, checked or not (issue 28, ADR 0025): the figure, the date the
 * publication gives it, the raw text and unit as received, and what the checks decided. `APPLIED` rows price
 * reports from `effectiveFrom`; `HELD` rows (a jump past the stated limit) wait for an operator; `REJECTED` ones
 * stay as the record of what was refused. One row per (feed, figure, date): a second instance's run of the same
 * day inserts nothing.
 */
export const marketRateObservations = pgTable(
  'market_rate_observations',
  {
    id: uuid().primaryKey().defaultRandom(),
    feed: text().notNull(),
    figure: text().notNull(),
    /** YYYY-MM-DD; a monthly value is dated to its month's first day. */
    observedOn: text().notNull(),
    valuePercent: doublePrecision().notNull(),
    rawValue: text().notNull(),
    unit: text().notNull(),
    source: text().notNull(),
    fetchedAt: timestamp({ withTimezone: true }).notNull(),
    /** The Korean day from which an applied value prices reports: the day it was fetched or accepted. */
    effectiveFrom: text().notNull(),
    status: text({ enum: ['APPLIED', 'HELD', 'REJECTED'] }).notNull(),
    /** Why it was held or refused, or who accepted it. */
    reason: text(),
    decidedAt: timestamp({ withTimezone: true }),
  },
  (table) => [
    index('market_rate_observations_status_idx').on(table.status, table.figure),
    uniqueIndex('market_rate_observations_unique').on(table.feed, table.figure, table.observedOn),
  ],
);

/** How each feed's last runs went: shown by `/ready`, the history page and the operator's command. */
export const marketRateFeeds = pgTable(
  'market_rate_feeds',
  {
    feed: text().notNull(),
    lastAttemptAt: timestamp({ withTimezone: true }),
    lastSuccessAt: timestamp({ withTimezone: true }),
    lastError: text(),
  },
  (table) => [primaryKey({ columns: [table.feed] })],
);
