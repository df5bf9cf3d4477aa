import type { RenewalDeadlineView, RenewalPlanRequest, RenewalPlanView, SavedRenewalPlan } from '@jipsa/contracts';
import {
  nextHomeOfferCost,
  planRenewal,
  RenewalInputError,
  toRateMilli,
  type LoanProfile,
  type RenewalPlanInput,
  type RentOfferProfile,
} from '@jipsa/domain';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import { keptPlanView } from '../../lib/report-plan-store.ts';
import type { LoanAdviceService } from '../loan-advice/loan-advice.service.ts';
import { apiFieldOf, toRenewalPlanInput } from './renewal-plan-input.ts';
import { renewalPlanView } from './renewal-plan-view.ts';
import { createRenewalRepository } from './renewal.repository.ts';

/** A saved plan's deadlines, as the contract checklist shows them and puts them in its calendar. */
export type SavedRenewalDeadlines = { readonly timeline: readonly RenewalDeadlineView[]; readonly savedAt: Date };

export type RenewalServiceDeps = {
  db: Database;
  clock: Clock;
  /**
   * The loan-advice module's door to its reports (its tables are its own): whose a report is, the person's answers
   * behind it, and the rules and market rates in force, as a report is priced.
   */
  loanAdvice: Pick<LoanAdviceService, 'contextAt' | 'ownsReport' | 'reportProfile'>;
};

/** The person of a report without the home it was made for: the next home's deposit and rent come from the offer. */
function personOf(profile: LoanProfile): RentOfferProfile {
  const { rentalDeposit: _deposit, monthlyRent: _rent, ...person } = profile;
  return person;
}

/**
 * The renewal planner (issue 48): the plan for a lease's end on today's Korean date with the 기준금리 of the rate row
 * in force, kept with a report on request and reopened as it was answered. With a report, a next home without a
 * monthly cost is priced for the report's person by the rent-offer engine, so that staying and moving are compared.
 * Calls about a report answer `null` when the caller does not own it (the route makes that a 404). The only door to
 * `renewal_plans`: the contract checklist reads a saved plan's deadlines through `savedDeadlines`.
 */
export function createRenewalService({ db, clock, loanAdvice }: RenewalServiceDeps) {
  const repository = createRenewalRepository(db);

  /** `profile`: the person of the report the plan is kept with, or null without one. */
  function compute(request: RenewalPlanRequest, now: Date, profile: LoanProfile | null): RenewalPlanView {
    const context = loanAdvice.contextAt(now);
    const today = context.policyDate;
    const baseRateMilli = toRateMilli(context.marketRates.baseRate);
    const input = toRenewalPlanInput(request);
    const { nextHome } = input;
    // The client's own figure wins; without one, the report's person is who the next home is priced for.
    const priced: RenewalPlanInput =
      profile !== null && nextHome !== undefined && nextHome.monthlyTotal === undefined
        ? {
            ...input,
            nextHome: {
              ...nextHome,
              monthlyTotal: nextHomeOfferCost(nextHome, personOf(profile), context).monthlyTotal,
            },
          }
        : input;
    try {
      return renewalPlanView(planRenewal(priced, { today, baseRateMilli }), baseRateMilli);
    } catch (error) {
      if (error instanceof RenewalInputError) throw AppError.invalidField(apiFieldOf(error.field), error.reason);
      throw error;
    }
  }

  return {
    /** The plan; with `loanAdviceResultId`, kept with that report — `null` when the report is not the caller's. */
    async plan(userId: string, request: RenewalPlanRequest): Promise<RenewalPlanView | null> {
      const reportId = request.loanAdviceResultId;
      const now = clock();
      if (!reportId) return compute(request, now, null);
      const profile = await loanAdvice.reportProfile(userId, reportId);
      if (profile === null) return null;
      const plan = compute(request, now, profile);
      await repository.save(reportId, request, plan, now);
      return plan;
    },

    /** The plan saved with a report as it was answered; `null` when none or the report is not the caller's. */
    async find(userId: string, reportId: string): Promise<SavedRenewalPlan | null> {
      if (!(await loanAdvice.ownsReport(userId, reportId))) return null;
      const kept = await repository.find(reportId);
      return kept && keptPlanView(kept);
    },

    /**
     * The deadlines of the plan saved with a report and when it was saved, `null` when none; for the contract
     * checklist and its calendar, which have checked the report's owner already.
     */
    async savedDeadlines(reportId: string): Promise<SavedRenewalDeadlines | null> {
      const kept = await repository.find(reportId);
      return kept && { timeline: kept.plan.timeline, savedAt: kept.savedAt };
    },

    /** Keeps the plan of `fromReportId` with `toReportId` too: the report made again today (the owner is checked). */
    carryOver(fromReportId: string, toReportId: string): Promise<void> {
      return repository.copy(fromReportId, toReportId);
    },
  };
}

export type RenewalService = ReturnType<typeof createRenewalService>;
