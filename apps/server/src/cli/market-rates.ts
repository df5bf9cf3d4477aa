import { ConfigError, loadConfig } from '../config.ts';
import { koreaPolicyDate } from '@jipsa/domain';
import { runMarketRatesCli } from '../modules/market-rates/market-rates-cli.ts';

// `npm run market-rates -w apps/server -- show|check|set <file.json>`: the data directory comes from the same
// configuration as the server (DATA_DIR), so `set` installs where the server will read at its next start.

function dataDir(): string {
  try {
    return loadConfig().dataDir;
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

process.exitCode = await runMarketRatesCli(process.argv.slice(2), {
  dataDir: dataDir(),
  cwd: process.cwd(),
  today: koreaPolicyDate(new Date()),
  print: (line) => console.log(line),
  printError: (line) => console.error(line),
});
