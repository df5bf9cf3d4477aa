import { pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * One row per run of a scheduled job per slot (a Korean calendar day for daily jobs). Every instance
 * ticks, but only the one whose insert of the slot's row succeeds runs the job: once per schedule across
 * the cluster, on PostgreSQL and PGlite alike.
 */
export const scheduledJobRuns = pgTable(
  'scheduled_job_runs',
  {
    jobName: text().notNull(),
    slot: text().notNull(),
    instance: text().notNull(),
    startedAt: timestamp({ withTimezone: true }).notNull(),
    finishedAt: timestamp({ withTimezone: true }),
  },
  (table) => [primaryKey({ columns: [table.jobName, table.slot] })],
);
