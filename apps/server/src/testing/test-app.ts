import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Logger } from 'pino';
import { buildApp } from '../app.ts';
import { loadConfig, type AppConfig } from '../config.ts';
import type { DatabaseHandle } from '../db/client.ts';
import type { Clock } from '../lib/clock.ts';
import type { RenderLivePage } from '../plugins/live-pages.ts';
import { recordConformance } from './openapi-conformance-recorder.ts';
import { createTestDatabase } from './test-database.ts';

export type TestApp = { app: FastifyInstance; database: DatabaseHandle; config: AppConfig };

/**
 * The whole app on an isolated, migrated database of the current test project's driver, for `app.inject`.
 * `env` overrides configuration variables (e.g. `{ KAKAO_CLIENT_ID: 'x' }`). Not yet `ready()`, so a test may
 * add routes; the first `inject` readies it. Close with `app.close()`. Every `inject` is checked against the served
 * OpenAPI document (openapi-conformance-recorder.ts); `conformance: false` leaves out an app whose routes a test adds.
 */
export async function buildTestApp(
  env: Record<string, string> = {},
  options: {
    clock?: Clock;
    logger?: Logger;
    webDistDir?: string;
    renderLivePages?: RenderLivePage;
    conformance?: boolean;
  } = {},
): Promise<TestApp> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'jipsa-test-data-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-signing',
    LOG_LEVEL: 'silent',
    RATE_LIMIT_MAX: '100000',
    COMPUTE_RATE_LIMIT_MAX: '100000',
    REGISTRY_UPLOADS_PER_MINUTE: '100000',
    AUTH_RATE_LIMIT_MAX: '100000',
    POST_WRITES_PER_MINUTE: '100000',
    COMMENT_WRITES_PER_MINUTE: '100000',
    LIKES_PER_MINUTE: '100000',
    ...env,
  });
  const database = await createTestDatabase();
  const app = await buildApp({
    config,
    database,
    webDistDir: options.webDistDir ?? null,
    logger: options.logger ?? false,
    clock: options.clock,
    ...(options.renderLivePages ? { renderLivePages: options.renderLivePages } : {}),
  });
  if (options.conformance !== false) recordConformance(app);
  return { app, database, config };
}
