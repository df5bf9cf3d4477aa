import { rentAsDeposit } from '../jeonse-safety/deposit-return-guarantee.ts';
import type { Won } from '../money/won.ts';

/** The landlord's conversion line: the full 전세 deposit, the rate turning deposit into rent, the least deposit. */
export type ConversionLine = {
  readonly fullDeposit: Won;
  readonly conversionRatePercent: number;
  readonly minDeposit: Won;
};

const MONTHLY_MILLI = 1_200_000;

const rateMilliOf = (line: ConversionLine) => Math.round(line.conversionRatePercent * 1000);

/**
 * The rent the landlord asks for `deposit` on the line: the deposit given up × rate ÷ 12, floored to the won
 * (the most the rate allows).
 * @example rentOnConversionLine({ fullDeposit: 300_000_000, conversionRatePercent: 6, minDeposit: 0 }, 200_000_000) // 500_000
 */
export function rentOnConversionLine(line: ConversionLine, deposit: Won): Won {
  return Math.floor(((line.fullDeposit - deposit) * rateMilliOf(line)) / MONTHLY_MILLI);
}

/**
 * The first deposit whose rent on the line is below `rent` (a line whose rate is 0 asks no rent anywhere).
 * @example firstDepositWithRentBelow({ fullDeposit: 300_000_000, conversionRatePercent: 6, minDeposit: 0 }, 500_000) // 200_000_001
 */
export function firstDepositWithRentBelow(line: ConversionLine, rent: Won): Won {
  const rateMilli = rateMilliOf(line);
  if (rateMilli === 0) return Number.NEGATIVE_INFINITY;
  return line.fullDeposit - Math.ceil((rent * MONTHLY_MILLI) / rateMilli) + 1;
}

/** The first deposit after `deposit` whose rent on the line is lower (the start of the next rent plateau). */
export function nextRentStep(line: ConversionLine, deposit: Won): Won {
  return firstDepositWithRentBelow(line, rentOnConversionLine(line, deposit));
}

/** The first deposit on the line whose rent is that of `deposit`. */
export function rentPlateauStart(line: ConversionLine, deposit: Won): Won {
  const rent = rentOnConversionLine(line, deposit);
  return Math.max(line.minDeposit, line.fullDeposit - Math.ceil(((rent + 1) * MONTHLY_MILLI) / rateMilliOf(line)) + 1);
}

/**
 * The deposits worth pricing on a stretch [from, to] of one way to pay, where the cost is linear in the deposit
 * but for the rent floored to the won: the cheapest point of each rent plateau is its start (or the end before
 * it, when a deposit costs more than the rent it saves), and those lie on a line along the stretch, so the ends
 * and the first and last two plateaus are enough.
 */
export function candidatesOn(from: Won, to: Won, line: ConversionLine): Won[] {
  const afterFrom = nextRentStep(line, from);
  const lastStart = rentPlateauStart(line, to);
  const starts = [afterFrom, nextRentStep(line, afterFrom), lastStart, rentPlateauStart(line, lastStart - 1)];
  return [from, to, ...starts.flatMap((start) => [start - 1, start])].filter((point) => point >= from && point <= to);
}

// A line whose rate is within this of the guarantor's counts deposit + rent as nearly the same everywhere: its
// crossings, if any, are searched only this many rent plateaus either side of the line's middle.
const MAX_PLATEAUS_SEARCHED = 2_000;

/**
 * Where, on the line, deposit + the rent counted at `conversionRatePercent` (월세 × 12 ÷ rate, ADR 0041 #5) crosses
 * `cap`: the start of each rent plateau near the crossing and, inside a plateau, the first deposit over the cap.
 * Counted so, the line runs at D + (full − D) × line rate ÷ rate less under 1200 ÷ rate + 1 won of flooring, so the
 * crossings lie within that much ÷ |1 − line rate ÷ rate| of where the unfloored line meets the cap.
 * @example convertedCapCrossings({ fullDeposit: 600_000_000, conversionRatePercent: 0, minDeposit: 0 }, 500_000_000, 6.5) // [500_000_001]
 */
export function convertedCapCrossings(line: ConversionLine, cap: Won, conversionRatePercent: number): Won[] {
  const lineRate = line.conversionRatePercent;
  if (rateMilliOf(line) === 0) return [cap + 1];
  const slope = 1 - lineRate / conversionRatePercent;
  const plateauWidth = MONTHLY_MILLI / rateMilliOf(line);
  const floorSlack = 1200 / conversionRatePercent + 2;
  const middle = (line.minDeposit + line.fullDeposit) / 2;
  // A slope of 0 (the line's rate is `conversionRatePercent`) divides to Infinity: only the plateau bound is left.
  const reach = Math.min(floorSlack / Math.abs(slope) + 2 * plateauWidth, MAX_PLATEAUS_SEARCHED * plateauWidth);
  const meets = Math.abs(slope) > 0 ? (cap - (line.fullDeposit * lineRate) / conversionRatePercent) / slope : middle;
  const from = Math.max(line.minDeposit, Math.floor(meets - reach));
  const to = Math.min(line.fullDeposit, Math.ceil(meets + reach));
  const found: Won[] = [];
  for (let start = rentPlateauStart(line, from); start <= to; start = nextRentStep(line, start)) {
    const next = nextRentStep(line, start);
    const firstOver = cap - rentAsDeposit(rentOnConversionLine(line, start), conversionRatePercent) + 1;
    found.push(start);
    if (firstOver > start && firstOver < next) found.push(firstOver);
  }
  return found;
}
