import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { validateMarketRateTable, type MarketRateTableValidation } from '@jipsa/domain';

/** The operator's market-rate table in the data directory; without it the table shipped with the code applies. */
export const MARKET_RATE_FILE_NAME = 'market-rates.json';

/**
 * Where the operator's table lives for a data directory.
 *
 * @example marketRateFilePath('/srv/jipsa/data') // '/srv/jipsa/data/market-rates.json'
 */
export function marketRateFilePath(dataDir: string): string {
  return path.join(dataDir, MARKET_RATE_FILE_NAME);
}

/**
 * Reads and checks a market-rate JSON file: the validated table, or why it cannot be used (not JSON, or what
 * `validateMarketRateTable` refuses). A missing file throws ENOENT like any read.
 *
 * @example
 * await readMarketRateFile('rates.json') // { ok: false, reason: 'JSON으로 읽을 수 없어요: …' }
 */
export async function readMarketRateFile(file: string): Promise<MarketRateTableValidation> {
  const text = await readFile(file, 'utf8');
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    return { ok: false, reason: `JSON으로 읽을 수 없어요: ${error instanceof Error ? error.message : String(error)}` };
  }
  return validateMarketRateTable(parsed);
}
