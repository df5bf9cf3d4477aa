import { guaranteeFeeBand } from '../loan-products/guarantee-fee.ts';
import { LOAN_LIMIT_UNIT, percentOfWholeFloor } from '../loan-products/loan-limit.ts';
import { loanCatalogueFor } from '../loan-products/loan-catalogue.ts';
import type { LoanProductDefinition } from '../loan-products/loan-product.ts';
import { floorToUnit, type Won } from '../money/won.ts';
import {
  exactMonthlyCost,
  exactTotalOf,
  financingOf,
  isFeasible,
  rentOfferCost,
  type Financing,
  type RentOfferContext,
  type RentOfferCost,
  type RentOfferProfile,
} from './rent-offer-cost.ts';

/** The landlord's conversion line: the full 전세 deposit, the rate turning deposit into rent, the least deposit. */
export type ConversionLine = {
  readonly fullDeposit: Won;
  readonly conversionRatePercent: number;
  readonly minDeposit: Won;
};

const MONTHLY_MILLI = 1_200_000;

/**
 * The rent the landlord asks for `deposit` on the line: the deposit given up × rate ÷ 12, floored to the won
 * (the most the rate allows).
 * @example rentOnConversionLine({ fullDeposit: 300_000_000, conversionRatePercent: 6, minDeposit: 0 }, 200_000_000) // 500_000
 */
export function rentOnConversionLine(line: ConversionLine, deposit: Won): Won {
  const rateMilli = Math.round(line.conversionRatePercent * 1000);
  return Math.floor(((line.fullDeposit - deposit) * rateMilli) / MONTHLY_MILLI);
}

/** The first deposit after `deposit` whose rent on the line is lower (the start of the next rent plateau). */
function nextRentStep(line: ConversionLine, deposit: Won): Won {
  const rateMilli = Math.round(line.conversionRatePercent * 1000);
  const rent = rentOnConversionLine(line, deposit);
  return line.fullDeposit - Math.ceil((rent * MONTHLY_MILLI) / rateMilli) + 1;
}

/** The first deposit whose rent on the line is that of `deposit`. */
function rentPlateauStart(line: ConversionLine, deposit: Won): Won {
  const rateMilli = Math.round(line.conversionRatePercent * 1000);
  const rent = rentOnConversionLine(line, deposit);
  return Math.max(line.minDeposit, line.fullDeposit - Math.ceil(((rent + 1) * MONTHLY_MILLI) / rateMilli) + 1);
}

/** The deposit-ratio limit of a product (before its caps), floored to the limit unit as the rules floor it. */
function ratioLimit(product: LoanProductDefinition, deposit: Won): Won {
  return floorToUnit(percentOfWholeFloor(deposit, product.limitBounds.maxDepositRatioPercent), LOAN_LIMIT_UNIT);
}

/** The first deposit whose ratio limit exceeds that of `deposit`: where the loan steps up by one unit. */
function nextLimitStep(product: LoanProductDefinition, deposit: Won): Won {
  const ratio = product.limitBounds.maxDepositRatioPercent;
  return Math.ceil(((ratioLimit(product, deposit) + LOAN_LIMIT_UNIT) * 100) / ratio);
}

/**
 * What stays the same on a stretch of the line where the cost is linear in the deposit (up to the two floors
 * handled below): eligibility, rate, what binds the loan, the fee rate, the 인지세 bracket and whether the rent
 * tops the tax credit's cap. Each changes monotonically along the line, so a stretch with the same signature at
 * both ends has it throughout.
 */
function signatureOf(
  financing: Financing,
  product: LoanProductDefinition | null,
  deposit: Won,
  rent: Won,
  context: RentOfferContext,
) {
  const taxCapped = rent * 12 >= context.taxCredit.yearlyRentCap;
  if (product === null) return `none|${isFeasible(financing)}|${taxCapped}`;
  if (!financing.eligible) return 'ineligible';
  const need = financing.loanAmount + financing.cashShortfall;
  const binding =
    financing.loanAmount === need
      ? 'need'
      : financing.depositLoanLimit === ratioLimit(product, deposit)
        ? 'ratio'
        : `limit:${financing.depositLoanLimit}`;
  const feeBand = guaranteeFeeBand(product.guaranteeFee, deposit);
  return [financing.rateMilli, isFeasible(financing), binding, feeBand, financing.stampDuty, taxCapped].join('|');
}

type Probe = { readonly deposit: Won; readonly signature: string };

const COARSE_SEGMENTS = 32;

/** An exact total (over its denominator) rounded half up to the won, as the answer shows it. */
function roundedWon(total: bigint, denominator: bigint): bigint {
  const numerator = 2n * total + denominator;
  const quotient = numerator / (2n * denominator);
  return numerator % (2n * denominator) < 0n ? quotient - 1n : quotient;
}

function trailingZeros(deposit: Won): number {
  let zeros = 0;
  for (let rest = deposit; rest > 0 && rest % 10 === 0; rest /= 10) zeros += 1;
  return zeros;
}

/**
 * The deposits where the signature changes (both sides of each change), found by bisection from a coarse
 * split of the line, with the two ends.
 */
function signatureChanges(from: Won, to: Won, probe: (deposit: Won) => Probe): Probe[] {
  const found = new Map<Won, Probe>();
  const keep = (point: Probe) => found.set(point.deposit, point);
  const bisect = (left: Probe, right: Probe): void => {
    if (left.signature === right.signature) return;
    if (right.deposit - left.deposit <= 1) {
      keep(left);
      keep(right);
      return;
    }
    const middle = probe(Math.floor((left.deposit + right.deposit) / 2));
    bisect(left, middle);
    bisect(middle, right);
  };
  const step = Math.max(1, Math.ceil((to - from) / COARSE_SEGMENTS));
  let previous = probe(from);
  keep(previous);
  for (let deposit = Math.min(to, from + step); ; deposit = Math.min(to, deposit + step)) {
    const current = probe(deposit);
    bisect(previous, current);
    previous = current;
    if (deposit === to) break;
  }
  keep(previous);
  return [...found.values()].sort((a, b) => a.deposit - b.deposit);
}

/**
 * The deposits worth pricing on one stretch [from, to] of constant signature. The cost there is linear in the
 * deposit except for two staircases: the rent floored to the won (cheapest at the start of each rent plateau)
 * and, where the deposit ratio binds, the limit floored to 10만원 (cheapest at a step's start or just before
 * it). Along the stretch those local minima lie on a line, so only the first and last two of each matter.
 */
function candidatesOn(
  from: Won,
  to: Won,
  product: LoanProductDefinition | null,
  binding: string,
  line: ConversionLine,
): Won[] {
  const points = [from, to];
  if (product !== null && binding === 'ratio') {
    let step = nextLimitStep(product, from);
    for (let count = 0; count < 2 && step <= to; count += 1, step = nextLimitStep(product, step)) {
      points.push(step - 1, step);
    }
    const lastStep = Math.ceil((ratioLimit(product, to) * 100) / product.limitBounds.maxDepositRatioPercent);
    const beforeLast = Math.ceil(
      ((ratioLimit(product, to) - LOAN_LIMIT_UNIT) * 100) / product.limitBounds.maxDepositRatioPercent,
    );
    points.push(lastStep - 1, lastStep, beforeLast - 1, beforeLast);
  }
  const withPlateaus = points.flatMap((point) => [point, nextRentStep(line, point), rentPlateauStart(line, point)]);
  return withPlateaus.filter((point) => point >= from && point <= to);
}

/**
 * The cheapest deposit/rent pair on the landlord's conversion line for this person: every way to pay (each
 * product of the catalogue, or no loan) is priced exactly at every point where its cost can turn — the ends,
 * the changes of eligibility, rate, binding limit, fee, 인지세 and tax-credit cap, and the floors' steps near
 * them — never on a grid. Null when no point of the line can be paid.
 */
export function cheapestSplit(
  profile: RentOfferProfile,
  line: ConversionLine,
  maintenanceFee: Won,
  context: RentOfferContext,
): RentOfferCost | null {
  const options: (LoanProductDefinition | null)[] = [null, ...loanCatalogueFor(context.policyDate).products];
  const priced: { deposit: Won; rounded: bigint }[] = [];

  for (const product of options) {
    const financingAt = (deposit: Won): Financing => {
      const rent = rentOnConversionLine(line, deposit);
      if (product !== null) return financingOf(product, profile, deposit, rent, context);
      const need = Math.max(0, deposit - profile.cashOnHand);
      return {
        product: null,
        eligible: true,
        rateMilli: 0,
        loanAmount: 0,
        cashShortfall: need,
        yearlyGuaranteeFee: 0,
        stampDuty: 0,
        depositLoanLimit: 0,
      };
    };
    const probe = (deposit: Won): Probe => ({
      deposit,
      signature: signatureOf(financingAt(deposit), product, deposit, rentOnConversionLine(line, deposit), context),
    });
    const changes = signatureChanges(line.minDeposit, line.fullDeposit, probe);

    const candidates = new Set<Won>();
    changes.forEach((start, index) => {
      candidates.add(start.deposit);
      const end = changes[index + 1];
      if (end === undefined || end.signature !== start.signature) return;
      const binding = start.signature.split('|')[2] ?? '';
      for (const point of candidatesOn(start.deposit, end.deposit, product, binding, line)) candidates.add(point);
    });

    for (const deposit of candidates) {
      const financing = financingAt(deposit);
      if (!isFeasible(financing)) continue;
      const rent = rentOnConversionLine(line, deposit);
      const cost = exactMonthlyCost(financing, { rentalDeposit: deposit, monthlyRent: rent, maintenanceFee }, context);
      priced.push({ deposit, rounded: roundedWon(exactTotalOf(cost), cost.denominator) });
    }
  }

  if (priced.length === 0) return null;
  // Of the deposits at the lowest total to the won, the roundest: a person signs for 2억 5천, not 2억 4,999만 9,751원.
  const lowest = priced.reduce((min, point) => (point.rounded < min ? point.rounded : min), priced[0]!.rounded);
  const [best] = priced
    .filter((point) => point.rounded === lowest)
    .sort((a, b) => trailingZeros(b.deposit) - trailingZeros(a.deposit) || a.deposit - b.deposit);
  const offer = {
    label: '가장 싼 조합',
    rentalDeposit: best!.deposit,
    monthlyRent: rentOnConversionLine(line, best!.deposit),
    maintenanceFee,
  };
  // The offer's own pricing takes the cheapest way to pay at that point: never dearer than what was found.
  return rentOfferCost(profile, offer, context);
}
