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

/**
 * The row a stored report was priced with: the row of its `marketRateDate`. Fed values start on the day they were
 * fetched, so a report made before that day's run names an older row, which the table keeps; the row in force on
 * its policy date would be the one the run laid over it. A row no longer in the table (the operator replaced the
 * file) falls back to the row in force then.
 * @example marketRatesOfReport(table, { marketRateDate: '2026-02-19', policyDate: '2026-11-26' }).effectiveFrom // '2026-02-19'
 */
export function marketRatesOfReport(
  table: MarketRateTable,
  report: { readonly marketRateDate: PolicyDate; readonly policyDate: PolicyDate },
): MarketRateRow {
  return (
    table.rows.find((row) => row.effectiveFrom === report.marketRateDate) ?? marketRatesOn(table, report.policyDate).row
  );
}
