import { eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import type { depositTroublePlans } from '../db/schema/deposit-trouble.ts';
import type { renewalPlans } from '../db/schema/renewal.ts';

/** The tables of a plan kept with one report: the request as sent, the answer as given, when it was saved. */
export type ReportPlanTable = typeof renewalPlans | typeof depositTroublePlans;
/** A kept plan as stored: the request and the answer are the JSON the owning module wrote. */
export type KeptPlan<Request, Plan> = { loanAdviceResultId: string; request: Request; plan: Plan; savedAt: Date };

/** A kept plan as the API answers it (`savedAt` an ISO instant). */
export function keptPlanView<Request, Plan>(kept: KeptPlan<Request, Plan>) {
  return { ...kept, savedAt: kept.savedAt.toISOString() };
}

// Ids arrive from URLs; a malformed uuid is simply an id that does not exist (as in the loan-advice repository).
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Reads and writes of a plan kept with a report, one plan a report, for the module that owns `table` (the renewal
 * plan, the deposit-trouble plan). Whose a report is, is the loan-advice module's to say (the owning service asks it).
 */
export function createReportPlanStore<Request, Plan>(db: Database, table: ReportPlanTable) {
  async function find(reportId: string): Promise<KeptPlan<Request, Plan> | null> {
    if (!UUID.test(reportId)) return null;
    const [row] = await db.select().from(table).where(eq(table.loanAdviceResultId, reportId)).limit(1);
    // The owning module is the only writer of `table`, through `save` below: its JSON is its Request and Plan.
    return (row as KeptPlan<Request, Plan> | undefined) ?? null;
  }

  return {
    find,

    /** Keeps the request and its answer with the report, replacing the plan saved before. */
    async save(reportId: string, request: Request, plan: Plan, now: Date): Promise<void> {
      const [row] = await db
        .insert(table)
        .values({ loanAdviceResultId: reportId, request, plan, savedAt: now })
        .onConflictDoUpdate({ target: table.loanAdviceResultId, set: { request, plan, savedAt: now } })
        .returning({ loanAdviceResultId: table.loanAdviceResultId });
      if (!row) throw new Error(`upsert into ${table._.name} returned no row`);
    },

    /**
     * Copies the plan kept with `fromReportId` to `toReportId` as it was answered and saved (a report made again
     * today keeps the person's plan, issue 50); the request names its new report. A plan already kept there stays.
     */
    async copy(fromReportId: string, toReportId: string): Promise<void> {
      const kept = await find(fromReportId);
      if (!kept) return;
      const request = { ...(kept.request as object), loanAdviceResultId: toReportId };
      await db
        .insert(table)
        .values({ loanAdviceResultId: toReportId, request, plan: kept.plan, savedAt: kept.savedAt })
        .onConflictDoNothing({ target: table.loanAdviceResultId });
    },
  };
}

export type ReportPlanStore = ReturnType<typeof createReportPlanStore>;
