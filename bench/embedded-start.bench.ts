import { existsSync, readFileSync, renameSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { REPO_ROOT, scratchDatabase, spawnBundledServer, type BundledServer } from '../e2e/support/bundled-server.ts';

// Issue 31: what the built server holds at rest and how long it takes to be ready, on the embedded default (a fresh
// DATA_DIR, as `npm start` on a new machine) and on PostgreSQL 15, measured side by side in one run (ADR 0034).
// Each configuration starts ROUNDS times, alternating, and the median is printed.

const ROUNDS = 3;
const IDLE_MS = 5_000;
const TEMPLATE = path.join(REPO_ROOT, 'apps/server/dist/embedded-db-template');
const TEMPLATE_ASIDE = `${TEMPLATE}.bench-aside`;
// The figures issue 31 recorded on this machine before the template and the smaller shared buffers.
const RECORDED_BEFORE = { embeddedRssMb: 612, postgresRssMb: 297, embeddedReadyMs: 5_900, postgresReadyMs: 1_100 };

type Sample = { readyMs: number; rssMb: number };

const rssMbOf = (pid: number) =>
  Math.round(Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? Number.NaN) / 1024);

async function readyAfter(server: BundledServer, startedAt: number): Promise<number> {
  for (;;) {
    if (server.process.exitCode !== null) throw new Error(`the server exited:\n${server.output()}`);
    try {
      if ((await fetch(`${server.url}/ready`)).ok) return performance.now() - startedAt;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

async function startOnce(env: (url: string) => Record<string, string>): Promise<Sample> {
  const startedAt = performance.now();
  const server = await spawnBundledServer((url) => ({ LOG_LEVEL: 'warn', ...env(url) }));
  try {
    const readyMs = await readyAfter(server, startedAt);
    await new Promise((resolve) => setTimeout(resolve, IDLE_MS));
    return { readyMs, rssMb: rssMbOf(server.process.pid!) };
  } finally {
    await server.stop();
  }
}

async function embedded(): Promise<Sample> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'jipsa-bench-start-'));
  try {
    return await startOnce(() => ({ DATA_DIR: dataDir }));
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}

/** The embedded default as it started before the build made a template: initdb on the first start. */
async function embeddedWithInitdb(): Promise<Sample> {
  renameSync(TEMPLATE, TEMPLATE_ASIDE);
  try {
    return await embedded();
  } finally {
    renameSync(TEMPLATE_ASIDE, TEMPLATE);
  }
}

async function postgres(round: number): Promise<Sample> {
  const database = await scratchDatabase(`jipsa_bench_start_${Date.now()}_${round}`);
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'jipsa-bench-start-'));
  try {
    return await startOnce((url) => ({
      DATA_DIR: dataDir,
      DATABASE_URL: database.url,
      JWT_SECRET: 'bench-secret-that-is-long-enough-for-hs256-signing',
      PUBLIC_URL: url,
    }));
  } finally {
    await database.drop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const summary = (samples: Sample[]) => ({
  readyMs: Math.round(median(samples.map((sample) => sample.readyMs))),
  rssMb: median(samples.map((sample) => sample.rssMb)),
});

if (!existsSync(path.join(TEMPLATE, 'PG_VERSION'))) {
  console.log('no built server with its embedded template: run `npm run build` first');
  process.exit(1);
}
const samples = { embedded: [] as Sample[], initdb: [] as Sample[], postgres: [] as Sample[] };
for (let round = 0; round < ROUNDS; round += 1) {
  samples.embedded.push(await embedded());
  samples.initdb.push(await embeddedWithInitdb());
  samples.postgres.push(await postgres(round));
}
const rows = {
  'embedded, fresh DATA_DIR (npm start)': summary(samples.embedded),
  'embedded, fresh DATA_DIR, initdb at start (no template)': summary(samples.initdb),
  'PostgreSQL 15 (DATABASE_URL)': summary(samples.postgres),
};
console.log(`idle RSS ${IDLE_MS / 1000} s after ready and time from spawn to /ready, median of ${ROUNDS}:`);
console.table(rows);
const now = rows['embedded, fresh DATA_DIR (npm start)'];
const pg = rows['PostgreSQL 15 (DATABASE_URL)'];
console.log(
  `RSS ratio embedded / PostgreSQL: ${(now.rssMb / pg.rssMb).toFixed(2)} (target ≤ 1.5; recorded before: ` +
    `${(RECORDED_BEFORE.embeddedRssMb / RECORDED_BEFORE.postgresRssMb).toFixed(2)} = ${RECORDED_BEFORE.embeddedRssMb} / ${RECORDED_BEFORE.postgresRssMb} MB)`,
);
console.log(
  `embedded first start to ready: ${now.readyMs} ms (target < 3000; recorded before: ${RECORDED_BEFORE.embeddedReadyMs} ms, ` +
    `PostgreSQL ${RECORDED_BEFORE.postgresReadyMs} ms)`,
);
