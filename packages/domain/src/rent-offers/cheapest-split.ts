import { guaranteeFeeBand } from '../loan-products/guarantee-fee.ts';
import { loanCatalogueFor } from '../loan-products/loan-catalogue.ts';
import type { LoanProductDefinition } from '../loan-products/loan-product.ts';
import type { Won } from '../money/won.ts';
import {
  exactMonthlyCost,
  exactTotalOf,
  financingOf,
  isFeasible,
  noLoanFinancing,
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

/** One way to pay (a product, or cash alone) at one deposit of the line. */
type Point = {
  readonly deposit: Won;
  readonly rent: Won;
  readonly financing: Financing;
  /** The product's deposit limit (0 where the household does not qualify): its 10만원 steps. */
  readonly limit: Won;
  /**
   * What makes the cost linear in the deposit where it stays the same (up to the rent floored to the won):
   * payable or not, the rate, the fee band, the 인지세 and whether the rent tops the tax credit's cap.
   */
  readonly key: string;
};

const NOT_PAYABLE = '-';

/**
 * Coarse segments of the line. They find the wide stretches; a product that can pay only in a narrow window
 * (little cash, so the loan covers the need only near the limit's first steps) is found from its anchors.
 */
const COARSE_SEGMENTS = 32;
/** How many of the limit's 10만원 steps are walked on each side of a change (see `limitStepsAround`). */
const MAX_LIMIT_STEPS_WALKED = 12;
/**
 * The most points one way to pay is evaluated at. The hardest lines found (20억 at a 33–100 % rate, cash that
 * lets every product pay somewhere) take about 650; past the budget the search stops refining, so no body the
 * schema accepts can cost more than this.
 */
const MAX_POINTS_PER_OPTION = 3_000;

/**
 * The cheap evaluation of one way to pay along the line, remembered by deposit. The product's own rules
 * (eligibility, rate tiers, limit) are asked through `financingOf`, so the split can never disagree with the
 * offers' pricing; `spent` counts the points against the budget.
 */
function optionAlong(
  product: LoanProductDefinition | null,
  profile: RentOfferProfile,
  line: ConversionLine,
  context: RentOfferContext,
) {
  const points = new Map<Won, Point>();
  const at = (deposit: Won): Point => {
    const known = points.get(deposit);
    if (known !== undefined) return known;
    const rent = rentOnConversionLine(line, deposit);
    const financing =
      product === null ? noLoanFinancing(profile, deposit) : financingOf(product, profile, deposit, rent, context);
    const key = keyOf(product, financing, deposit, rent, context);
    const point = { deposit, rent, financing, limit: financing.depositLoanLimit, key };
    points.set(deposit, point);
    return point;
  };
  return { at, product, cashOnHand: profile.cashOnHand, spent: () => points.size };
}

/**
 * The deposits where a product's payable window can begin or end, whatever the coarse probes' spacing: the
 * cash running out (a loan starts), the limit's first 10만원 step (a loan too small to pay before it), and where
 * the limit's bounds stop covering the need (cash ÷ (1 − ratio), cash + cap). With little cash the window is
 * narrower than a coarse segment — 22,223원 of cash on a 1천만원 line pays with HF-02 only at 11만–12만원 and
 * at 222,223원 — and no probe between the line's ends would land in it.
 */
function anchorsOf(option: ReturnType<typeof optionAlong>, line: ConversionLine): Won[] {
  const { product, cashOnHand } = option;
  const onLine = (deposit: Won) => deposit >= line.minDeposit && deposit <= line.fullDeposit;
  if (product === null) return [cashOnHand, cashOnHand + 1].filter(onLine);
  const { maxDepositRatioPercent: ratio, maxLimit } = product.limitBounds;
  const coveredByRatio = ratio >= 100 ? [] : [Math.floor((cashOnHand * 100) / (100 - ratio))];
  const firstLimitStep = nextLimitStep(option.at, line.minDeposit, line.fullDeposit);
  return [cashOnHand, ...coveredByRatio, cashOnHand + maxLimit, ...(firstLimitStep === null ? [] : [firstLimitStep])]
    .flatMap((deposit) => [deposit - 1, deposit, deposit + 1])
    .filter(onLine);
}

/** The stretch a point belongs to: the same key on both ends of a stretch means a cost linear between them. */
function keyOf(
  product: LoanProductDefinition | null,
  financing: Financing,
  deposit: Won,
  rent: Won,
  context: RentOfferContext,
): string {
  const taxCapped = rent * 12 >= context.taxCredit.yearlyRentCap;
  if (!isFeasible(financing)) return NOT_PAYABLE;
  if (product === null) return `cash|${taxCapped}`;
  // Without a loan a product's way to pay is the cash one, priced there.
  if (financing.loanAmount === 0) return NOT_PAYABLE;
  const feeBand = guaranteeFeeBand(product.guaranteeFee, deposit);
  return [financing.rateMilli, feeBand, financing.stampDuty, taxCapped].join('|');
}

/**
 * The first deposit in (from, to] whose limit exceeds the limit at `from`, or null: the next 10만원 step.
 * Steps of a ratio limit repeat at almost the same width, so `width` (the last step's) is tried first;
 * otherwise galloping then halving, about 2 × log2(the step's width) points.
 */
function nextLimitStep(at: (deposit: Won) => Point, from: Won, to: Won, width?: Won): Won | null {
  const limit = at(from).limit;
  for (const guess of width === undefined ? [] : [width, width + 1, width - 1]) {
    const step = from + guess;
    if (guess > 0 && step <= to && at(step).limit > limit && at(step - 1).limit === limit) return step;
  }
  let low = from;
  let reach = 1;
  let high = Math.min(to, from + reach);
  while (at(high).limit === limit) {
    if (high === to) return null;
    low = high;
    reach *= 2;
    high = Math.min(to, from + reach);
  }
  while (high - low > 1) {
    const middle = Math.floor((low + high) / 2);
    if (at(middle).limit === limit) low = middle;
    else high = middle;
  }
  return high;
}

/** The first deposit in [from, to] with the limit at `to`: where `to`'s 10만원 step starts. */
function limitStepStart(at: (deposit: Won) => Point, from: Won, to: Won, width?: Won): Won {
  const limit = at(to).limit;
  for (const guess of width === undefined ? [] : [width, width + 1, width - 1]) {
    const start = to + 1 - guess;
    if (guess > 0 && start > from && at(start).limit === limit && at(start - 1).limit < limit) return start;
  }
  let high = to;
  let reach = 1;
  let low = Math.max(from, to - reach);
  while (low > from && at(low).limit === limit) {
    high = low;
    reach *= 2;
    low = Math.max(from, to - reach);
  }
  if (at(low).limit === limit) return low;
  while (high - low > 1) {
    const middle = Math.floor((low + high) / 2);
    if (at(middle).limit === limit) high = middle;
    else low = middle;
  }
  return high;
}

/**
 * Whether a change can be undone by the limit's next step: the loan stops or starts paying the deposit
 * (need ≤ limit), or the rate changes (the 기금's small-loan preference holds up to 30 % of the limit). A
 * change of fee band, 인지세 or tax-credit cap follows the deposit, the loan or the rent alone: it happens once.
 */
function turnsWithTheLimit(before: Point, after: Point): boolean {
  return (
    before.key === NOT_PAYABLE || after.key === NOT_PAYABLE || before.financing.rateMilli !== after.financing.rateMilli
  );
}

/**
 * The limit's step starts around a change of key between `before` and `after`. A rule that weighs the loan
 * against the limit changes once inside each 10만원 step, but each step raises the limit and can turn it back:
 * near such a change the payable deposits are broken into pieces that begin at step starts. Within a step the
 * rule is monotone and it tips a little further each step, so the walk goes back while the previous step
 * ends changed and forward while a step still starts unchanged.
 */
function limitStepsAround(at: (deposit: Won) => Point, before: Point, after: Point, line: ConversionLine): Won[] {
  const steps: Won[] = [];
  let width: Won | undefined;
  let start = limitStepStart(at, line.minDeposit, before.deposit);
  for (let walked = 0; walked < MAX_LIMIT_STEPS_WALKED && start > line.minDeposit; walked += 1) {
    steps.push(start - 1, start);
    if (at(start - 1).key !== after.key) break;
    const previous = limitStepStart(at, line.minDeposit, start - 1, width);
    width = start - previous;
    start = previous;
  }
  let step = nextLimitStep(at, after.deposit, line.fullDeposit);
  width = undefined;
  for (let walked = 0; walked < MAX_LIMIT_STEPS_WALKED && step !== null; walked += 1) {
    steps.push(step - 1, step);
    if (at(step).key === after.key) break;
    const next = nextLimitStep(at, step, line.fullDeposit, width);
    width = next === null ? undefined : next - step;
    step = next;
  }
  return steps;
}

/**
 * The line's breakpoints for one way to pay: the deposits on both sides of every change of key, sorted. The
 * product's own thresholds (deposit caps, rate tiers, the limit reaching the need) are not tables we hold, so
 * they are found by halving between coarse probes and then among the limit's steps around each change.
 */
function breakpointsOf(option: ReturnType<typeof optionAlong>, line: ConversionLine): Point[] {
  const { at } = option;
  const found = new Map<Won, Point>();
  const keep = (point: Point) => found.set(point.deposit, point);
  const changes: [Point, Point][] = [];
  const bisect = (left: Point, right: Point): void => {
    if (left.key === right.key) return;
    if (right.deposit - left.deposit <= 1 || option.spent() >= MAX_POINTS_PER_OPTION) {
      keep(left);
      keep(right);
      changes.push([left, right]);
      return;
    }
    const middle = at(Math.floor((left.deposit + right.deposit) / 2));
    bisect(left, middle);
    bisect(middle, right);
  };
  const bisectAll = (deposits: Won[]) => {
    const sorted = [...new Set(deposits)].sort((a, b) => a - b).map(at);
    sorted.forEach((point, index) => {
      keep(point);
      const next = sorted[index + 1];
      if (next !== undefined) bisect(point, next);
    });
  };

  const span = line.fullDeposit - line.minDeposit;
  const coarse = Array.from({ length: COARSE_SEGMENTS + 1 }, (_, index) =>
    Math.min(line.fullDeposit, line.minDeposit + Math.ceil((span * index) / COARSE_SEGMENTS)),
  );
  bisectAll([...coarse, ...anchorsOf(option, line)]);
  // Cash alone has no limit to walk.
  const walked =
    option.product !== null
      ? changes
          .filter(([before, after]) => turnsWithTheLimit(before, after))
          .flatMap(([before, after]) => limitStepsAround(at, before, after, line))
      : [];
  bisectAll([...found.keys(), ...walked]);
  return [...found.values()].sort((a, b) => a.deposit - b.deposit);
}

/**
 * The deposits worth pricing on a stretch [from, to] of one key, where the cost is linear in the deposit but
 * for the rent floored to the won: the cheapest point of each rent plateau is its start (or its end, when a
 * deposit costs more than the rent it saves), and those lie on a line along the stretch, so the ends and the
 * first and last two plateaus are enough.
 */
function candidatesOn(from: Won, to: Won, line: ConversionLine): Won[] {
  const afterFrom = nextRentStep(line, from);
  const lastStart = rentPlateauStart(line, to);
  const starts = [afterFrom, nextRentStep(line, afterFrom), lastStart, rentPlateauStart(line, lastStart - 1)];
  return [from, to, ...starts.flatMap((start) => [start - 1, start])].filter((point) => point >= from && point <= to);
}

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
 * The cheapest deposit/rent pair on the landlord's conversion line for this person. For every way to pay
 * (each product of the catalogue, or cash alone) the line's breakpoints are listed once — where it becomes
 * payable or not, its rate and fee band, the 인지세 bracket and the tax credit's cap change — and the cost is
 * priced exactly at the ends of each stretch between them and at the rent's won steps near those ends, never
 * on a grid. The work grows with the number of breakpoints, and is capped. Null when no point can be paid.
 */
export function cheapestSplit(
  profile: RentOfferProfile,
  line: ConversionLine,
  maintenanceFee: Won,
  context: RentOfferContext,
): RentOfferCost | null {
  // Copied once with a deposit and a rent: each point's copy then clones one shape, which is many times faster
  // than spreading the request's object at every point.
  const person: RentOfferProfile = { ...profile, ...{ rentalDeposit: 0, monthlyRent: 0 } };
  const options: (LoanProductDefinition | null)[] = [null, ...loanCatalogueFor(context.policyDate).products];
  const priced: { deposit: Won; rounded: bigint }[] = [];
  const price = (point: Point) => {
    const offer = { rentalDeposit: point.deposit, monthlyRent: point.rent, maintenanceFee };
    const cost = exactMonthlyCost(point.financing, offer, context);
    priced.push({ deposit: point.deposit, rounded: roundedWon(exactTotalOf(cost), cost.denominator) });
  };

  for (const product of options) {
    const option = optionAlong(product, person, line, context);
    const breakpoints = breakpointsOf(option, line);
    let start = 0;
    for (let index = 1; index <= breakpoints.length; index += 1) {
      const first = breakpoints[start]!;
      const next = breakpoints[index];
      if (next !== undefined && next.key === first.key) continue;
      const last = breakpoints[index - 1]!;
      if (first.key !== NOT_PAYABLE) {
        // A point inside may still differ (a limit step between probes): it is priced only if it can be paid.
        for (const deposit of candidatesOn(first.deposit, last.deposit, line)) {
          const point = option.at(deposit);
          if (point.key !== NOT_PAYABLE) price(point);
        }
      }
      start = index;
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
