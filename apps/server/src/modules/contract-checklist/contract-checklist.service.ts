import type { ContractChecklist, ContractDatesRequest } from '@jipsa/contracts';
import { contractSchedule, ContractDatesError, type ContractStep } from '@jipsa/domain';
import type { Database } from '../../db/client.ts';
import type { ContractChecklistRow } from '../../db/schema/contract-checklists.ts';
import { AppError } from '../../lib/app-error.ts';
import { koreanToday, type Clock } from '../../lib/clock.ts';
import type { LoanAdviceService } from '../loan-advice/loan-advice.service.ts';
import type {
  DepositTroubleService,
  SavedDepositTroubleDeadlines,
} from '../deposit-trouble/deposit-trouble.service.ts';
import type { RenewalService, SavedRenewalDeadlines } from '../renewal/renewal.service.ts';
import { checklistCalendar } from './checklist-calendar.ts';
import { createContractChecklistRepository } from './contract-checklist.repository.ts';
import { CHECKLIST_COPY } from './copy.ts';

const EMPTY: ContractChecklist = { dates: null, steps: [], updatedAt: null };

export type ContractChecklistServiceDeps = {
  db: Database;
  clock: Clock;
  publicUrl: string | null;
  /** The loan-advice module's door to who owns a report (its table is its own). */
  loanAdvice: Pick<LoanAdviceService, 'ownsReport'>;
  /** The renewal module's door to the plan saved with a report (its table is its own). */
  renewal: Pick<RenewalService, 'savedDeadlines' | 'carryOver'>;
  /** The deposit-trouble module's door to the plan kept with a report (its table is its own). */
  depositTrouble: Pick<DepositTroubleService, 'savedDeadlines' | 'carryOver'>;
};

/** The plans kept with a report, each with its deadlines and when it was saved. */
type KeptPlans = {
  readonly renewal: SavedRenewalDeadlines | null;
  readonly depositTrouble: SavedDepositTroubleDeadlines | null;
};

/**
 * The contract checklist of a report (issue 30). Steps are computed from the stored dates with the rules in
 * force today in Korea, so only the dates and the ticks are stored. Every call answers `null` for a report the
 * caller does not own (the route makes that a 404). A renewal plan (issue 48) or a deposit-trouble plan (issue 49)
 * kept with the report adds its deadlines to the checklist and its calendar; each plan's module keeps it.
 */
export function createContractChecklistService({
  db,
  clock,
  publicUrl,
  loanAdvice,
  renewal,
  depositTrouble,
}: ContractChecklistServiceDeps) {
  const repository = createContractChecklistRepository(db);
  const ownsReport = (reportId: string, userId: string) => loanAdvice.ownsReport(userId, reportId);
  const today = () => koreanToday(clock);

  function scheduleOf(row: ContractChecklistRow): readonly ContractStep[] {
    const { contractDate, balanceDate, leaseEndDate } = row;
    if (!contractDate || !balanceDate || !leaseEndDate) return [];
    return contractSchedule({ contractDate, balanceDate, leaseEndDate }, today());
  }

  function checklistOf(row: ContractChecklistRow | null): ContractChecklist {
    if (!row?.contractDate || !row.balanceDate || !row.leaseEndDate) return EMPTY;
    const done = new Set(row.doneStepCodes);
    return {
      dates: { contractDate: row.contractDate, balanceDate: row.balanceDate, leaseEndDate: row.leaseEndDate },
      steps: scheduleOf(row).map((step) => ({ ...step, done: done.has(step.code) })),
      updatedAt: row.updatedAt.toISOString(),
    };
  }

  async function keptPlans(reportId: string): Promise<KeptPlans> {
    const [renewalPlan, depositTroublePlan] = await Promise.all([
      renewal.savedDeadlines(reportId),
      depositTrouble.savedDeadlines(reportId),
    ]);
    return { renewal: renewalPlan, depositTrouble: depositTroublePlan };
  }

  async function view(reportId: string, row: ContractChecklistRow | null): Promise<ContractChecklist> {
    const checklist = checklistOf(row);
    const kept = await keptPlans(reportId);
    return {
      ...checklist,
      ...(kept.renewal ? { renewalDeadlines: [...kept.renewal.timeline] } : {}),
      ...(kept.depositTrouble ? { depositTroubleDeadlines: [...kept.depositTrouble.timeline] } : {}),
    };
  }

  return {
    async find(userId: string, reportId: string): Promise<ContractChecklist | null> {
      if (!(await ownsReport(reportId, userId))) return null;
      return view(reportId, await repository.find(reportId));
    },

    async saveDates(userId: string, reportId: string, dates: ContractDatesRequest): Promise<ContractChecklist | null> {
      if (!(await ownsReport(reportId, userId))) return null;
      let steps: readonly ContractStep[];
      try {
        steps = contractSchedule(dates, today());
      } catch (error) {
        if (error instanceof ContractDatesError) throw AppError.invalidField(error.field, error.reason);
        throw error;
      }
      const row = await repository.saveDates(
        reportId,
        dates,
        steps.map((step) => step.code),
        clock(),
      );
      return view(reportId, row);
    },

    async setDone(userId: string, reportId: string, code: string, done: boolean): Promise<ContractChecklist | null> {
      if (!(await ownsReport(reportId, userId))) return null;
      const current = await repository.find(reportId);
      if (!current || scheduleOf(current).length === 0) {
        throw new AppError('VALIDATION_FAILED', CHECKLIST_COPY.datesFirst);
      }
      if (!scheduleOf(current).some((step) => step.code === code)) {
        throw AppError.invalidField('code', CHECKLIST_COPY.noSuchStep);
      }
      return view(reportId, await repository.setDone(reportId, code, done, clock()));
    },

    /**
     * A report made again today ("오늘 기준으로 다시 받기", issue 50) is the same lease: it keeps the checklist's dates
     * and ticks and the plans kept with the old report. Copied, not moved: the old report stays as it was. The caller
     * owns both reports (loan-advice made the new one from the old one for them).
     */
    async carryOver(fromReportId: string, toReportId: string): Promise<void> {
      await repository.copy(fromReportId, toReportId);
      await renewal.carryOver(fromReportId, toReportId);
      await depositTrouble.carryOver(fromReportId, toReportId);
    },

    /**
     * The checklist and the kept plans' deadlines as an .ics calendar, or `null` when the report is not the caller's
     * or has neither dates nor a kept plan yet.
     */
    async calendar(userId: string, reportId: string): Promise<string | null> {
      if (!(await ownsReport(reportId, userId))) return null;
      const row = await repository.find(reportId);
      const steps = row ? scheduleOf(row) : [];
      const kept = await keptPlans(reportId);
      if (steps.length === 0 && !kept.renewal && !kept.depositTrouble) return null;
      return checklistCalendar({
        reportId,
        steps,
        doneCodes: new Set(row?.doneStepCodes ?? []),
        plans: [
          { uidPart: 'renewal', deadlines: kept.renewal?.timeline ?? [] },
          { uidPart: 'deposit-trouble', deadlines: kept.depositTrouble?.timeline ?? [] },
        ],
        updatedAt: lastChange(steps.length > 0 ? row : null, kept),
        reportUrl: publicUrl ? new URL(`/report/${reportId}`, publicUrl).toString() : null,
      });
    },
  };
}

/** The latest of the checklist's last change and the kept plans' saving: the calendar's DTSTAMP. */
function lastChange(row: ContractChecklistRow | null, kept: KeptPlans): Date {
  const times = [row?.updatedAt, kept.renewal?.savedAt, kept.depositTrouble?.savedAt].filter(
    (time): time is Date => time !== undefined,
  );
  return new Date(Math.max(...times.map((time) => time.getTime())));
}
