import { guaranteeDepositCap } from '../jeonse-safety/deposit-return-guarantee.ts';
import {
  depositReturnGuaranteeTerms,
  type DepositReturnGuaranteeTerms,
} from '../jeonse-safety/deposit-return-guarantee-terms.ts';
import type { Won } from '../money/won.ts';
import type { PolicyDate } from '../policy/policy-date.ts';
import { depositLimitTerms, forHousehold, inRegion } from './assess-terms.ts';
import { depositReturnGuaranteeMaxDeposit } from './eligibility-checks.ts';
import { SMALL_LOAN_SHARE_PERCENT } from './fund-rate.ts';
import { guaranteeFeeDepositBounds } from './guarantee-fee.ts';
import type { LoanFacts } from './loan-facts.ts';
import type { ProductBreakpoints } from './loan-product.ts';
import { LOAN_LIMIT_UNIT } from './loan-limit.ts';
import type { ProductTerms } from './product-terms.ts';

/**
 * The breakpoints of a product's terms for a household (`facts` at any deposit: only what the deposit does not change
 * is read, and the cash). Null for a product that never lends toward the deposit. Listed from the terms, never
 * probed: the deposit caps (and the guarantee's cap with a 반전세's rent counted), the rate grid's deposit bands, the
 * guarantee's largest deposit, the fee's bands, the
 * cash running out, and the limit's 10만원 steps where the loan starts or stops covering the need or 30 % of the limit.
 * @example productBreakpoints(NHUF_05, facts, '2026-11-29')?.depositStarts.includes(300_000_001) // the 수도권 cap
 */
export function productBreakpoints(
  terms: ProductTerms,
  facts: LoanFacts,
  policyDate: PolicyDate,
): ProductBreakpoints | null {
  const limit = depositLimitTerms(terms, facts, policyDate);
  if (limit === null) return null;
  const cash = facts.profile.cashOnHand;
  const { lease, rate } = terms;
  const after = (bound: Won) => bound + 1;
  const maxLimit = Math.floor(
    Math.min(limit.ruleCap, limit.incomeBasedCap ?? Number.POSITIVE_INFINITY) / LOAN_LIMIT_UNIT,
  );
  const limitSteps = { ratioPercent: limit.ratioPercent, maxSteps: maxLimit, cash };
  const guarantor = lease.depositReturnGuarantee;
  const guarantee = guarantor === undefined ? null : depositReturnGuaranteeTerms(guarantor, policyDate);
  const guaranteeMax = guarantee === null ? null : depositReturnGuaranteeMaxDeposit(facts, guarantee);
  const depositStarts = [
    after(cash),
    ...(lease.depositCap === undefined ? [] : [after(inRegion(forHousehold(lease.depositCap, facts), facts))]),
    ...(rate.kind === 'FUND_GRID' ? rate.grid.depositUpperBounds.map(after) : []),
    ...(guaranteeMax === null ? [] : [after(guaranteeMax)]),
    ...guaranteeFeeDepositBounds(terms.guaranteeFee).map(after),
    ...(maxLimit > 0 ? [stepStart(limit.ratioPercent, 1), stepStart(limit.ratioPercent, maxLimit)] : []),
    ...crossings(limitSteps, 100),
    ...(rate.kind === 'FUND_GRID' ? crossings(limitSteps, SMALL_LOAN_SHARE_PERCENT) : []),
  ];
  const rent = lease.monthlyRent;
  const rentSteps = rent === undefined ? [] : [after(rent.cap), ...(rent.required ? [1] : [])];
  return {
    depositStarts,
    rentSteps,
    convertedDepositCaps: guarantee === null ? [] : convertedCapsOf(guarantee, facts),
  };
}

/** The guarantee's deposit cap with a 반전세's rent counted at its 전월세전환율 (HUG), where it counts the rent. */
function convertedCapsOf(
  terms: DepositReturnGuaranteeTerms,
  facts: LoanFacts,
): ProductBreakpoints['convertedDepositCaps'] {
  const cap = guaranteeDepositCap(terms, facts.profile.rentHousingType, facts.isCapital);
  const rate = terms.rentConversionRatePercent;
  return cap === null || rate === null ? [] : [{ cap, conversionRatePercent: rate }];
}

/** The first deposit whose limit reaches `steps` × 10만원 (before the cap): ⌈steps × 10만 × 100 ÷ ratio⌉. */
function stepStart(ratioPercent: number, steps: number): Won {
  return Math.ceil((steps * LOAN_LIMIT_UNIT * 100) / ratioPercent);
}

type LimitSteps = { readonly ratioPercent: number; readonly maxSteps: number; readonly cash: Won };

/**
 * Where "the loan (deposit − cash) is at most `sharePercent` of the limit" turns (with no step to lend, where the
 * cash runs out). On the limit's k-th step the rule
 * holds up to cash + share × k × 10만; each step raises that by less than the step is wide (ratios are below 100),
 * so the rule holds on whole steps first, then on part of a few steps, then on none. Those few steps are found by
 * halving over k, and for each the step's start and the deposit after the turn are listed; and the same on the
 * limit's cap, past its last step.
 */
function crossings({ ratioPercent, maxSteps, cash }: LimitSteps, sharePercent: number): Won[] {
  const start = (k: number) => stepStart(ratioPercent, k);
  const turn = (k: number) => cash + Math.floor((k * LOAN_LIMIT_UNIT * sharePercent) / 100);
  // The first step on which the rule fails somewhere, and the last on which it holds at the step's start.
  // Stryker disable next-line EqualityOperator: at equality the rule holds to the step's last won; "<=" lists one step more, an extra candidate priced the same, never a missed one
  const firstPartial = firstStep(maxSteps, (k) => turn(k) < start(k + 1) - 1);
  const lastHolding = firstStep(maxSteps, (k) => turn(k) < start(k)) - 1;
  const found: Won[] = [turn(maxSteps) + 1];
  for (let k = Math.max(1, firstPartial - 1); k <= Math.min(maxSteps, lastHolding + 1); k += 1) {
    found.push(start(k), turn(k) + 1);
  }
  return found;
}

/** The least k in [1, maxSteps] for which a rule that turns once from false to true is true; maxSteps + 1 if never. */
function firstStep(maxSteps: number, isTrue: (k: number) => boolean): number {
  let low = 1;
  let high = maxSteps + 1;
  while (low < high) {
    const middle = Math.floor((low + high) / 2);
    if (isTrue(middle)) high = middle;
    else low = middle + 1;
  }
  return low;
}
