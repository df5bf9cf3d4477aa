import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { SERVER_ENTRY, spawnBundledServer, waitUntilReady } from './bundled-server.ts';
import { checkRecordedExchanges, servedDocument } from './openapi-conformance.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

export default async function setup(project: TestProject) {
  if (!existsSync(SERVER_ENTRY)) throw new Error('Build first: npm run build (apps/server/dist/server.js is missing).');
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'jipsa-e2e-'));
  const exchangeLog = path.join(dataDir, 'exchanges.ndjson');
  // As `npm start` runs for a newcomer: no NODE_ENV, no HOST — the local trial of ADR 0008.
  const served = await spawnBundledServer((url) => ({
    PUBLIC_URL: url,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    RATE_LIMIT_MAX: '100000',
    COMPUTE_RATE_LIMIT_MAX: '100000',
    DATABASE_URL: '',
    // Every request and answer, held against the served OpenAPI document when the run ends (ADR 0033).
    API_EXCHANGE_LOG: exchangeLog,
  }));
  await waitUntilReady(served);
  project.provide('baseUrl', served.url);

  return async () => {
    const document = await servedDocument(served.url);
    await served.stop();
    const { checked, problems } = await checkRecordedExchanges(document, exchangeLog);
    await rm(dataDir, { recursive: true, force: true });
    if (problems.length > 0) {
      // A teardown that throws is only logged by vitest, with exit code 0: the run fails through the exit code.
      console.error(`The OpenAPI document does not declare what the e2e suite sent or got:\n${problems.join('\n')}`);
      process.exitCode = 1;
      return;
    }
    console.log(`OpenAPI: the e2e suite's ${checked} API exchanges conform to the served document.`);
  };
}
