import type { Won } from '../money/won.ts';
import { toRateMilli } from './rate-milli.ts';

/**
 * A 기금 rate table: rows by income band, columns by deposit band. Bounds are inclusive upper
 * bounds ("≤ 2천만"); the last row and column take everything above the last bound.
 */
export type RateGrid = {
  readonly incomeUpperBounds: readonly Won[];
  readonly depositUpperBounds: readonly Won[];
  readonly ratesMilli: readonly (readonly number[])[];
};

/**
 * Builds a grid from percent rows, checking its shape once at module load.
 * @example defineRateGrid([20_000_000], [50_000_000], [[2.5, 2.6], [2.7, 2.8]])
 */
export function defineRateGrid(
  incomeUpperBounds: readonly Won[],
  depositUpperBounds: readonly Won[],
  percentRows: readonly (readonly number[])[],
): RateGrid {
  if (percentRows.length !== incomeUpperBounds.length + 1) throw new Error('rate grid: one row per income band');
  for (const row of percentRows) {
    if (row.length !== depositUpperBounds.length + 1) throw new Error('rate grid: one column per deposit band');
  }
  return { incomeUpperBounds, depositUpperBounds, ratesMilli: percentRows.map((row) => row.map(toRateMilli)) };
}

function bandIndex(bounds: readonly Won[], value: Won): number {
  const index = bounds.findIndex((bound) => value <= bound);
  return index === -1 ? bounds.length : index;
}

/**
 * The base rate (thousandths of a percent) for an income and a deposit.
 * @example rateFromGrid(grid, 30_000_000, 80_000_000) // row "≤ 4천만", column "≤ 1억"
 */
export function rateFromGrid(grid: RateGrid, income: Won, deposit: Won): number {
  const row = grid.ratesMilli[bandIndex(grid.incomeUpperBounds, income)];
  return row?.[bandIndex(grid.depositUpperBounds, deposit)] ?? 0;
}
