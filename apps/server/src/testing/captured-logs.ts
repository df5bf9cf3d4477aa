import { Writable } from 'node:stream';
import type { Logger } from 'pino';
import type { AppConfig } from '../config.ts';
import { createLogger } from '../lib/logger.ts';

/** A logger like production's (same redaction) whose lines a test can read back. */
export type CapturedLogs = { logger: Logger; lines: string[]; entries: () => Record<string, unknown>[] };

/**
 * The app's logger at `logLevel`, writing to memory instead of stdout.
 * @example const logs = captureLogs('warn'); await buildTestApp({}, { logger: logs.logger }); logs.entries()
 */
export function captureLogs(logLevel: AppConfig['logLevel']): CapturedLogs {
  const lines: string[] = [];
  const sink = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  return {
    logger: createLogger({ logLevel }, sink),
    lines,
    entries: () => lines.map((line) => JSON.parse(line) as Record<string, unknown>),
  };
}
