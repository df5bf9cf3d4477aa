import { DEFAULT_MARKET_RATE_TABLE, type MarketRateTable } from '@jipsa/domain';
import { marketRateFilePath, readMarketRateFile } from './market-rate-file.ts';

/** The table the server prices with, and where it came from (`default` = shipped with the code). */
export type LoadedMarketRates = { table: MarketRateTable; origin: 'default' | { file: string } };

/** The operator's file exists but cannot be used: the server must not start on guessed rates. */
export class MarketRateFileError extends Error {
  constructor(
    readonly file: string,
    readonly reason: string,
  ) {
    super(
      `Invalid market-rate file ${file}: ${reason}\n` +
        `  Fix it (check with \`npm run market-rates -w apps/server -- check <file>\`) or delete it to use the shipped table.`,
    );
    this.name = 'MarketRateFileError';
  }
}

function isMissingFile(error: unknown): boolean {
  return error instanceof Error && (error as NodeJS.ErrnoException).code === 'ENOENT';
}

/**
 * The market-rate table for this data directory: `market-rates.json` there when an operator installed one
 * (checked whole at start; an invalid file throws MarketRateFileError), else the shipped default table.
 *
 * @example
 * const { table, origin } = await loadMarketRateTable(config.dataDir); // origin 'default' without a file
 */
export async function loadMarketRateTable(dataDir: string): Promise<LoadedMarketRates> {
  const file = marketRateFilePath(dataDir);
  try {
    const result = await readMarketRateFile(file);
    if (!result.ok) throw new MarketRateFileError(file, result.reason);
    return { table: result.table, origin: { file } };
  } catch (error) {
    if (isMissingFile(error)) return { table: DEFAULT_MARKET_RATE_TABLE, origin: 'default' };
    throw error;
  }
}
