import type { PolicyDate } from '../policy/policy-date.ts';
import { tableInForce } from '../policy/table-in-force.ts';
import type { MarketRateRow, MarketRateTable } from './market-rate-row.ts';

/**
 * The market-rate row in force on `policyDate`: the latest row that started on or before it, or
 * `null` when the date precedes the whole table (the caller then says the rates are unknown).
 * @example
 * marketRateInForce(DEFAULT_MARKET_RATE_TABLE, '2026-11-22')?.effectiveFrom // '2026-02-19'
 * marketRateInForce(DEFAULT_MARKET_RATE_TABLE, '2020-01-01') // null
 */
export function marketRateInForce(table: MarketRateTable, policyDate: PolicyDate): MarketRateRow | null {
  return tableInForce(table.rows, policyDate);
}
