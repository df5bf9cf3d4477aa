import type { LoanAdviceContext } from '../loan-products/evaluate-loan-products.ts';
import { yearlyGuaranteeFee } from '../loan-products/guarantee-fee.ts';
import { deriveLoanFacts } from '../loan-products/loan-facts.ts';
import type { LoanProductDefinition } from '../loan-products/loan-product.ts';
import type { LoanProfile } from '../loan-products/loan-profile.ts';
import { monthlyInterestCost } from '../loan-products/monthly-interest-cost.ts';
import { fromRateMilli, toRateMilli } from '../loan-products/rate-milli.ts';
import { stampDutyBorrowerShare, type StampDutyTable } from '../loan-products/stamp-duty.ts';
import { formatWon } from '../money/format-won.ts';
import type { Won } from '../money/won.ts';
import type { MonthlyRentTaxCredit } from './monthly-rent-tax-credit.ts';

/** The person without the deposit and rent: those come from each offer. */
export type RentOfferProfile = Omit<LoanProfile, 'rentalDeposit' | 'monthlyRent'>;

/** A landlord's offer: a deposit and a monthly rent (and the 관리비, which every offer pays alike or not). */
export type RentOffer = {
  readonly label: string;
  readonly rentalDeposit: Won;
  readonly monthlyRent: Won;
  readonly maintenanceFee: Won;
};

/** What every offer of one comparison shares: the rules of its date, resolved once (`rentOfferContext`). */
export type RentOfferContext = LoanAdviceContext & {
  /** One-off costs are spread over the contract (24 months unless the person says otherwise). */
  readonly contractMonths: number;
  readonly taxCredit: MonthlyRentTaxCredit;
  /** The catalogue's products in force on the policy date. */
  readonly products: readonly LoanProductDefinition[];
  readonly stampDuty: StampDutyTable;
};

/** One way to pay an offer's deposit: a product's loan, or no loan (`product` null) when cash covers it. */
export type Financing = {
  readonly product: LoanProductDefinition | null;
  readonly eligible: boolean;
  readonly rateMilli: number;
  readonly loanAmount: Won;
  /** Deposit − cash − loan: what neither covers. */
  readonly cashShortfall: Won;
  readonly yearlyGuaranteeFee: Won;
  readonly stampDuty: Won;
  /** The loan limit the product gives for this deposit (0 when not eligible). */
  readonly depositLoanLimit: Won;
};

/**
 * Monthly cost components as exact fractions of a won over one denominator (1,200,000 × contract months):
 * a rate in thousandths of a percent per month is /1,200,000, a one-off cost spread over the contract is
 * /months. Comparing these, not rounded won, is what lets the cheapest split be exact.
 */
export type ExactMonthlyCost = {
  readonly denominator: bigint;
  readonly interest: bigint;
  readonly opportunity: bigint;
  readonly oneOff: bigint;
  readonly taxCredit: bigint;
  /** monthlyRent + maintenanceFee, whole won. */
  readonly wholeWon: bigint;
};

/** One offer for one person, to the won (issue 17 `offers[]`). */
export type RentOfferCost = {
  readonly label: string;
  readonly rentalDeposit: Won;
  readonly monthlyRent: Won;
  readonly feasible: boolean;
  readonly reasons: readonly string[];
  readonly loanProductCode: LoanProductDefinition['code'] | null;
  readonly loanProductName: string | null;
  readonly expectedLoanRate: number | null;
  readonly loanAmount: Won;
  readonly ownFunds: Won;
  readonly cashShortfall: Won;
  readonly monthlyInterestCost: Won;
  readonly maintenanceFee: Won;
  readonly opportunityCostOwnFunds: Won;
  readonly oneOffCostsMonthly: Won;
  readonly monthlyTaxCredit: Won;
  readonly monthlyTotal: Won;
};

const MONTHLY_RATE_MILLI_DENOMINATOR = 1_200_000n;

function profileWith(profile: RentOfferProfile, rentalDeposit: Won, monthlyRent: Won): LoanProfile {
  return { ...profile, rentalDeposit, monthlyRent };
}

/** Paying the deposit from cash alone: what cash does not cover is the shortfall. */
function noLoanFinancing(profile: RentOfferProfile, rentalDeposit: Won): Financing {
  return {
    product: null,
    eligible: true,
    rateMilli: 0,
    loanAmount: 0,
    cashShortfall: Math.max(0, rentalDeposit - profile.cashOnHand),
    yearlyGuaranteeFee: 0,
    stampDuty: 0,
    depositLoanLimit: 0,
  };
}

/**
 * Every way to finance a deposit and rent: each product of the catalogue in force (the engine's rules,
 * unchanged; the loan is min(need, the product's deposit limit) as in the report), and no loan at all.
 */
export function financingsOf(
  profile: RentOfferProfile,
  rentalDeposit: Won,
  monthlyRent: Won,
  context: RentOfferContext,
): Financing[] {
  const noLoan = noLoanFinancing(profile, rentalDeposit);
  if (noLoan.cashShortfall === 0) return [noLoan];
  const products = context.products.map((product) =>
    financingOf(product, profile, rentalDeposit, monthlyRent, context),
  );
  return [noLoan, ...products];
}

/**
 * One product's financing of a deposit and rent, as `evaluateLoanProduct` borrows (the loan is min(need, the
 * deposit limit), the fee and 인지세 on it) but without the ineligibility sentences: the cheapest split asks
 * this a few thousand times per line, and the comparison shows none of them.
 */
function financingOf(
  product: LoanProductDefinition,
  profile: RentOfferProfile,
  rentalDeposit: Won,
  monthlyRent: Won,
  context: RentOfferContext,
): Financing {
  const facts = deriveLoanFacts(profileWith(profile, rentalDeposit, monthlyRent));
  // With the national measures (ADR 0028): a contract whose landlord changes on the 잔금일 gets no guaranteed loan.
  // Stryker disable next-line BooleanLiteral: explaining only words the reasons; which reasons there are is the same
  const assessment = product.assess(facts, context.marketRates, false);
  const eligible = assessment.reasons.length === 0;
  const depositLoanLimit = eligible ? assessment.depositLoanLimit : 0;
  const loanAmount = Math.min(facts.need, depositLoanLimit);
  return {
    product,
    eligible,
    rateMilli: assessment.rateMilli,
    loanAmount,
    cashShortfall: facts.need - loanAmount,
    yearlyGuaranteeFee: yearlyGuaranteeFee(product.guaranteeFee, { loanAmount, facts }).yearlyFee,
    stampDuty: stampDutyBorrowerShare(loanAmount, context.stampDuty),
    depositLoanLimit,
  };
}

/** The exact monthly cost of an offer paid with `financing`. */
export function exactMonthlyCost(
  financing: Financing,
  offer: Omit<RentOffer, 'label'>,
  context: RentOfferContext,
): ExactMonthlyCost {
  const months = BigInt(context.contractMonths);
  const ownFunds = BigInt(offer.rentalDeposit - financing.loanAmount);
  const { taxCredit } = context;
  const creditedRent = Math.min(offer.monthlyRent * 12, taxCredit.yearlyRentCap);
  return {
    denominator: MONTHLY_RATE_MILLI_DENOMINATOR * months,
    interest: BigInt(financing.loanAmount) * BigInt(financing.rateMilli) * months,
    opportunity: ownFunds * BigInt(toRateMilli(context.marketRates.depositRate)) * months,
    // A yearly fee is /12 a month; the 인지세 is paid once and spread over the contract.
    oneOff:
      BigInt(financing.yearlyGuaranteeFee) * (MONTHLY_RATE_MILLI_DENOMINATOR / 12n) * months +
      BigInt(financing.stampDuty) * MONTHLY_RATE_MILLI_DENOMINATOR,
    // A whole percent of a year's rent is /1,200 a month: ×1,000 puts it over the same denominator.
    taxCredit: taxCredit.applies ? BigInt(creditedRent) * BigInt(taxCredit.ratePercent) * 1000n * months : 0n,
    wholeWon: BigInt(offer.monthlyRent + offer.maintenanceFee),
  };
}

/** The fractional part of the total, over the denominator: what the comparison ranks by. */
export function exactTotalOf(cost: ExactMonthlyCost): bigint {
  return cost.wholeWon * cost.denominator + cost.interest + cost.opportunity + cost.oneOff - cost.taxCredit;
}

/**
 * The components to the won so that they add up to the total rounded half up. The interest is the named
 * figure every screen shows for this loan (`monthlyInterestCost`, rounded half up); the others are floored,
 * then the won the floors lost go to the ones with the largest remainders (or, when the floors overshoot, the
 * tax credit is rounded up). Every figure is within 1 won of its exact value, and the total is monotone in the
 * exact total: a cheaper offer never shows a higher total.
 *
 * Why no more is needed: the interest is within half a won (never exactly half below), so the floored sum is
 * above the exact total − ½ − the parts' remainders and at most the exact total + ½ + the credit's remainder.
 * The floors therefore overshoot by at most one won, and only when the credit has a remainder; and they miss
 * at most one won per part that has a remainder, taken largest first.
 */
function apportion(cost: ExactMonthlyCost, interest: number) {
  const { denominator } = cost;
  const parts = [cost.opportunity, cost.oneOff].map((value) => ({
    won: value / denominator,
    remainder: value % denominator,
  }));
  const creditFloor = cost.taxCredit / denominator;
  const fractional = cost.interest + cost.opportunity + cost.oneOff - cost.taxCredit;
  const target = roundedToWon(fractional, denominator);
  let missing = target - (BigInt(interest) + parts.reduce((sum, part) => sum + part.won, 0n) - creditFloor);
  const taxCredit = missing < 0n ? creditFloor + 1n : creditFloor;
  // The sort is stable: on equal remainders the opportunity cost takes the won first.
  for (const part of [...parts].sort((a, b) => Number(b.remainder - a.remainder))) {
    if (missing <= 0n) break;
    part.won += 1n;
    missing -= 1n;
  }
  const [opportunity, oneOff] = parts.map((part) => Number(part.won)) as [number, number];
  return { interest, opportunity, oneOff, taxCredit: Number(taxCredit) };
}

/** An exact amount over its denominator, rounded half up to the won: how the answer's total is rounded. */
function roundedToWon(exact: bigint, denominator: bigint): bigint {
  return floorDivide(2n * exact + denominator, 2n * denominator);
}

function floorDivide(numerator: bigint, denominator: bigint): bigint {
  const quotient = numerator / denominator;
  return numerator % denominator < 0n ? quotient - 1n : quotient;
}

/** Feasible first, then the lower exact total; among infeasible ones the smaller shortfall. */
function byFeasibleCost(
  a: { financing: Financing; total: bigint },
  b: { financing: Financing; total: bigint },
): number {
  const feasibleA = isFeasible(a.financing);
  const feasibleB = isFeasible(b.financing);
  if (feasibleA !== feasibleB) return feasibleA ? -1 : 1;
  if (!feasibleA && a.financing.cashShortfall !== b.financing.cashShortfall) {
    return a.financing.cashShortfall - b.financing.cashShortfall;
  }
  // Only the sign counts, and a bigint's sign survives the conversion.
  return Number(a.total - b.total);
}

/** Whether a financing pays the whole deposit. */
function isFeasible(financing: Financing): boolean {
  return financing.eligible && financing.cashShortfall === 0;
}

/**
 * The monthly cost of one offer for one person: of every way to pay its deposit (each eligible product, or
 * none when cash covers it), the cheapest per month; with `paidWith`, that way alone (a product, or null for cash).
 * `monthlyTotal = monthlyInterestCost + monthlyRent + maintenanceFee + opportunityCostOwnFunds +
 * oneOffCostsMonthly − monthlyTaxCredit`, the exact monthly cost rounded half up to the won. When cash and loans
 * cannot cover the deposit, the offer is infeasible with the missing amount.
 * @example rentOfferCost(profile, { label: '전세', rentalDeposit: 300_000_000, monthlyRent: 0, maintenanceFee: 0 }, context).monthlyTotal
 */
export function rentOfferCost(
  profile: RentOfferProfile,
  offer: RentOffer,
  context: RentOfferContext,
  paidWith?: LoanProductDefinition | null,
): RentOfferCost {
  const financings =
    paidWith === undefined
      ? financingsOf(profile, offer.rentalDeposit, offer.monthlyRent, context)
      : [
          paidWith === null
            ? noLoanFinancing(profile, offer.rentalDeposit)
            : financingOf(paidWith, profile, offer.rentalDeposit, offer.monthlyRent, context),
        ];
  const ranked = financings
    .map((financing) => ({ financing, cost: exactMonthlyCost(financing, offer, context) }))
    .map((option) => ({ ...option, total: exactTotalOf(option.cost) }))
    .sort(byFeasibleCost);
  const best = ranked[0]!;
  return describeOffer(offer, best.financing, best.cost);
}

/** The exact cost as the answer shows it. */
function describeOffer(offer: RentOffer, financing: Financing, cost: ExactMonthlyCost): RentOfferCost {
  const figures = apportion(cost, monthlyInterestCost(financing.loanAmount, fromRateMilli(financing.rateMilli)));
  const feasible = isFeasible(financing);
  const reasons: string[] = [];
  if (!feasible) {
    if (financing.product === null) reasons.push('이 보증금과 월세로 받을 수 있는 전세대출이 없어요.');
    reasons.push(`가진 현금과 받을 수 있는 대출을 합쳐도 보증금이 ${formatWon(financing.cashShortfall)} 모자라요.`);
  }
  return {
    label: offer.label,
    rentalDeposit: offer.rentalDeposit,
    monthlyRent: offer.monthlyRent,
    feasible,
    reasons,
    loanProductCode: financing.product?.code ?? null,
    loanProductName: financing.product?.name ?? null,
    expectedLoanRate: financing.product === null ? null : fromRateMilli(financing.rateMilli),
    loanAmount: financing.loanAmount,
    ownFunds: offer.rentalDeposit - financing.loanAmount,
    cashShortfall: financing.cashShortfall,
    monthlyInterestCost: figures.interest,
    maintenanceFee: offer.maintenanceFee,
    opportunityCostOwnFunds: figures.opportunity,
    oneOffCostsMonthly: figures.oneOff,
    monthlyTaxCredit: figures.taxCredit,
    monthlyTotal:
      figures.interest +
      offer.monthlyRent +
      offer.maintenanceFee +
      figures.opportunity +
      figures.oneOff -
      figures.taxCredit,
  };
}
