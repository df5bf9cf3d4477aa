import { bigint, boolean, date, index, jsonb, numeric, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * What a person typed into the loan form (`userInputInfo`), kept whole as the contract's LoanProfile so a
 * report can be recomputed ("다시 산출하기") and shown ("적용 조건 보기").
 */
export const userInputInfos = pgTable(
  'user_input_infos',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    profile: jsonb().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('user_input_infos_user_idx').on(table.userId, table.createdAt)],
);

/**
 * One computed loan advice report. The summary columns serve the report lists and the community's
 * attached-report card without opening `report`, the full LoanAdviceReport as computed (rules of
 * `policyDate`, market rates of `marketRateDate`).
 */
export const loanAdviceResults = pgTable(
  'loan_advice_results',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    userInputInfoId: uuid()
      .notNull()
      .references(() => userInputInfos.id, { onDelete: 'cascade' }),
    policyDate: date({ mode: 'string' }).notNull(),
    marketRateDate: date({ mode: 'string' }).notNull(),
    hasEligibleProduct: boolean().notNull(),
    loanProductCode: text(),
    loanProductName: text(),
    expectedLoanRate: numeric({ precision: 6, scale: 3, mode: 'number' }),
    possibleLoanLimit: bigint({ mode: 'number' }),
    report: jsonb().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('loan_advice_results_user_created_idx').on(table.userId, table.createdAt.desc())],
);

export type UserInputInfoRow = typeof userInputInfos.$inferSelect;
export type LoanAdviceResultRow = typeof loanAdviceResults.$inferSelect;
