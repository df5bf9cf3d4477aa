import type { DepositTroublePlanRequest, DepositTroublePlanView } from '@jipsa/contracts';
import type { Database } from '../../db/client.ts';
import { depositTroublePlans } from '../../db/schema/deposit-trouble.ts';
import { createReportPlanStore } from '../../lib/report-plan-store.ts';

/** The deposit-trouble plan a member kept with a report; the only code that touches `deposit_trouble_plans`. */
export function createDepositTroubleRepository(db: Database) {
  return createReportPlanStore<DepositTroublePlanRequest, DepositTroublePlanView>(db, depositTroublePlans);
}
