import type { Won } from '../money/won.ts';
import { addDays } from '../policy/calendar-date.ts';
import type { PolicyDate } from '../policy/policy-date.ts';
import { bankLoanAtRenewal, type BankLoanAtRenewal } from './bank-loan-at-renewal.ts';
import { brokerageFee } from './brokerage-fee.ts';
import { earlyExitEffectiveDate } from './early-exit.ts';
import { fundExtension, type FundExtension } from './fund-extension.ts';
import { FUND_INCREASE_RULE, fundIncreaseLimit } from './fund-increase-limit.ts';
import { guaranteeAtRenewal, type GuaranteeAtRenewal } from './guarantee-at-renewal.ts';
import { conversionCapMilli, maxMonthlyRentForIncrease } from './increase-as-rent.ts';
import { checkLandlordOffer, type LandlordOfferCheck } from './landlord-offer-check.ts';
import { renewalRightUnused } from './lease-term-origin.ts';
import { refinanceBreakEven } from './refinance-break-even.ts';
import { refinanceWindow, type RefinanceAtRenewal } from './refinance-window.ts';
import { renewalConditions } from './renewal-conditions.ts';
import { renewalIncreaseCap, type RenewalIncreaseCap } from './renewal-increase-cap.ts';
import { renewalNoticePeriod } from './renewal-notice-period.ts';
import type {
  CurrentLoan,
  FundAtRenewal,
  FundLoan,
  RefinanceOffer,
  RenewalPlanContext,
  RenewalPlanInput,
} from './renewal-plan-input.ts';
import type { RenewalCondition } from './renewal-rule.ts';
import { renewalTimeline, type RenewalDeadline } from './renewal-timeline.ts';
import { renewedLeaseEnd } from './renewed-lease-end.ts';
import { STAY_OR_MOVE_HORIZON_MONTHS, stayOrMove, type StayOrMove } from './stay-or-move.ts';
import { RenewalInputError, validateRenewalInput } from './validate-renewal-input.ts';

/** Where today falls against the renewal request window. */
export type RenewalWindowStatus = 'NOT_YET_OPEN' | 'OPEN' | 'CLOSED';

/** The dated plan for a lease's end; the names of the figures are read by clients and checks (issue 48). */
export type RenewalPlan = {
  readonly today: PolicyDate;
  /** The 계약갱신요구권 is still the tenant's to use. */
  readonly renewalRightUnused: boolean;
  /** Null when the right is used: then the lease ends or is agreed anew. */
  readonly renewalRequestWindow: {
    readonly from: PolicyDate;
    readonly to: PolicyDate;
    readonly status: RenewalWindowStatus;
  } | null;
  /** The last day of the lease renewed by request or by silence (묵시적 갱신 keeps the terms as they are). */
  readonly renewedLeaseEnd: PolicyDate;
  /** The last day to say one leaves; silence past it renews the lease as it is. */
  readonly leavingNoticeBy: PolicyDate;
  /** The caps of a renewal by request; null when the right is used (an agreed contract has none). */
  readonly increaseCap: RenewalIncreaseCap | null;
  readonly maxDepositOnRenewal: Won | null;
  /** The monthly rent the allowed deposit increase may be taken as instead, at the conversion cap. */
  readonly maxMonthlyRentForIncrease: Won | null;
  /** min(10 %, 기준금리 + 2 %p), thousandths of a percent. */
  readonly conversionCapMilli: number;
  readonly landlordOffer: LandlordOfferCheck | null;
  /** The last day of the lease if the tenant's notice reaches the landlord on the exit notice day; null when none. */
  readonly earlyExitEffectiveDate: PolicyDate | null;
  readonly fundExtension: FundExtension | null;
  /** What a 버팀목 loan may grow by with a higher deposit; null without a fund loan or an increase. */
  readonly fundIncreaseLimit: Won | null;
  readonly bankLoan: BankLoanAtRenewal | null;
  readonly refinance: RefinanceAtRenewal | null;
  readonly guarantee: GuaranteeAtRenewal;
  readonly guaranteeDeadline: PolicyDate;
  /** The statutory maximum brokerage fee of a move to the next home; null without one. */
  readonly brokerageFee: Won | null;
  /**
   * Staying on against moving to the next home over the renewed term; null without a next home priced by the
   * rent-offer engine (`nextHome.monthlyTotal`). Optional so that answers made before it still read.
   */
  readonly stayOrMove?: StayOrMove | null;
  readonly timeline: readonly RenewalDeadline[];
  readonly conditions: readonly RenewalCondition[];
};

/** A renewed lease extends the loan over its two years. */
const EXTENSION_MONTHS = 24;

/**
 * The plan for the end of a lease on `context.today`: the renewal request window and the right, the landlord's caps
 * (5 %, and the deposit increase as rent at the conversion cap of that day's 기준금리), the 3-month exit, the loan's
 * extension (버팀목 counts and add-on; a bank loan's DSR and 1주택자 limit), the 대환 break-even, the return guarantee
 * at renewal, the brokerage fee of a move, staying against moving (with `nextHome.monthlyTotal`) and the deadlines in
 * order — each resting on a dated, sourced rule, and what is unconfirmed said in `conditions`. Throws `RenewalInputError` for input `validateRenewalInput` rejects.
 * @example
 * planRenewal({ lease: { startsOn: '2025-05-21', endsOn: '2027-05-20', deposit: 300_000_000, monthlyRent: 0, termOrigin: 'NEW' } },
 *   { today: '2026-11-26', baseRateMilli: 2_500 })
 * // { renewalRequestWindow: { from: '2026-11-20', to: '2027-03-20', status: 'OPEN' }, renewedLeaseEnd: '2029-05-20',
 * //   maxDepositOnRenewal: 315_000_000, maxMonthlyRentForIncrease: 56_250, … }
 */
export function planRenewal(input: RenewalPlanInput, context: RenewalPlanContext): RenewalPlan {
  const validation = validateRenewalInput(input, context);
  if (!validation.ok) throw new RenewalInputError(validation.field, validation.reason);
  const { lease, loan } = input;
  const { today } = context;
  const rightUnused = renewalRightUnused(lease.termOrigin);
  const noticePeriod = renewalNoticePeriod(lease.endsOn, lease.contractDate ?? lease.startsOn);
  const renewedStart = addDays(lease.endsOn, 1);
  const renewedEnd = renewedLeaseEnd(lease.endsOn);
  const increaseCap = rightUnused
    ? renewalIncreaseCap(lease, lease.lastIncreaseOn ?? lease.startsOn, renewedStart)
    : null;
  const capMilli = conversionCapMilli(context.baseRateMilli);
  const renewedDeposit = input.landlordOffer?.deposit ?? lease.deposit;
  const depositIncrease = Math.max(0, renewedDeposit - lease.deposit);
  const earlyExit = earlyExitEffectiveDate(lease.termOrigin, input.exitNoticeOn ?? today, lease.endsOn);

  const fund =
    loan === undefined || loan.kind === 'BANK'
      ? null
      : fundAtRenewal(loan, { minorChildren: input.minorChildren ?? 0, renewedDeposit, depositIncrease }, today);
  const bankLoan =
    loan?.kind === 'BANK'
      ? bankLoanAtRenewal(
          {
            guarantor: loan.guarantor,
            balance: loan.balance,
            drawnOn: loan.drawnOn,
            increase: depositIncrease,
            isMetroArea: loan.isMetroArea,
            ownership: loan.houseOwnership,
            leaseSignedOn: loan.leaseSignedOn,
          },
          today,
        )
      : null;
  const refinance =
    loan !== undefined && input.refinanceOffer !== undefined
      ? refinanceOf(loan, input.refinanceOffer, input, today)
      : null;
  const guarantee = guaranteeAtRenewal(
    {
      held: input.guarantee?.guarantor ?? null,
      otherwise: loan?.kind === 'BANK' ? loan.guarantor : 'HUG',
      renewedStart,
      renewedEnd,
      deposit: lease.deposit,
      renewedDeposit,
      yearlyFeeRateMilli: input.guarantee?.yearlyFeeRateMilli ?? null,
    },
    today,
  );
  const stayOrMoveAnswer = stayOrMoveOf(input, fund, today);
  const landlordOffer =
    input.landlordOffer === undefined
      ? null
      : checkLandlordOffer(
          input.landlordOffer,
          increaseCap === null ? null : { deposit: increaseCap.maxDeposit, monthlyRent: increaseCap.maxMonthlyRent },
          capMilli,
        );

  return {
    today,
    renewalRightUnused: rightUnused,
    renewalRequestWindow: rightUnused
      ? { from: noticePeriod.from, to: noticePeriod.to, status: windowStatus(noticePeriod, today) }
      : null,
    renewedLeaseEnd: renewedEnd,
    leavingNoticeBy: noticePeriod.to,
    increaseCap,
    maxDepositOnRenewal: increaseCap?.maxDeposit ?? null,
    maxMonthlyRentForIncrease:
      increaseCap === null
        ? null
        : maxMonthlyRentForIncrease(increaseCap.maxDeposit - lease.deposit, context.baseRateMilli),
    conversionCapMilli: capMilli,
    landlordOffer,
    earlyExitEffectiveDate: earlyExit,
    fundExtension: fund?.extension ?? null,
    fundIncreaseLimit: fund?.increaseLimit ?? null,
    bankLoan,
    refinance,
    guarantee,
    guaranteeDeadline: guarantee.deadline,
    brokerageFee: input.nextHome === undefined ? null : brokerageFee(input.nextHome, today),
    stayOrMove: stayOrMoveAnswer,
    timeline: renewalTimeline(
      {
        leaseEnd: lease.endsOn,
        noticePeriod,
        renewalRightUnused: rightUnused,
        loanMaturesOn: loan?.maturesOn ?? null,
        guarantee,
        refinanceWindowTo: refinance?.window.to ?? null,
        earlyExitLastDay: earlyExit,
      },
      today,
    ),
    conditions: renewalConditions({
      input,
      rightUnused,
      capMilli,
      earlyExit,
      fund,
      bankLoan,
      refinance,
      guarantee,
      stayOrMove: stayOrMoveAnswer,
    }),
  };
}

function fundAtRenewal(
  loan: FundLoan,
  renewal: { readonly minorChildren: number; readonly renewedDeposit: Won; readonly depositIncrease: Won },
  today: PolicyDate,
): FundAtRenewal {
  return {
    loan,
    extension: fundExtension(
      {
        kind: loan.kind,
        extensionsUsed: loan.extensionsUsed,
        minorChildren: renewal.minorChildren,
        balance: loan.balance,
        extensionMonths: EXTENSION_MONTHS,
      },
      today,
    ),
    increaseLimit:
      renewal.depositIncrease === 0
        ? null
        : fundIncreaseLimit({
            balance: loan.balance,
            depositIncrease: renewal.depositIncrease,
            newDeposit: renewal.renewedDeposit,
            loanToDepositPercent: loan.loanToDepositPercent ?? FUND_INCREASE_RULE.defaultLoanToDepositPercent,
            productLimit: loan.productLimit ?? null,
          }),
  };
}

function refinanceOf(
  loan: CurrentLoan,
  offer: RefinanceOffer,
  input: RenewalPlanInput,
  today: PolicyDate,
): RefinanceAtRenewal {
  const breakEven = refinanceBreakEven(
    {
      balance: loan.balance,
      currentRateMilli: loan.rateMilli,
      newRateMilli: offer.rateMilli,
      drawnOn: loan.drawnOn,
      maturesOn: loan.maturesOn,
      prepaymentFeeRateMilli: offer.prepaymentFeeRateMilli,
      guaranteeFeeRateMilli: offer.guaranteeFeeRateMilli,
      plannedMoveOn: input.plannedMoveOn,
      nextRepricingOn: offer.nextRepricingOn,
    },
    today,
  );
  const window = refinanceWindow(loan.drawnOn, input.lease.startsOn, input.lease.endsOn);
  return { ...breakEven, window, inWindow: window.from <= today && today <= window.to };
}

/** Staying on with the loan extended against moving to the next home, when the rent-offer engine priced it. */
function stayOrMoveOf(input: RenewalPlanInput, fund: FundAtRenewal | null, today: PolicyDate): StayOrMove | null {
  const { nextHome, lease, loan } = input;
  if (nextHome?.monthlyTotal === undefined) return null;
  return stayOrMove({
    horizonMonths: STAY_OR_MOVE_HORIZON_MONTHS,
    staying: {
      monthlyRent: input.landlordOffer?.monthlyRent ?? lease.monthlyRent,
      loanBalance: loan?.balance ?? 0,
      loanRateMilli: loan?.rateMilli ?? 0,
      extensionCost: fund?.extension.costWithoutRepaying ?? 0,
    },
    moving: {
      offerMonthlyTotal: nextHome.monthlyTotal,
      brokerageFee: brokerageFee(nextHome, today),
      movingCost: nextHome.movingCost ?? 0,
    },
  });
}

function windowStatus(
  window: { readonly from: PolicyDate; readonly to: PolicyDate },
  today: PolicyDate,
): RenewalWindowStatus {
  if (today < window.from) return 'NOT_YET_OPEN';
  return today > window.to ? 'CLOSED' : 'OPEN';
}
