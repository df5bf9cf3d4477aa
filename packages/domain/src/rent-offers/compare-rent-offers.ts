import { assessJeonseSafety } from '../jeonse-safety/assess-jeonse-safety.ts';
import type { JeonseRiskLevel } from '../jeonse-safety/jeonse-risk.ts';
import type { LoanAdviceContext } from '../loan-products/evaluate-loan-products.ts';
import { loanCatalogueFor } from '../loan-products/loan-catalogue.ts';
import { rentConversionRateCap } from '../loan-products/rent-conversion.ts';
import { stampDutyTableOn } from '../loan-products/stamp-duty.ts';
import type { Won } from '../money/won.ts';
import type { PolicyDate } from '../policy/policy-date.ts';
import { cheapestSplit } from './cheapest-split.ts';
import { rentOnConversionLine, type ConversionLine } from './conversion-line.ts';
import { impliedConversionRates, type ImpliedConversionRate } from './implied-conversion-rate.ts';
import { monthlyRentTaxCredit, type MonthlyRentTaxCredit } from './monthly-rent-tax-credit.ts';
import {
  rentOfferCost,
  type RentOffer,
  type RentOfferContext,
  type RentOfferCost,
  type RentOfferProfile,
} from './rent-offer-cost.ts';

export const DEFAULT_CONTRACT_MONTHS = 24;

export type RentOfferComparisonRequest = {
  readonly profile: RentOfferProfile;
  readonly offers: readonly RentOffer[];
  readonly conversion?: ConversionLine | null;
  readonly contractMonths?: number | null;
};

/** An offer's cost with its deposit-safety level, known only when the house value is. */
export type ComparedRentOffer = RentOfferCost & {
  readonly jeonseRiskLevel: JeonseRiskLevel | null;
  readonly jeonseRatioPercent: number | null;
};

/** One point of the monthly cost along the landlord's conversion line, for the chart. */
export type ConversionCurvePoint = {
  readonly rentalDeposit: Won;
  readonly monthlyRent: Won;
  readonly feasible: boolean;
  readonly monthlyTotal: Won;
};

export type RentOfferComparison = {
  /** Cheapest feasible first, then the infeasible ones. */
  readonly offers: readonly ComparedRentOffer[];
  readonly bestSplit: ComparedRentOffer | null;
  /** The monthly cost at evenly spaced deposits on the line and at the cheapest split; empty without a line. */
  readonly conversionCurve: readonly ConversionCurvePoint[];
  readonly impliedConversionRates: readonly ImpliedConversionRate[];
  readonly legalConversionCapPercent: number;
  /** The landlord's rate is above the legal cap (only with a conversion line). */
  readonly conversionAboveLegalCap: boolean;
  readonly depositInterestRate: number;
  readonly baseRate: number;
  readonly taxCredit: MonthlyRentTaxCredit;
  readonly contractMonths: number;
  readonly policyDate: PolicyDate;
  readonly marketRateDate: PolicyDate;
  readonly sources: readonly string[];
};

// NOTE: 주택임대차보호법 제7조의2 and 시행령 제9조 [P] (the 2.0 %p add-on in force since 2020-09-29):
// within a contract, deposit may turn into monthly rent at no more than the lower of 10 % a year and
// 한국은행 기준금리 + 2 %p. The 기준금리 is the dated market-rate row's, with its source.
const LEGAL_CAP_SOURCE =
  '주택임대차보호법 제7조의2·시행령 제9조: 보증금을 월세로 바꿀 때 연 10 %와 한국은행 기준금리 + 2 %p 중 낮은 비율까지';

function withSafety(cost: RentOfferCost, profile: RentOfferProfile, policyDate: PolicyDate): ComparedRentOffer {
  const knowsHouseValue = (profile.housePrice ?? null) !== null || (profile.officialPrice ?? null) !== null;
  if (!knowsHouseValue || cost.rentalDeposit === 0) {
    return { ...cost, jeonseRiskLevel: null, jeonseRatioPercent: null };
  }
  const safety = assessJeonseSafety(
    {
      districtCode: profile.districtCode,
      dongName: profile.dongName,
      rentHousingType: profile.rentHousingType,
      rentalDeposit: cost.rentalDeposit,
      monthlyRent: cost.monthlyRent,
      housePrice: profile.housePrice ?? null,
      recentSalesPrice: null,
      officialPrice: profile.officialPrice ?? null,
      priorLiens: profile.priorLiens ?? 0,
    },
    policyDate,
  );
  return { ...cost, jeonseRiskLevel: safety.riskLevel, jeonseRatioPercent: safety.jeonseRatioPercent };
}

const CURVE_SEGMENTS = 24;

/** The cost at 25 evenly spaced deposits of the line (whole 만원) and at the split, by deposit. */
function conversionCurve(
  profile: RentOfferProfile,
  line: ConversionLine,
  maintenanceFee: Won,
  split: RentOfferCost | null,
  context: RentOfferContext,
): ConversionCurvePoint[] {
  const deposits = new Set<Won>();
  for (let index = 0; index <= CURVE_SEGMENTS; index += 1) {
    const deposit = line.minDeposit + ((line.fullDeposit - line.minDeposit) * index) / CURVE_SEGMENTS;
    deposits.add(Math.min(line.fullDeposit, Math.max(line.minDeposit, Math.round(deposit / 10_000) * 10_000)));
  }
  if (split !== null) deposits.add(split.rentalDeposit);
  return [...deposits]
    .sort((a, b) => a - b)
    .map((rentalDeposit) => {
      const monthlyRent = rentOnConversionLine(line, rentalDeposit);
      // Stryker disable next-line StringLiteral: equivalent — a curve point keeps no label.
      const cost = rentOfferCost(profile, { label: '', rentalDeposit, monthlyRent, maintenanceFee }, context);
      return { rentalDeposit, monthlyRent, feasible: cost.feasible, monthlyTotal: cost.monthlyTotal };
    });
}

/**
 * What every offer of one comparison shares, resolved once for its date: the catalogue's products, the 인지세 table,
 * the person's 월세 세액공제, and the contract's months.
 * @example rentOfferContext(TEST_CONTEXT, person, 24).products.length // 13
 */
export function rentOfferContext(
  context: LoanAdviceContext,
  profile: RentOfferProfile,
  contractMonths: number,
): RentOfferContext {
  return {
    ...context,
    contractMonths,
    taxCredit: monthlyRentTaxCredit(profile, context.policyDate),
    products: loanCatalogueFor(context.policyDate).products,
    stampDuty: stampDutyTableOn(context.policyDate),
  };
}

function byMonthlyTotal(a: RentOfferCost, b: RentOfferCost): number {
  if (a.feasible !== b.feasible) return a.feasible ? -1 : 1;
  return a.monthlyTotal - b.monthlyTotal || b.rentalDeposit - a.rentalDeposit;
}

/**
 * 전세, 반전세 or 월세 (issue 17): what each of the landlord's offers costs this person a month — with the loan
 * the engine gives for it, the own funds' lost interest, the one-off costs spread over the contract and the
 * 월세 세액공제 — ranked; with a conversion line, the cheapest split on it; and the implied conversion rates
 * against the legal cap.
 * @example compareRentOffers({ profile, offers: [jeonse, halfJeonse, wolse] }, context).offers[0] // the cheapest
 */
export function compareRentOffers(
  request: RentOfferComparisonRequest,
  context: LoanAdviceContext,
): RentOfferComparison {
  // Copied once with a deposit and a rent: every priced point then clones one shape, many times faster than
  // spreading the request's own object (the split and the curve price a few thousand points).
  // Stryker disable next-line ObjectLiteral: equivalent — every priced point sets its own deposit and rent (speed only).
  const profile: RentOfferProfile = { ...request.profile, ...{ rentalDeposit: 0, monthlyRent: 0 } };
  const offerContext = rentOfferContext(context, profile, request.contractMonths ?? DEFAULT_CONTRACT_MONTHS);
  const { contractMonths, taxCredit } = offerContext;
  const maintenanceFee: Won = request.offers[0]?.maintenanceFee ?? 0;

  const offers = request.offers
    .map((offer) => rentOfferCost(profile, offer, offerContext))
    .sort(byMonthlyTotal)
    .map((cost) => withSafety(cost, profile, context.policyDate));
  const conversion = request.conversion ?? null;
  const split = conversion === null ? null : cheapestSplit(profile, conversion, maintenanceFee, offerContext);
  const legalConversionCapPercent = rentConversionRateCap(context.marketRates.baseRate);

  return {
    offers,
    bestSplit: split === null ? null : withSafety(split, profile, context.policyDate),
    conversionCurve:
      conversion === null ? [] : conversionCurve(profile, conversion, maintenanceFee, split, offerContext),
    impliedConversionRates: impliedConversionRates(request.offers),
    legalConversionCapPercent,
    conversionAboveLegalCap: conversion !== null && conversion.conversionRatePercent > legalConversionCapPercent,
    depositInterestRate: context.marketRates.depositRate,
    baseRate: context.marketRates.baseRate,
    taxCredit,
    contractMonths,
    policyDate: context.policyDate,
    marketRateDate: context.marketRates.effectiveFrom,
    sources: [taxCredit.source, LEGAL_CAP_SOURCE, ...(context.marketRates.sources ?? [context.marketRates.note])],
  };
}
