// `npm run cluster`: the whole production shape on this machine — PostgreSQL 15, Redis, an S3-protocol
// store (s3rver), CLUSTER_INSTANCES app instances (default 3) and HAProxy round-robin on CLUSTER_PORT
// (default 8090). Ctrl-C stops everything it started.
import path from 'node:path';
import { buildAll } from './lib/build.mjs';
import { startCluster } from './lib/cluster.mjs';
import { ensureInstalled } from './lib/ensure-installed.mjs';
import { DEFAULT_TEST_DATABASE_URL, provisionTestMachine } from './lib/provision.mjs';
import { log } from './lib/run.mjs';

const root = path.resolve(import.meta.dirname, '..');
const adminDatabaseUrl = process.env.TEST_DATABASE_URL ?? DEFAULT_TEST_DATABASE_URL;
await ensureInstalled(root);
if (!process.env.DATABASE_URL) await provisionTestMachine(adminDatabaseUrl);
await buildAll(root);

const cluster = await startCluster({
  root,
  port: Number(process.env.CLUSTER_PORT ?? 8090),
  instanceCount: Number(process.env.CLUSTER_INSTANCES ?? 3),
  adminDatabaseUrl,
});
let stopping = false;
const stop = async () => {
  if (stopping) return;
  stopping = true;
  log('클러스터를 멈춰요…');
  await cluster.stop();
  process.exit(0);
};
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());
