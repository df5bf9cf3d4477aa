import { assessJeonseSafety } from '../jeonse-safety/assess-jeonse-safety.ts';
import type { HousePriceBasis } from '../jeonse-safety/house-value-for-guarantee.ts';
import type { JeonseRiskLevel } from '../jeonse-safety/jeonse-risk.ts';
import { isMarketRateStale } from '../market-rates/market-rate-staleness.ts';
import { percentOfFloor } from '../money/percent-of.ts';
import type { Won } from '../money/won.ts';
import type { PolicyDate } from '../policy/policy-date.ts';
import { evaluateLoanProduct, type LoanAdviceContext, type LoanProductEvaluation } from './evaluate-loan-products.ts';
import { GUARANTEE_TERM_YEARS } from './guarantee-fee.ts';
import type { IneligibilityReasonCode, ProductConditionCode } from './ineligibility-reason.ts';
import { loanCatalogueFor, productsFor } from './loan-catalogue.ts';
import { deriveLoanFacts } from './loan-facts.ts';
import type { Bank, Institution, LoanProductCode } from './loan-product.ts';
import type { LoanProfile } from './loan-profile.ts';
import { monthlyInterestCost as monthlyInterestCostOf } from './monthly-interest-cost.ts';
import { rankEligibleProducts } from './rank-eligible-products.ts';
import { buildRecommendationReason } from './recommendation-reason.ts';
import { convertedMonthlyRent, rentConversionRateCap } from './rent-conversion.ts';
import { stampDutyBorrowerShare, stampDutyTableOn } from './stamp-duty.ts';

/** One row of the report's product list (docs/api.md `recommendedProducts`). */
export type RecommendedProduct = {
  readonly loanProductCode: LoanProductCode;
  readonly loanProductName: string;
  readonly institution: Institution;
  readonly eligible: boolean;
  readonly possibleLoanLimit: Won;
  readonly expectedLoanRate: number;
  readonly notEligibleReasons: readonly string[];
  readonly notEligibleReasonCodes: readonly IneligibilityReasonCode[];
  /** Conditions the form cannot check that an eligible product depends on (Korean sentences). */
  readonly conditions: readonly string[];
  readonly conditionCodes: readonly ProductConditionCode[];
  /** The product's rate or limit rests on an unconfirmed rule [U]: show it as 추정. */
  readonly isEstimate: boolean;
};

/** The deposit-safety verdict for the report's address and deposit (the full check has the rest). */
export type JeonseSafetySummary = {
  readonly riskLevel: JeonseRiskLevel;
  readonly jeonseRatioPercent: number | null;
  readonly housePrice: Won | null;
  readonly housePriceBasis: HousePriceBasis;
  readonly reasons: readonly string[];
  readonly smallDepositProtectedAmount: Won;
};

/**
 * The loan advice report (api.md `LoanAdviceReport` without the stored ids and `createdAt`). The chosen
 * product's fields are null when no product is eligible; the money picture then assumes no loan.
 */
export type LoanAdvice = {
  readonly policyDate: PolicyDate;
  readonly marketRateDate: PolicyDate;
  /** The market rates are more than 45 days older than the policy date: the report says so. */
  readonly marketRatesStale: boolean;
  readonly hasEligibleProduct: boolean;
  readonly loanProductCode: LoanProductCode | null;
  readonly loanProductName: string | null;
  readonly institution: Institution | null;
  readonly expectedLoanRate: number | null;
  readonly possibleLoanLimit: Won | null;
  /** The chosen product's conditions (see RecommendedProduct.conditions); empty when none is eligible. */
  readonly conditions: readonly string[];
  readonly isEstimate: boolean;
  readonly loanAmount: Won;
  readonly ownFunds: Won;
  readonly cashShortfall: Won;
  readonly monthlyInterestCost: Won;
  readonly monthlyRent: Won;
  readonly totalLivingCost: Won;
  readonly opportunityCostOwnFunds: Won;
  readonly depositInterestRate: number;
  /** One-off: the guarantee fee for the 2-year contract term, paid at signing. */
  readonly guaranteeInsuranceFee: Won;
  /** One-off: the borrower's half of the 인지세. */
  readonly stampDuty: Won;
  /** 전월세 전환율 cap: min(10 %, 기준금리 + 2.0 %p). */
  readonly rentConversionRate: number;
  /** The monthly rent the whole deposit converts to at that cap, to compare jeonse with monthly rent. */
  readonly convertedMonthlyRent: Won;
  readonly availableBanks: readonly Bank[];
  readonly productFeatures: readonly string[];
  readonly recommendationReason: string;
  readonly recommendedProducts: readonly RecommendedProduct[];
  /** Null without a deposit. */
  readonly jeonseSafety: JeonseSafetySummary | null;
};

/** The context plus, for loanAdvice/specific, the product the person picked. */
export type LoanAdviceOptions = LoanAdviceContext & {
  /** Shown as the chosen product when the person is eligible for it; otherwise the recommendation is. */
  readonly productCode?: LoanProductCode;
};

function jeonseSafetyOf(profile: LoanProfile, policyDate: PolicyDate): JeonseSafetySummary | null {
  if (profile.rentalDeposit === 0) return null;
  const safety = assessJeonseSafety(
    {
      districtCode: profile.districtCode,
      dongName: profile.dongName,
      rentHousingType: profile.rentHousingType,
      rentalDeposit: profile.rentalDeposit,
      monthlyRent: profile.monthlyRent,
      housePrice: profile.housePrice ?? null,
      recentSalesPrice: null,
      officialPrice: profile.officialPrice ?? null,
      priorLiens: profile.priorLiens ?? 0,
    },
    policyDate,
  );
  return {
    riskLevel: safety.riskLevel,
    jeonseRatioPercent: safety.jeonseRatioPercent,
    housePrice: safety.housePrice,
    housePriceBasis: safety.housePriceBasis,
    reasons: safety.reasons,
    smallDepositProtectedAmount: safety.smallDepositPriority.protectedAmount,
  };
}

function toRecommendedProduct(evaluation: LoanProductEvaluation): RecommendedProduct {
  const { product } = evaluation;
  return {
    loanProductCode: product.code,
    loanProductName: product.name,
    institution: product.institution,
    eligible: evaluation.eligible,
    possibleLoanLimit: evaluation.possibleLoanLimit,
    expectedLoanRate: evaluation.expectedLoanRate,
    notEligibleReasons: evaluation.reasons.map((reason) => reason.message),
    notEligibleReasonCodes: evaluation.reasons.map((reason) => reason.code),
    conditions: evaluation.conditions.map((condition) => condition.message),
    conditionCodes: evaluation.conditions.map((condition) => condition.code),
    isEstimate: product.isEstimate,
  };
}

/**
 * Advises a household on its jeonse / monthly-rent loan: evaluates every product in force on
 * `policyDate`, recommends the cheapest per year (docs/domain-rules.md §5), and draws the money picture.
 * Pure and fast: one call evaluates all twelve products in microseconds.
 * @example
 * const advice = adviseLoan(profile, { policyDate: '2026-11-22', marketRates });
 * advice.loanProductCode // 'NHUF-02'
 * advice.recommendedProducts.length // 12
 */
export function adviseLoan(profile: LoanProfile, options: LoanAdviceOptions): LoanAdvice {
  const { policyDate, marketRates } = options;
  const facts = deriveLoanFacts(profile);
  const evaluations = productsFor(loanCatalogueFor(policyDate), profile).map((product) =>
    evaluateLoanProduct(product, facts, options),
  );
  const ranked = rankEligibleProducts(evaluations, facts.need);
  const picked = ranked.find((evaluation) => evaluation.product.code === options.productCode);
  const chosen = picked ?? ranked[0] ?? null;

  const loanAmount = chosen?.loanAmount ?? 0;
  const ownFunds = profile.rentalDeposit - loanAmount;
  const monthlyInterestCost = chosen === null ? 0 : monthlyInterestCostOf(loanAmount, chosen.expectedLoanRate);
  const rentConversionRate = rentConversionRateCap(marketRates.baseRate);
  const rankedCodes = new Set(ranked.map((evaluation) => evaluation.product.code));

  return {
    policyDate,
    marketRateDate: marketRates.effectiveFrom,
    marketRatesStale: isMarketRateStale(marketRates.effectiveFrom, policyDate),
    hasEligibleProduct: chosen !== null,
    loanProductCode: chosen?.product.code ?? null,
    loanProductName: chosen?.product.name ?? null,
    institution: chosen?.product.institution ?? null,
    expectedLoanRate: chosen?.expectedLoanRate ?? null,
    possibleLoanLimit: chosen?.possibleLoanLimit ?? null,
    conditions: chosen?.conditions.map((condition) => condition.message) ?? [],
    isEstimate: chosen?.product.isEstimate ?? false,
    loanAmount,
    ownFunds,
    cashShortfall: facts.need - loanAmount,
    monthlyInterestCost,
    monthlyRent: profile.monthlyRent,
    totalLivingCost: monthlyInterestCost + profile.monthlyRent,
    opportunityCostOwnFunds: percentOfFloor(ownFunds, marketRates.depositRate, 12),
    depositInterestRate: marketRates.depositRate,
    guaranteeInsuranceFee: (chosen?.yearlyGuaranteeFee ?? 0) * GUARANTEE_TERM_YEARS,
    stampDuty: stampDutyBorrowerShare(loanAmount, stampDutyTableOn(policyDate)),
    rentConversionRate,
    convertedMonthlyRent: convertedMonthlyRent(profile.rentalDeposit, rentConversionRate),
    availableBanks: chosen?.product.availableBanks ?? [],
    productFeatures: chosen?.product.features ?? [],
    recommendationReason: buildRecommendationReason({
      profile,
      need: facts.need,
      chosen,
      ranked,
      all: evaluations,
      creditLoanRate: marketRates.creditLoanRate,
      depositRate: marketRates.depositRate,
      isUserChoice: picked !== undefined,
    }),
    // Eligible products best first, then the others in catalogue order.
    recommendedProducts: [
      ...ranked,
      ...evaluations.filter((evaluation) => !rankedCodes.has(evaluation.product.code)),
    ].map(toRecommendedProduct),
    jeonseSafety: jeonseSafetyOf(profile, policyDate),
  };
}
