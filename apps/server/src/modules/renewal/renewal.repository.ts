import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { renewalPlans, type RenewalPlanRow } from '../../db/schema/renewal.ts';

// Ids arrive from URLs; a malformed uuid is simply an id that does not exist (as in the loan-advice repository).
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Reads and writes of the renewal plan kept with a report; the only code that touches `renewal_plans`. Whose a report
 * is, is the loan-advice module's to say (the service asks it).
 */
export function createRenewalRepository(db: Database) {
  return {
    async find(reportId: string): Promise<RenewalPlanRow | null> {
      if (!UUID.test(reportId)) return null;
      const [row] = await db.select().from(renewalPlans).where(eq(renewalPlans.loanAdviceResultId, reportId)).limit(1);
      return row ?? null;
    },

    /** Keeps the request and its answer with the report, replacing the plan saved before. */
    async save(reportId: string, request: unknown, plan: unknown, now: Date): Promise<RenewalPlanRow> {
      const [row] = await db
        .insert(renewalPlans)
        .values({ loanAdviceResultId: reportId, request, plan, savedAt: now })
        .onConflictDoUpdate({ target: renewalPlans.loanAdviceResultId, set: { request, plan, savedAt: now } })
        .returning();
      if (!row) throw new Error('upsert into renewal_plans returned no row');
      return row;
    },
  };
}

export type RenewalRepository = ReturnType<typeof createRenewalRepository>;
