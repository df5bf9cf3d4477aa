import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { buildApp } from '../../apps/server/src/app.ts';
import { loadConfig } from '../../apps/server/src/config.ts';
import { openDatabase, type DatabaseHandle } from '../../apps/server/src/db/client.ts';

export type ServedApp = { app: FastifyInstance; url: string; database: DatabaseHandle; close(): Promise<void> };

/**
 * The real app in production mode on a migrated database (PGlite in a temp dir, or `databaseUrl`), listening
 * on a free port.
 * `env` overrides configuration variables (e.g. `{ GUEST_WEEKLY_REPORT_QUOTA: '1000000' }`).
 */
export async function serveApp(
  options: { databaseUrl?: string; env?: Record<string, string> } = {},
): Promise<ServedApp> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'jipsa-bench-'));
  // Production, as deployed: replies are stringified, not re-validated (ADR 0014), security headers as served.
  const config = loadConfig({
    NODE_ENV: 'production',
    JWT_SECRET: 'bench-secret-that-is-long-enough-for-hs256-signing',
    PUBLIC_URL: 'http://127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    RATE_LIMIT_MAX: '100000000',
    COMPUTE_RATE_LIMIT_MAX: '100000000',
    POST_WRITES_PER_MINUTE: '100000000',
    COMMENT_WRITES_PER_MINUTE: '100000000',
    LIKES_PER_MINUTE: '100000000',
    ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {}),
    ...options.env,
  });
  const database = await openDatabase(config);
  await database.migrate();
  const app = await buildApp({ config, database, webDistDir: null, logger: false });
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    app,
    url,
    database,
    close: async () => {
      await app.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** A bare Fastify with one route and no plugins: the ceiling the real routes are compared with. */
export async function serveBare(
  register: (app: FastifyInstance) => void,
): Promise<{ url: string; close(): Promise<void> }> {
  const app = Fastify({ logger: false });
  register(app);
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  return { url, close: () => app.close() };
}
