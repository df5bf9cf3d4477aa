import type {
  DepositTroubleDeadlineView,
  DepositTroublePlanRequest,
  DepositTroublePlanView,
  SavedDepositTroublePlan,
} from '@jipsa/contracts';
import { DepositTroubleInputError, planDepositTrouble, type DepositTroublePlan } from '@jipsa/domain';
import { AppError } from '../../lib/app-error.ts';
import type { Database } from '../../db/client.ts';
import { koreanToday, type Clock } from '../../lib/clock.ts';
import { keptPlanView } from '../../lib/report-plan-store.ts';
import { checklistCalendar } from '../contract-checklist/checklist-calendar.ts';
import type { LoanAdviceService } from '../loan-advice/loan-advice.service.ts';
import { createDepositTroubleRepository } from './deposit-trouble.repository.ts';
import { toDepositTroubleInput } from './deposit-trouble-input.ts';
import { depositTroublePlanView } from './deposit-trouble-plan-view.ts';

/** A kept plan's deadlines, as the contract checklist shows them and puts them in its calendar. */
export type SavedDepositTroubleDeadlines = {
  readonly timeline: readonly DepositTroubleDeadlineView[];
  readonly savedAt: Date;
};

export type DepositTroubleServiceDeps = {
  db: Database;
  clock: Clock;
  /** The loan-advice module's door to whose a report is (its tables are its own). */
  loanAdvice: Pick<LoanAdviceService, 'ownsReport'>;
};

/**
 * The deposit-trouble plan (issue 49) on today's Korean date, for anyone: computed per request, kept only when a
 * member names a report of theirs (calls about a report answer `null` when it is not the caller's; the route makes
 * that a 404). The only door to `deposit_trouble_plans`: the checklist reads a kept plan's dates through
 * `savedDeadlines`. Its
 * calendar is the contract checklist's writer with the plan's dates as `<lease>-deposit-trouble-<code>@jipsa`
 * events, the lease named by its first contract and end dates so a second download updates the same events.
 */
export function createDepositTroubleService({ db, clock, loanAdvice }: DepositTroubleServiceDeps) {
  const repository = createDepositTroubleRepository(db);

  function compute(request: DepositTroublePlanRequest): DepositTroublePlan {
    try {
      return planDepositTrouble(toDepositTroubleInput(request), { today: koreanToday(clock) });
    } catch (error) {
      // The domain's field names are the API's (`today` is the server's own and is never wrong).
      if (error instanceof DepositTroubleInputError) throw AppError.invalidField(error.field, error.reason);
      throw error;
    }
  }

  return {
    /** The plan; with `loanAdviceResultId`, kept with that report — `null` when the report is not the caller's. */
    async plan(userId: string, request: DepositTroublePlanRequest): Promise<DepositTroublePlanView | null> {
      const reportId = request.loanAdviceResultId;
      if (reportId && !(await loanAdvice.ownsReport(userId, reportId))) return null;
      const plan = depositTroublePlanView(compute(request));
      if (reportId) await repository.save(reportId, request, plan, clock());
      return plan;
    },

    /** The plan kept with a report as it was answered; `null` when none or the report is not the caller's. */
    async find(userId: string, reportId: string): Promise<SavedDepositTroublePlan | null> {
      if (!(await loanAdvice.ownsReport(userId, reportId))) return null;
      const kept = await repository.find(reportId);
      return kept && keptPlanView(kept);
    },

    /** The kept plan's deadlines and when it was kept, `null` when none; the checklist has checked the owner. */
    async savedDeadlines(reportId: string): Promise<SavedDepositTroubleDeadlines | null> {
      const kept = await repository.find(reportId);
      return kept && { timeline: kept.plan.timeline, savedAt: kept.savedAt };
    },

    /** Keeps the plan of `fromReportId` with `toReportId` too: the report made again today (the owner is checked). */
    carryOver(fromReportId: string, toReportId: string): Promise<void> {
      return repository.copy(fromReportId, toReportId);
    },

    /** The plan's dates still ahead as an .ics calendar (passed days are left out, as the checklist does). */
    calendar(request: DepositTroublePlanRequest): string {
      const plan = compute(request);
      return checklistCalendar({
        reportId: `lease-${request.firstContractDate}-${request.leaseEndsOn}`,
        steps: [],
        plans: [{ uidPart: 'deposit-trouble', deadlines: plan.timeline }],
        updatedAt: clock(),
        reportUrl: null,
      });
    },
  };
}

export type DepositTroubleService = ReturnType<typeof createDepositTroubleService>;
