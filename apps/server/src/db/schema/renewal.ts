import { jsonb, pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';
import { loanAdviceResults } from './loan-advice.ts';

/**
 * The renewal plan kept with one report (issue 48): the request as sent and the answer as given, so that reopening
 * shows the plan unchanged (the day, the 기준금리 and the rules it was made with) rather than a recomputation. One
 * plan a report, the latest saved; goes with its report. Owned by modules/renewal alone.
 */
export const renewalPlans = pgTable('renewal_plans', {
  loanAdviceResultId: uuid()
    .primaryKey()
    .references(() => loanAdviceResults.id, { onDelete: 'cascade' }),
  request: jsonb().notNull(),
  plan: jsonb().notNull(),
  savedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

export type RenewalPlanRow = typeof renewalPlans.$inferSelect;
