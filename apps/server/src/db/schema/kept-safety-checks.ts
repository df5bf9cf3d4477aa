import { date, doublePrecision, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * A jeonse safety result a member kept (issue 50): the question as the result URL carried it and the verdict as it
 * was answered that day, so the list shows what they saw then and opening one asks again as of today. Goes with its
 * member. Owned by modules/kept-safety-check alone.
 */
export const keptSafetyChecks = pgTable(
  'kept_safety_checks',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    question: jsonb().notNull(),
    riskLevel: text().notNull(),
    jeonseRatioPercent: doublePrecision(),
    checkedOn: date({ mode: 'string' }).notNull(),
    keptAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('kept_safety_checks_user_kept_idx').on(table.userId, table.keptAt.desc())],
);

export type KeptSafetyCheckRow = typeof keptSafetyChecks.$inferSelect;
