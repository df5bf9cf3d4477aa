import pino from 'pino';
import { loadConfigOrExit } from '../config.ts';
import { openDatabase, type DatabaseHandle } from '../db/client.ts';
import { koreanToday, systemClock } from '../lib/clock.ts';
import { loadMarketRateTable } from '../modules/market-rates/load-market-rate-table.ts';
import { runMarketRatesCli, type MarketRatesCliDatabase } from '../modules/market-rates/market-rates-cli.ts';
import { createRateFeeds } from '../modules/market-rates/rate-feeds.ts';

// `npm run market-rates -w apps/server -- show|check|set <file.json>|fetch|accept <id>|reject <id>`: the data
// directory, the database and the feeds come from the same configuration as the server, so `set` installs where
// the server reads at its next start and `fetch` writes where every instance reads. With the embedded database
// (no DATABASE_URL) stop the server first: PGlite serves one process at a time.

const appConfig = loadConfigOrExit();
let handle: DatabaseHandle | undefined;

async function database(): Promise<MarketRatesCliDatabase> {
  handle ??= await openDatabase(appConfig);
  await handle.migrate();
  const { table } = await loadMarketRateTable(appConfig.dataDir);
  return {
    db: handle.db,
    feeds: createRateFeeds(appConfig.rateFeeds),
    committed: table,
    log: pino({ level: appConfig.logLevel === 'info' ? 'warn' : appConfig.logLevel }),
    now: systemClock,
  };
}

try {
  process.exitCode = await runMarketRatesCli(process.argv.slice(2), {
    dataDir: appConfig.dataDir,
    database,
    sharedDatabase: Boolean(appConfig.databaseUrl),
    cwd: process.cwd(),
    today: koreanToday(systemClock),
    print: (line) => console.log(line),
    printError: (line) => console.error(line),
  });
} finally {
  await handle?.close();
}
