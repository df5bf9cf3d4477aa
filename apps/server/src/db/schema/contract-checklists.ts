import { date, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { loanAdviceResults } from './loan-advice.ts';

/**
 * The dated contract checklist of one report (issue 30): the three dates the person gave and the steps they
 * ticked off. The steps themselves are computed from the dates (packages/domain contract-checklist), so a rule
 * fixed later shows in every stored checklist; only ticks are kept. Goes with its report.
 */
export const contractChecklists = pgTable('contract_checklists', {
  loanAdviceResultId: uuid()
    .primaryKey()
    .references(() => loanAdviceResults.id, { onDelete: 'cascade' }),
  contractDate: date({ mode: 'string' }),
  balanceDate: date({ mode: 'string' }),
  leaseEndDate: date({ mode: 'string' }),
  doneStepCodes: text().array().notNull().default([]),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

export type ContractChecklistRow = typeof contractChecklists.$inferSelect;
