import type { RenewalPlanRequest, RenewalPlanView } from '@jipsa/contracts';
import type { Database } from '../../db/client.ts';
import { renewalPlans } from '../../db/schema/renewal.ts';
import { createReportPlanStore } from '../../lib/report-plan-store.ts';

/** The renewal plan kept with a report; the only code that touches `renewal_plans`. */
export function createRenewalRepository(db: Database) {
  return createReportPlanStore<RenewalPlanRequest, RenewalPlanView>(db, renewalPlans);
}

export type RenewalRepository = ReturnType<typeof createRenewalRepository>;
