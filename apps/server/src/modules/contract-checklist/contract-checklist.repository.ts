import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { contractChecklists, type ContractChecklistRow } from '../../db/schema/contract-checklists.ts';

export type ChecklistDates = { contractDate: string; balanceDate: string; leaseEndDate: string };

/** Reads and writes of a report's contract checklist; the service asks loan-advice who owns the report first. */
export function createContractChecklistRepository(db: Database) {
  return {
    async find(reportId: string): Promise<ContractChecklistRow | null> {
      const [row] = await db
        .select()
        .from(contractChecklists)
        .where(eq(contractChecklists.loanAdviceResultId, reportId))
        .limit(1);
      return row ?? null;
    },

    /** Sets the dates, keeping the ticks of steps that exist for the new dates too (`keepCodes`). */
    async saveDates(
      reportId: string,
      dates: ChecklistDates,
      keepCodes: readonly string[],
      now: Date,
    ): Promise<ContractChecklistRow> {
      const keep = sql`ARRAY(SELECT unnest(${contractChecklists.doneStepCodes}) INTERSECT SELECT unnest(${toTextArray(keepCodes)}) ORDER BY 1)`;
      const [row] = await db
        .insert(contractChecklists)
        .values({ loanAdviceResultId: reportId, ...dates, doneStepCodes: [], updatedAt: now })
        .onConflictDoUpdate({
          target: contractChecklists.loanAdviceResultId,
          set: { ...dates, doneStepCodes: keep, updatedAt: now },
        })
        .returning();
      if (!row) throw new Error('upsert into contract_checklists returned no row');
      return row;
    },

    /** Copies the dates and ticks of one report's checklist to another's (a report made again today, issue 50). */
    async copy(fromReportId: string, toReportId: string): Promise<void> {
      const [row] = await db
        .select()
        .from(contractChecklists)
        .where(eq(contractChecklists.loanAdviceResultId, fromReportId))
        .limit(1);
      if (!row) return;
      await db
        .insert(contractChecklists)
        .values({ ...row, loanAdviceResultId: toReportId })
        .onConflictDoNothing({ target: contractChecklists.loanAdviceResultId });
    },

    /** Ticks or unticks one step in one statement (two tabs ticking two steps both keep theirs). */
    async setDone(reportId: string, code: string, done: boolean, now: Date): Promise<ContractChecklistRow | null> {
      const codes = done
        ? sql`ARRAY(SELECT DISTINCT unnest(array_append(${contractChecklists.doneStepCodes}, ${code}::text)) ORDER BY 1)`
        : sql`array_remove(${contractChecklists.doneStepCodes}, ${code}::text)`;
      const [row] = await db
        .update(contractChecklists)
        .set({ doneStepCodes: codes, updatedAt: now })
        .where(eq(contractChecklists.loanAdviceResultId, reportId))
        .returning();
      return row ?? null;
    },
  };
}

function toTextArray(values: readonly string[]) {
  return sql`${`{${values.map((value) => `"${value}"`).join(',')}}`}::text[]`;
}

export type ContractChecklistRepository = ReturnType<typeof createContractChecklistRepository>;
