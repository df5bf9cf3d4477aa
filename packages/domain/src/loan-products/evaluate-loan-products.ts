import type { MarketRateRow } from '../market-rates/market-rate-row.ts';
import { percentOfFloor } from '../money/percent-of.ts';
import type { Won } from '../money/won.ts';
import type { PolicyDate } from '../policy/policy-date.ts';
import { yearlyGuaranteeFee } from './guarantee-fee.ts';
import type { IneligibilityReason, ProductCondition } from './ineligibility-reason.ts';
import { loanCatalogueFor, productsFor } from './loan-catalogue.ts';
import { deriveLoanFacts, type LoanFacts } from './loan-facts.ts';
import type { LoanProductDefinition } from './loan-product.ts';
import type { LoanProfile } from './loan-profile.ts';
import { fromRateMilli } from './rate-milli.ts';

/** What every loan-advice calculation takes besides the form: the rules' date and the market row. */
export type LoanAdviceContext = {
  readonly policyDate: PolicyDate;
  readonly marketRates: MarketRateRow;
};

/** One product for one household, with the money picture the recommendation compares. */
export type LoanProductEvaluation = {
  readonly product: LoanProductDefinition;
  readonly eligible: boolean;
  readonly reasons: readonly IneligibilityReason[];
  /** What the answer depends on that the form cannot check (eligible products only). */
  readonly conditions: readonly ProductCondition[];
  /** 0 when not eligible. */
  readonly possibleLoanLimit: Won;
  /** The part of the limit that pays the deposit; 0 when not eligible. */
  readonly depositLoanLimit: Won;
  /** The rate the household would get (shown even when not eligible, for "what if"). */
  readonly expectedLoanRate: number;
  /** min(need, deposit limit): what we suggest borrowing; 0 when not eligible. */
  readonly loanAmount: Won;
  /** rentalDeposit − loanAmount. */
  readonly ownFunds: Won;
  /** need − loanAmount: own funds that cash does not cover. */
  readonly cashShortfall: Won;
  readonly yearlyInterest: Won;
  readonly yearlyGuaranteeFee: Won;
  /** cashShortfall × the 신용대출 reference rate: the gap has to be borrowed or saved somewhere. */
  readonly yearlyShortfallCost: Won;
  /** yearlyInterest + yearlyGuaranteeFee + yearlyShortfallCost: what the recommendation minimises. */
  readonly yearlyCost: Won;
};

/**
 * Evaluates one product for a household whose facts are already derived.
 * @example evaluateLoanProduct(NHUF_05, deriveLoanFacts(profile), context).eligible // true or false
 */
export function evaluateLoanProduct(
  product: LoanProductDefinition,
  facts: LoanFacts,
  context: LoanAdviceContext,
): LoanProductEvaluation {
  const { marketRates } = context;
  const assessment = product.assess(facts, marketRates, true);
  const eligible = assessment.reasons.length === 0;
  const rate = fromRateMilli(assessment.rateMilli);
  const depositLoanLimit = eligible ? assessment.depositLoanLimit : 0;
  const loanAmount = Math.min(facts.need, depositLoanLimit);
  const cashShortfall = facts.need - loanAmount;
  const yearlyInterest = percentOfFloor(loanAmount, rate);
  const { yearlyFee } = yearlyGuaranteeFee(product.guaranteeFee, { loanAmount, facts });
  const yearlyShortfallCost = percentOfFloor(cashShortfall, marketRates.creditLoanRate);
  return {
    product,
    eligible,
    reasons: assessment.reasons,
    conditions: eligible ? assessment.conditions : [],
    possibleLoanLimit: eligible ? assessment.possibleLoanLimit : 0,
    depositLoanLimit,
    expectedLoanRate: rate,
    loanAmount,
    ownFunds: facts.profile.rentalDeposit - loanAmount,
    cashShortfall,
    yearlyInterest,
    yearlyGuaranteeFee: yearlyFee,
    yearlyShortfallCost,
    yearlyCost: yearlyInterest + yearlyFee + yearlyShortfallCost,
  };
}

/**
 * Evaluates every product of the catalogue in force on `policyDate`, in catalogue order.
 * @example evaluateLoanProducts(profile, { policyDate: '2026-11-22', marketRates }).length // 12
 */
export function evaluateLoanProducts(profile: LoanProfile, context: LoanAdviceContext): LoanProductEvaluation[] {
  const facts = deriveLoanFacts(profile);
  return productsFor(loanCatalogueFor(context.policyDate), profile).map((product) =>
    evaluateLoanProduct(product, facts, context),
  );
}
