import table from './market-rates.json' with { type: 'json' };
import type { MarketRateTable } from './market-rate-row.ts';
import { validateMarketRateTable } from './validate-market-rate-table.ts';

function loadShippedTable(): MarketRateTable {
  const result = validateMarketRateTable(table);
  // The file ships with the code and its test validates it, so a bad edit fails loudly at start.
  if (!result.ok) throw new Error(`market-rates.json: ${result.reason}`);
  return result.table;
}

/**
 * The market-rate table shipped in `market-rates.json`, checked once at module load. Operators edit
 * the JSON (no code change); the server may load a newer file through `validateMarketRateTable`.
 * @example DEFAULT_MARKET_RATE_TABLE.rows.at(-1)?.effectiveFrom // '2026-02-19'
 */
export const DEFAULT_MARKET_RATE_TABLE: MarketRateTable = loadShippedTable();
