import type { JeonseSafetyRequest, KeptSafetyCheck } from '@jipsa/contracts';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { keptSafetyChecks, type KeptSafetyCheckRow } from '../../db/schema/kept-safety-checks.ts';

/** How many kept results the list shows, like the report list (newest first). */
export const KEPT_SAFETY_CHECK_LIST_LIMIT = 100;

// Ids arrive from URLs; a malformed uuid is simply an id that does not exist (as in the loan-advice repository).
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export type NewKeptSafetyCheck = Pick<KeptSafetyCheck, 'riskLevel' | 'jeonseRatioPercent' | 'checkedOn'> & {
  question: JeonseSafetyRequest;
};

function present(row: KeptSafetyCheckRow): KeptSafetyCheck {
  return {
    keptSafetyCheckId: row.id,
    question: row.question as JeonseSafetyRequest,
    riskLevel: row.riskLevel as KeptSafetyCheck['riskLevel'],
    jeonseRatioPercent: row.jeonseRatioPercent,
    checkedOn: row.checkedOn,
    keptAt: row.keptAt.toISOString(),
  };
}

/** The member's kept safety results; the only code that touches `kept_safety_checks`. Every lookup is per owner. */
export function createKeptSafetyCheckRepository(db: Database) {
  return {
    /** The same question kept the same day is one result: a second tap returns the first. */
    async keep(userId: string, kept: NewKeptSafetyCheck, now: Date): Promise<KeptSafetyCheck> {
      const question = sql`${JSON.stringify(kept.question)}::jsonb`;
      const [same] = await db
        .select()
        .from(keptSafetyChecks)
        .where(
          and(
            eq(keptSafetyChecks.userId, userId),
            eq(keptSafetyChecks.checkedOn, kept.checkedOn),
            sql`${keptSafetyChecks.question} = ${question}`,
          ),
        )
        .limit(1);
      if (same) return present(same);
      const [row] = await db
        .insert(keptSafetyChecks)
        .values({ userId, ...kept, keptAt: now })
        .returning();
      if (!row) throw new Error('insert into kept_safety_checks returned no row');
      return present(row);
    },

    async list(userId: string): Promise<KeptSafetyCheck[]> {
      const rows = await db
        .select()
        .from(keptSafetyChecks)
        .where(eq(keptSafetyChecks.userId, userId))
        .orderBy(desc(keptSafetyChecks.keptAt), desc(keptSafetyChecks.id))
        .limit(KEPT_SAFETY_CHECK_LIST_LIMIT);
      return rows.map(present);
    },

    /** False when there is no such result of this member's (someone else's is no result). */
    async remove(userId: string, id: string): Promise<boolean> {
      if (!UUID.test(id)) return false;
      const deleted = await db
        .delete(keptSafetyChecks)
        .where(and(eq(keptSafetyChecks.id, id), eq(keptSafetyChecks.userId, userId)))
        .returning({ id: keptSafetyChecks.id });
      return deleted.length > 0;
    },
  };
}
