import type { DepositTroublePlanRequest, DepositTroublePlanView } from '@jipsa/contracts';
import { DepositTroubleInputError, planDepositTrouble, type DepositTroublePlan } from '@jipsa/domain';
import { AppError } from '../../lib/app-error.ts';
import { koreanToday, type Clock } from '../../lib/clock.ts';
import { checklistCalendar } from '../contract-checklist/checklist-calendar.ts';
import { toDepositTroubleInput } from './deposit-trouble-input.ts';
import { depositTroublePlanView } from './deposit-trouble-plan-view.ts';

export type DepositTroubleServiceDeps = { clock: Clock };

/**
 * The deposit-trouble plan (issue 49) on today's Korean date, for anyone: computed per request and kept nowhere. Its
 * calendar is the contract checklist's writer with the plan's dates as `<lease>-deposit-trouble-<code>@jipsa`
 * events, the lease named by its first contract and end dates so a second download updates the same events.
 */
export function createDepositTroubleService({ clock }: DepositTroubleServiceDeps) {
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
    plan(request: DepositTroublePlanRequest): DepositTroublePlanView {
      return depositTroublePlanView(compute(request));
    },

    /** The plan's dates still ahead as an .ics calendar (passed days are left out, as the checklist does). */
    calendar(request: DepositTroublePlanRequest): string {
      const plan = compute(request);
      return checklistCalendar({
        reportId: `lease-${request.firstContractDate}-${request.leaseEndsOn}`,
        steps: [],
        otherDeadlines: { uidPart: 'deposit-trouble', deadlines: plan.timeline },
        updatedAt: clock(),
        reportUrl: null,
      });
    },
  };
}
