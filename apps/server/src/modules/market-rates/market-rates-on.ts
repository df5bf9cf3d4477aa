import { marketRateInForce, type MarketRateRow, type MarketRateTable, type PolicyDate } from '@jipsa/domain';

/** The row that prices a report, and whether it had to be borrowed from the table's first row. */
export type MarketRatesOn = { row: MarketRateRow; beforeTable: boolean };

/**
 * The market rates for `policyDate`: the row in force, or the earliest row when the date precedes the whole
 * table (`beforeTable: true`, the caller logs it). Like the loan catalogue before its first edition
 * (docs/decisions/0005), an answer at the oldest known rates beats none: there are no older rates to use.
 *
 * @example marketRatesOn(DEFAULT_MARKET_RATE_TABLE, '2020-01-01') // { row: { effectiveFrom: '2025-07-01', … }, beforeTable: true }
 */
export function marketRatesOn(table: MarketRateTable, policyDate: PolicyDate): MarketRatesOn {
  const row = marketRateInForce(table, policyDate);
  if (row) return { row, beforeTable: false };
  const earliest = table.rows[0];
  // validateMarketRateTable guarantees at least one row; a hand-built empty table is a programming error.
  if (!earliest) throw new Error('the market-rate table has no rows');
  return { row: earliest, beforeTable: true };
}
