import { and, count, desc, eq, gt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  loanAdviceResults,
  userInputInfos,
  type LoanAdviceResultRow,
  type UserInputInfoRow,
} from '../../db/schema/loan-advice.ts';
import { users } from '../../db/schema/users.ts';

export type NewUserInputInfo = Pick<UserInputInfoRow, 'userId' | 'profile' | 'createdAt'>;
export type NewLoanAdviceResult = Omit<LoanAdviceResultRow, 'id'>;
export type LoanAdviceSummaryRow = Pick<
  LoanAdviceResultRow,
  'id' | 'loanProductCode' | 'loanProductName' | 'expectedLoanRate' | 'possibleLoanLimit' | 'createdAt'
> & { rentalDeposit: number | null };

// Ids arrive from URLs and bodies; PostgreSQL rejects a malformed uuid with an error, but to the caller it
// is simply an id that does not exist.
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Reads and writes of the loan form inputs and reports; `db` may be a transaction. Lookups are per owner. */
export function createLoanAdviceRepository(db: Database) {
  return {
    async findInputInfo(id: string, userId: string): Promise<UserInputInfoRow | null> {
      if (!UUID.test(id)) return null;
      const [row] = await db
        .select()
        .from(userInputInfos)
        .where(and(eq(userInputInfos.id, id), eq(userInputInfos.userId, userId)))
        .limit(1);
      return row ?? null;
    },

    async findResult(id: string, userId: string): Promise<LoanAdviceResultRow | null> {
      if (!UUID.test(id)) return null;
      const [row] = await db
        .select()
        .from(loanAdviceResults)
        .where(and(eq(loanAdviceResults.id, id), eq(loanAdviceResults.userId, userId)))
        .limit(1);
      return row ?? null;
    },

    /** Whether `id` is a report of `userId` (someone else's report is as absent as a missing one). */
    async ownsResult(id: string, userId: string): Promise<boolean> {
      if (!UUID.test(id)) return false;
      const [row] = await db
        .select({ id: loanAdviceResults.id })
        .from(loanAdviceResults)
        .where(and(eq(loanAdviceResults.id, id), eq(loanAdviceResults.userId, userId)))
        .limit(1);
      return row !== undefined;
    },

    /** The stored form a report of `userId` was made from; `null` when the report is not theirs. */
    async findProfileOfResult(id: string, userId: string): Promise<UserInputInfoRow['profile'] | null> {
      if (!UUID.test(id)) return null;
      const [row] = await db
        .select({ profile: userInputInfos.profile })
        .from(loanAdviceResults)
        .innerJoin(userInputInfos, eq(userInputInfos.id, loanAdviceResults.userInputInfoId))
        .where(and(eq(loanAdviceResults.id, id), eq(loanAdviceResults.userId, userId)))
        .limit(1);
      return row ? row.profile : null;
    },

    /** The owner's newest reports first (ties by id, so the order is stable), at most `limit`. */
    async listSummaries(userId: string, limit: number): Promise<LoanAdviceSummaryRow[]> {
      return db
        .select({
          id: loanAdviceResults.id,
          loanProductCode: loanAdviceResults.loanProductCode,
          loanProductName: loanAdviceResults.loanProductName,
          expectedLoanRate: loanAdviceResults.expectedLoanRate,
          possibleLoanLimit: loanAdviceResults.possibleLoanLimit,
          createdAt: loanAdviceResults.createdAt,
          // The deposit the report was made for, so two reports of one day can be told apart (issue 11).
          rentalDeposit: sql<number | null>`(${userInputInfos.profile}->>'rentalDeposit')::bigint`.mapWith(
            (value: string | number | null) => (value === null ? null : Number(value)),
          ),
        })
        .from(loanAdviceResults)
        .innerJoin(userInputInfos, eq(userInputInfos.id, loanAdviceResults.userInputInfoId))
        .where(eq(loanAdviceResults.userId, userId))
        .orderBy(desc(loanAdviceResults.createdAt), desc(loanAdviceResults.id))
        .limit(limit);
    },

    /** Reports the user created after `since` (the guest quota's rolling window). */
    async countResultsSince(userId: string, since: Date): Promise<number> {
      const [row] = await db
        .select({ value: count() })
        .from(loanAdviceResults)
        .where(and(eq(loanAdviceResults.userId, userId), gt(loanAdviceResults.createdAt, since)));
      return row?.value ?? 0;
    },

    /**
     * Locks the user's row until the transaction ends: two reports of one guest are counted against the
     * quota one after the other, and a guest→member transfer (which locks the same row) never interleaves.
     */
    async lockUser(userId: string): Promise<void> {
      await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    },

    async insertInputInfo(input: NewUserInputInfo): Promise<UserInputInfoRow> {
      const [row] = await db.insert(userInputInfos).values(input).returning();
      if (!row) throw new Error('insert into user_input_infos returned no row');
      return row;
    },

    async insertResult(result: NewLoanAdviceResult): Promise<LoanAdviceResultRow> {
      const [row] = await db.insert(loanAdviceResults).values(result).returning();
      if (!row) throw new Error('insert into loan_advice_results returned no row');
      return row;
    },

    /** Gives every input and report of `fromUserId` to `toUserId`; returns how many reports moved. */
    async moveAll(fromUserId: string, toUserId: string): Promise<number> {
      await db.update(userInputInfos).set({ userId: toUserId }).where(eq(userInputInfos.userId, fromUserId));
      const moved = await db
        .update(loanAdviceResults)
        .set({ userId: toUserId })
        .where(eq(loanAdviceResults.userId, fromUserId))
        .returning({ id: loanAdviceResults.id });
      return moved.length;
    },
  };
}

export type LoanAdviceRepository = ReturnType<typeof createLoanAdviceRepository>;
