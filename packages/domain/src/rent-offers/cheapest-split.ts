import { deriveLoanFacts } from '../loan-products/loan-facts.ts';
import type { ProductBreakpoints } from '../loan-products/loan-product.ts';
import { stampDutyLoanBounds } from '../loan-products/stamp-duty.ts';
import type { Won } from '../money/won.ts';
import {
  candidatesOn,
  convertedCapCrossings,
  firstDepositWithRentBelow,
  rentOnConversionLine,
  type ConversionLine,
} from './conversion-line.ts';
import { rentOfferCost, type RentOfferContext, type RentOfferCost, type RentOfferProfile } from './rent-offer-cost.ts';

function trailingZeros(deposit: Won): number {
  let zeros = 0;
  for (let rest = deposit; rest > 0 && rest % 10 === 0; rest /= 10) zeros += 1;
  return zeros;
}

/**
 * Where the cost of any way to pay can change besides its own breakpoints: the 인지세's brackets (on the loan, which
 * is the need: cash + the bracket's bound) and the rent reaching the tax credit's cap.
 */
type CostSteps = { readonly depositStarts: readonly Won[]; readonly taxCapRent: Won };

/**
 * The stretches of the line on which one way to pay costs linearly in the deposit (but for the rent floored to the
 * won): between the line's ends, cut at the way's breakpoints and where the rent crosses one of its steps or the
 * tax credit's cap.
 */
function stretchesOf(breakpoints: ProductBreakpoints, line: ConversionLine, costSteps: CostSteps): [Won, Won][] {
  const rents = [...breakpoints.rentSteps, costSteps.taxCapRent];
  const rentSteps = rents.map((rent) => firstDepositWithRentBelow(line, rent));
  const convertedCaps = breakpoints.convertedDepositCaps.flatMap(({ cap, conversionRatePercent }) =>
    convertedCapCrossings(line, cap, conversionRatePercent),
  );
  const starts = [
    ...new Set([...breakpoints.depositStarts, ...costSteps.depositStarts, ...rentSteps, ...convertedCaps]),
  ]
    .filter((deposit) => deposit > line.minDeposit && deposit <= line.fullDeposit)
    .sort((a, b) => a - b);
  const bounds = [line.minDeposit, ...starts, line.fullDeposit + 1];
  return bounds.slice(1).map((next, index) => [bounds[index]!, next - 1]);
}

/**
 * The cheapest deposit/rent pair on the landlord's conversion line for this person. For every way to pay (cash
 * alone, or each product of the catalogue) its breakpoints are read from its terms — where it becomes payable or
 * not, its rate, its fee band and 인지세 bracket change, the loan starts or stops covering the need — and on each
 * stretch between them the cost is priced exactly at the ends and at the rent's won steps near them (where a
 * stretch cannot be paid at its start it cannot be paid anywhere on it). The work is bounded by the number of
 * breakpoints, which the terms fix. Null when no point can be paid.
 */
export function cheapestSplit(
  profile: RentOfferProfile,
  line: ConversionLine,
  maintenanceFee: Won,
  context: RentOfferContext,
): RentOfferCost | null {
  // Copied once with a deposit and a rent: each point's copy then clones one shape, many times faster than
  // spreading the request's object at every point.
  // Stryker disable next-line ObjectLiteral: only the speed depends on the copy's shape
  const person: RentOfferProfile = { ...profile, ...{ rentalDeposit: 0, monthlyRent: 0 } };
  // Only what the deposit does not change is read from these facts (and the cash).
  const facts = deriveLoanFacts({ ...person, rentalDeposit: 0, monthlyRent: 0 });
  const costSteps: CostSteps = {
    depositStarts: stampDutyLoanBounds(context.stampDuty).map((bound) => profile.cashOnHand + bound + 1),
    taxCapRent: Math.ceil(context.taxCredit.yearlyRentCap / 12),
  };
  const cashAlone: ProductBreakpoints = {
    depositStarts: [profile.cashOnHand + 1],
    rentSteps: [],
    convertedDepositCaps: [],
  };
  const ways = [
    { paidWith: null, breakpoints: cashAlone },
    ...context.products.map((product) => ({ paidWith: product, breakpoints: product.breakpoints(facts) })),
  ];
  const found: { deposit: Won; total: Won }[] = [];
  for (const { paidWith, breakpoints } of ways) {
    // A product that never lends toward the deposit pays only where cash alone does, at the same cost.
    if (breakpoints === null) continue;
    for (const [from, to] of stretchesOf(breakpoints, line, costSteps)) {
      for (const [index, deposit] of candidatesOn(from, to, line).entries()) {
        const rent = rentOnConversionLine(line, deposit);
        const offer = { label: '', rentalDeposit: deposit, monthlyRent: rent, maintenanceFee };
        const cost = rentOfferCost(person, offer, context, paidWith);
        if (cost.feasible) found.push({ deposit, total: cost.monthlyTotal });
        else if (index === 0) break;
      }
    }
  }
  // Of the deposits at the lowest total to the won, the roundest: a person signs for 2억 5천, not 2억 4,999만 9,751원.
  const [best] = found.sort(
    (a, b) => a.total - b.total || trailingZeros(b.deposit) - trailingZeros(a.deposit) || a.deposit - b.deposit,
  );
  if (best === undefined) return null;
  const { deposit } = best;
  const rent = rentOnConversionLine(line, deposit);
  const offer = { label: '가장 싼 조합', rentalDeposit: deposit, monthlyRent: rent, maintenanceFee };
  // The offer's own pricing takes the cheapest way to pay at that point: never dearer than what was found.
  return rentOfferCost(profile, offer, context);
}
