import {
  lastDayToApply,
  returnGuaranteeDeadlineRules,
  type ReturnGuaranteeDeadlineRule,
} from '../jeonse-safety/return-guarantee-deadlines.ts';
import type { Guarantor } from '../jeonse-safety/deposit-return-guarantee-terms.ts';
import type { Won } from '../money/won.ts';
import { addDays } from '../policy/calendar-date.ts';
import type { PolicyDate } from '../policy/policy-date.ts';
import { interestForMonths } from './interest-for-months.ts';
import { wholeMonthsBetween } from './whole-months-between.ts';

/**
 * What the renewed lease needs of the deposit-return guarantee: the held one renewed as it is, renewed for a higher
 * deposit (whether the guarantor amends it or sells a new one was not found [U], stated by the plan), or a new one.
 */
export const GUARANTEE_ACTIONS = ['RENEW', 'RENEW_WITH_INCREASE', 'NEW'] as const;
export type GuaranteeAction = (typeof GUARANTEE_ACTIONS)[number];

export type GuaranteeAtRenewalInput = {
  /** The guarantor of the guarantee held, or null when none is held. */
  readonly held: Guarantor | null;
  /** Whose deadline to give when none is held. */
  readonly otherwise: Guarantor;
  readonly renewedStart: PolicyDate;
  readonly renewedEnd: PolicyDate;
  readonly deposit: Won;
  readonly renewedDeposit: Won;
  /** The guarantor's yearly fee rate on the deposit, in thousandths of a percent; null when not known. */
  readonly yearlyFeeRateMilli: number | null;
};

export type GuaranteeAtRenewal = {
  readonly guarantor: Guarantor;
  readonly action: GuaranteeAction;
  /** The last day to apply for the renewed term, by the guarantor's deadline rule. */
  readonly deadline: PolicyDate;
  readonly deadlineRule: ReturnGuaranteeDeadlineRule;
  /** The fee for the whole renewed term on the renewed deposit; null without a rate (no table is read here). */
  readonly feeForRenewedTerm: Won | null;
};

/**
 * The deposit-return guarantee at renewal: the deadline for the renewed term by the guarantor's rule in force on
 * `policyDate` (HUG and HF before half of the term has passed, SGI within ten months of its start — the contract
 * checklist's rules), what to do with the guarantee held, and its fee when the rate is given.
 * @example
 * guaranteeAtRenewal({ held: 'HUG', otherwise: 'HUG', renewedStart: '2027-05-21', renewedEnd: '2029-05-20',
 *   deposit: 300_000_000, renewedDeposit: 315_000_000, yearlyFeeRateMilli: 115 }, '2026-11-26')
 * // { guarantor: 'HUG', action: 'RENEW_WITH_INCREASE', deadline: '2028-05-19', feeForRenewedTerm: 724_500, … }
 */
export function guaranteeAtRenewal(input: GuaranteeAtRenewalInput, policyDate: PolicyDate): GuaranteeAtRenewal {
  const guarantor = input.held ?? input.otherwise;
  const deadlineRule = returnGuaranteeDeadlineRules(policyDate).find((rule) => rule.guarantor === guarantor);
  // Stryker disable next-line ConditionalExpression,StringLiteral: unreachable — the table holds a row per guarantor.
  if (deadlineRule === undefined) throw new Error(`return guarantee: no deadline rule for ${guarantor}`);
  const termMonths = wholeMonthsBetween(input.renewedStart, addDays(input.renewedEnd, 1));
  return {
    guarantor,
    action: actionOf(input),
    deadline: lastDayToApply(deadlineRule.deadline, input.renewedStart, input.renewedEnd),
    deadlineRule,
    feeForRenewedTerm:
      input.yearlyFeeRateMilli === null
        ? null
        : interestForMonths(input.renewedDeposit, input.yearlyFeeRateMilli, termMonths),
  };
}

function actionOf(input: GuaranteeAtRenewalInput): GuaranteeAction {
  if (input.held === null) return 'NEW';
  return input.renewedDeposit > input.deposit ? 'RENEW_WITH_INCREASE' : 'RENEW';
}
