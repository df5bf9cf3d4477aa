import { jsonb, pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';
import { loanAdviceResults } from './loan-advice.ts';

/**
 * The deposit-trouble plan a member chose to keep with one report (issue 49): the request as sent and the answer as
 * given, so the checklist and its calendar carry the plan's dates as they were answered. One plan a report, the
 * latest saved; goes with its report. A guest's plan is kept nowhere. Owned by modules/deposit-trouble alone.
 */
export const depositTroublePlans = pgTable('deposit_trouble_plans', {
  loanAdviceResultId: uuid()
    .primaryKey()
    .references(() => loanAdviceResults.id, { onDelete: 'cascade' }),
  request: jsonb().notNull(),
  plan: jsonb().notNull(),
  savedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

export type DepositTroublePlanRow = typeof depositTroublePlans.$inferSelect;
