import type { RenewalDeadlineView, RenewalPlanRequest, RenewalPlanView, SavedRenewalPlan } from '@jipsa/contracts';
import { planRenewal, RenewalInputError, toRateMilli, type MarketRateTable } from '@jipsa/domain';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { koreanToday, type Clock } from '../../lib/clock.ts';
import { marketRatesOn } from '../market-rates/market-rates-on.ts';
import { apiFieldOf, toRenewalPlanInput } from './renewal-plan-input.ts';
import { renewalPlanView } from './renewal-plan-view.ts';
import { createRenewalRepository } from './renewal.repository.ts';

/** A saved plan's deadlines, as the contract checklist shows them and puts them in its calendar. */
export type SavedRenewalDeadlines = { readonly timeline: readonly RenewalDeadlineView[]; readonly savedAt: Date };

export type RenewalServiceDeps = { db: Database; clock: Clock; marketRates: () => MarketRateTable };

/**
 * The renewal planner (issue 48): the plan for a lease's end on today's Korean date with the 기준금리 of the rate row
 * in force, kept with a report on request and reopened as it was answered. Calls about a report answer `null` when
 * the caller does not own it (the route makes that a 404). The only door to `renewal_plans`: the contract
 * checklist reads a saved plan's deadlines through `savedDeadlines`.
 */
export function createRenewalService({ db, clock, marketRates }: RenewalServiceDeps) {
  const repository = createRenewalRepository(db);

  function compute(request: RenewalPlanRequest): RenewalPlanView {
    const today = koreanToday(clock);
    const baseRateMilli = toRateMilli(marketRatesOn(marketRates(), today).row.baseRate);
    try {
      return renewalPlanView(planRenewal(toRenewalPlanInput(request), { today, baseRateMilli }), baseRateMilli);
    } catch (error) {
      if (error instanceof RenewalInputError) throw AppError.invalidField(apiFieldOf(error.field), error.reason);
      throw error;
    }
  }

  return {
    /** The plan; with `loanAdviceResultId`, kept with that report — `null` when the report is not the caller's. */
    async plan(userId: string, request: RenewalPlanRequest): Promise<RenewalPlanView | null> {
      const reportId = request.loanAdviceResultId;
      if (!reportId) return compute(request);
      if (!(await repository.ownsReport(reportId, userId))) return null;
      const plan = compute(request);
      await repository.save(reportId, request, plan, clock());
      return plan;
    },

    /** The plan saved with a report as it was answered; `null` when none or the report is not the caller's. */
    async find(userId: string, reportId: string): Promise<SavedRenewalPlan | null> {
      if (!(await repository.ownsReport(reportId, userId))) return null;
      const row = await repository.find(reportId);
      if (!row) return null;
      return {
        loanAdviceResultId: row.loanAdviceResultId,
        request: row.request as SavedRenewalPlan['request'],
        plan: row.plan as RenewalPlanView,
        savedAt: row.savedAt.toISOString(),
      };
    },

    /**
     * The deadlines of the plan saved with a report and when it was saved, `null` when none; for the contract
     * checklist and its calendar, which have checked the report's owner already.
     */
    async savedDeadlines(reportId: string): Promise<SavedRenewalDeadlines | null> {
      const row = await repository.find(reportId);
      return row ? { timeline: (row.plan as RenewalPlanView).timeline, savedAt: row.savedAt } : null;
    },
  };
}

export type RenewalService = ReturnType<typeof createRenewalService>;
