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
