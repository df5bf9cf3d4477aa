import { buildApp } from './app.ts';
import { loadConfigOrExit } from './config.ts';
import { openDatabase } from './db/client.ts';
import { exchangeLogFile } from './lib/exchange-recorder.ts';
import { createLogger } from './lib/logger.ts';
import { startupSummary } from './lib/startup-summary.ts';

// Only listens and shuts down; everything the app is made of lives in app.ts.

const config = loadConfigOrExit();
const logger = createLogger(config);
const { facts, message } = startupSummary(config);
logger.info(facts, `집사 starting in ${message}`);
const database = await openDatabase(config);
await database.migrate();
const app = await buildApp({
  config,
  database,
  logger,
  renderLivePages: 'worker',
  ...(config.exchangeLog ? { onExchange: exchangeLogFile(config.exchangeLog) } : {}),
});

let shuttingDown = false;
async function shutdown(signal: string) {
  if (shuttingDown) return;
  shuttingDown = true;
  app.log.info({ signal, drainMs: config.shutdownDrainMs }, 'shutting down: draining requests');
  app.startDraining();
  await new Promise((resolve) => setTimeout(resolve, config.shutdownDrainMs));
  // app.close stops accepting connections, waits for in-flight requests, then runs onClose (closes the DB).
  const timer = setTimeout(() => {
    app.log.error('shutdown timed out');
    process.exit(1);
  }, 10_000);
  timer.unref();
  await app.close();
  process.exit(0);
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));

await app.listen({ port: config.port, host: config.host });
app.log.info(`집사 is serving ${config.publicUrl} in ${config.env} mode (database: ${database.driver})`);
