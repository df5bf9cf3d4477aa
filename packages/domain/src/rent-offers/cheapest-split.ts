import { guaranteeFeeBand } from '../loan-products/guarantee-fee.ts';
import { loanCatalogueFor } from '../loan-products/loan-catalogue.ts';
import type { LoanProductDefinition } from '../loan-products/loan-product.ts';
import type { Won } from '../money/won.ts';
import { candidatesOn, rentOnConversionLine, type ConversionLine } from './conversion-line.ts';
import { limitStepStart, nextLimitStep } from './limit-steps.ts';
import {
  exactMonthlyCost,
  exactTotalOf,
  financingOf,
  isFeasible,
  noLoanFinancing,
  rentOfferCost,
  roundedToWon,
  type Financing,
  type RentOfferContext,
  type RentOfferCost,
  type RentOfferProfile,
} from './rent-offer-cost.ts';

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

// Stryker disable next-line StringLiteral: any string no key of a payable stretch takes
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
  const limitAt = (deposit: Won) => at(deposit).limit;
  return { at, limitAt, product, cashOnHand: profile.cashOnHand, spent: () => points.size };
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
  // Stryker disable next-line EqualityOperator: the line's ends are coarse probes already
  const onLine = (deposit: Won) => deposit >= line.minDeposit && deposit <= line.fullDeposit;
  // Cash pays from the line's start up to the cash: the halving between coarse probes finds where it stops.
  if (product === null) return [];
  const { maxDepositRatioPercent: ratio, maxLimit } = product.limitBounds;
  const coveredByRatio = ratio >= 100 ? [] : [Math.floor((cashOnHand * 100) / (100 - ratio))];
  const firstLimitStep = nextLimitStep(option.limitAt, line.minDeposit, line.fullDeposit);
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
  // Stryker disable next-line EqualityOperator: the key only tells the two sides apart, and no rent × 12 is the cap (1,000만원)
  const taxCapped = rent * 12 >= context.taxCredit.yearlyRentCap;
  if (!isFeasible(financing)) return NOT_PAYABLE;
  if (product === null) return `cash|${taxCapped}`;
  // Without a loan a product's way to pay is the cash one, priced there.
  if (financing.loanAmount === 0) return NOT_PAYABLE;
  const feeBand = guaranteeFeeBand(product.guaranteeFee, deposit);
  // Stryker disable next-line StringLiteral: no two keys differ only in where their separators fall
  return [financing.rateMilli, feeBand, financing.stampDuty, taxCapped].join('|');
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
function limitStepsAround(
  { at, limitAt }: ReturnType<typeof optionAlong>,
  before: Point,
  after: Point,
  line: ConversionLine,
): Won[] {
  const steps: Won[] = [];
  let width: Won | undefined;
  let start = limitStepStart(limitAt, line.minDeposit, before.deposit);
  for (let walked = 0; walked < MAX_LIMIT_STEPS_WALKED && start > line.minDeposit; walked += 1) {
    steps.push(start - 1, start);
    if (at(start - 1).key !== after.key) break;
    const previous = limitStepStart(limitAt, line.minDeposit, start - 1, width);
    width = start - previous;
    start = previous;
  }
  let step = nextLimitStep(limitAt, after.deposit, line.fullDeposit);
  width = undefined;
  for (let walked = 0; walked < MAX_LIMIT_STEPS_WALKED && step !== null; walked += 1) {
    steps.push(step - 1, step);
    if (at(step).key === after.key) break;
    const next = nextLimitStep(limitAt, step, line.fullDeposit, width);
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
    // Stryker disable next-line ConditionalExpression,EqualityOperator: no body the schema accepts reaches the budget (see MAX_POINTS_PER_OPTION)
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
    // Stryker disable next-line ConditionalExpression: a shortcut — cash's limit is 0 all along, so a walk finds no step
    option.product !== null
      ? changes
          .filter(([before, after]) => turnsWithTheLimit(before, after))
          .flatMap(([before, after]) => limitStepsAround(option, before, after, line))
      : [];
  bisectAll([...found.keys(), ...walked]);
  return [...found.values()].sort((a, b) => a.deposit - b.deposit);
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
  // Stryker disable next-line ObjectLiteral: only the speed depends on the copy's shape
  const person: RentOfferProfile = { ...profile, ...{ rentalDeposit: 0, monthlyRent: 0 } };
  const options: (LoanProductDefinition | null)[] = [null, ...loanCatalogueFor(context.policyDate).products];
  const priced: { deposit: Won; rounded: bigint }[] = [];
  const price = (point: Point) => {
    const offer = { rentalDeposit: point.deposit, monthlyRent: point.rent, maintenanceFee };
    const cost = exactMonthlyCost(point.financing, offer, context);
    priced.push({ deposit: point.deposit, rounded: roundedToWon(exactTotalOf(cost), cost.denominator) });
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
      // Stryker disable next-line ConditionalExpression: a shortcut, each point is checked below
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
  // Stryker disable next-line EqualityOperator: equal totals are the same minimum
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
