import type { Guarantor } from '../jeonse-safety/deposit-return-guarantee-terms.ts';
import { changeOn, valueOn } from '../loan-products/dated-value.ts';
import { SINGLE_HOUSE_CAPITAL_LIMIT } from '../loan-products/single-house-capital-limit.ts';
import type { Won } from '../money/won.ts';
import type { PolicyDate } from '../policy/policy-date.ts';
import {
  jeonseInterestTreatment,
  type DsrHouseOwnership,
  type JeonseInterestTreatment,
} from '../regulation/jeonse-interest-in-dsr.ts';
import type { Certainty } from './renewal-rule.ts';

export type BankLoanAtRenewalInput = {
  readonly guarantor: Guarantor;
  readonly balance: Won;
  readonly drawnOn: PolicyDate;
  /** What the loan grows by at renewal; 0 for an extension alone. */
  readonly increase: Won;
  readonly isMetroArea: boolean;
  readonly ownership?: DsrHouseOwnership;
  /** The day the current lease was signed with its deposit paid. */
  readonly leaseSignedOn?: PolicyDate;
};

/** The 1주택자 limit in 수도권 on the day, with the measure's source and mark. */
export type SingleHouseLimitAtRenewal = {
  readonly limit: Won;
  /** How much the loan may still grow under it. */
  readonly maxIncrease: Won;
  readonly source: string;
  readonly certainty: Certainty;
};

export type BankLoanAtRenewal = {
  /** The loan extended as it is: outside the 10·15 DSR rule (FAQ §5-4), unless an earlier fact says otherwise. */
  readonly extension: JeonseInterestTreatment;
  /** The increase, a new loan made on the renewal agreement: null when nothing is added. */
  readonly increase: JeonseInterestTreatment | null;
  /** Null unless the household owns one home and rents in 수도권 while a 1주택자 limit is in force. */
  readonly singleHouseLimit: SingleHouseLimitAtRenewal | null;
};

/**
 * A guaranteed bank jeonse loan (HF/HUG/SGI) at renewal on `policyDate`: whether its interest enters the DSR when it
 * is extended and when it grows, by the one rule table `jeonseInterestTreatment` reads, and the 1주택자 limit of
 * `SINGLE_HOUSE_CAPITAL_LIMIT` that an increase must stay within. The increase is a new loan on a lease agreed that
 * day; an extension without one keeps the loan's own date.
 * @example
 * bankLoanAtRenewal({ guarantor: 'HUG', balance: 150_000_000, drawnOn: '2025-11-20', increase: 10_000_000, isMetroArea: true, ownership: 'ONE_HOUSE', leaseSignedOn: '2025-11-01' }, '2026-11-26')
 * // { extension: { counted: false, reason: 'EXTENSION_WITHOUT_INCREASE', … }, increase: { counted: true, reason: 'ONE_HOUSE', … },
 * //   singleHouseLimit: { limit: 200_000_000, maxIncrease: 50_000_000, … } }
 */
export function bankLoanAtRenewal(input: BankLoanAtRenewalInput, policyDate: PolicyDate): BankLoanAtRenewal {
  const extension = jeonseInterestTreatment(
    {
      isMetroArea: input.isMetroArea,
      loanDate: input.drawnOn,
      extendedWithoutIncrease: true,
      leaseSignedDate: input.leaseSignedOn,
      isPolicyLoan: false,
    },
    input.ownership,
    policyDate,
  );
  const increase =
    input.increase > 0
      ? jeonseInterestTreatment(
          {
            isMetroArea: input.isMetroArea,
            loanDate: policyDate,
            extendedWithoutIncrease: false,
            leaseSignedDate: policyDate,
            isPolicyLoan: false,
          },
          input.ownership,
          policyDate,
        )
      : null;
  return { extension, increase, singleHouseLimit: singleHouseLimitOn(input, policyDate) };
}

function singleHouseLimitOn(input: BankLoanAtRenewalInput, policyDate: PolicyDate): SingleHouseLimitAtRenewal | null {
  const change = changeOn(SINGLE_HOUSE_CAPITAL_LIMIT, policyDate);
  if (input.ownership !== 'ONE_HOUSE' || !input.isMetroArea || change === null) return null;
  const limit = valueOn(SINGLE_HOUSE_CAPITAL_LIMIT, policyDate).limits[input.guarantor];
  // Stryker disable next-line ConditionalExpression,BlockStatement: unreachable — every dated change names a limit
  // for each guarantor; only the figure before the first change is null, and `change` is null then.
  if (limit === null) return null;
  return {
    limit,
    maxIncrease: Math.max(0, limit - input.balance),
    source: change.source,
    certainty: change.value.unread ? 'U' : 'S',
  };
}
