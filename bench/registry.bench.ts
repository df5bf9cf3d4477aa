import { readFileSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { registryAtBounds } from '../apps/server/src/modules/jeonse-safety/registry/testing/crafted-pdfs.ts';
import { ms, percentile, printTable, probe } from './support/load.ts';
import { serveApp } from './support/serve-app.ts';

// Issue 45: POST /api/v1/jeonseSafety/registry, read in a process of its own (ADR 0039). The upload time of a real
// registry (Chromium-printed fixture) and of the heaviest one the reader accepts, one at a time; then /health asked
// every 5 ms while four heavy uploads (and, apart, four gigabyte bombs) are in flight, beside /health at idle; and
// the server's resident memory over the bombs. Figures only (bench/run.mjs).

const FIXTURES = path.join(import.meta.dirname, '../apps/server/src/modules/jeonse-safety/registry/testing/fixtures');
const realRegistry = readFileSync(path.join(FIXTURES, 'three-mortgages.pdf'));
const bomb = readFileSync(path.join(FIXTURES, 'gigabyte-page.pdf'));
const atBounds = registryAtBounds();
const ROUNDS = 8;
const IN_FLIGHT = 4;
const PROBE_INTERVAL_MS = 5;

const served = await serveApp({ env: { REGISTRY_UPLOADS_PER_MINUTE: '100000000' } });

async function upload(bytes: Buffer): Promise<{ ms: number; status: number }> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)], { type: 'application/pdf' }), 'registry.pdf');
  const started = performance.now();
  const response = await fetch(`${served.url}/api/v1/jeonseSafety/registry`, { method: 'POST', body: form });
  await response.arrayBuffer();
  return { ms: performance.now() - started, status: response.status };
}

try {
  const cold = await upload(realRegistry);
  const sequential = [];
  for (const [name, bytes] of [
    ['real registry (three-mortgages.pdf, 3 pages)', realRegistry],
    [`heaviest accepted (${(atBounds.length / 1024).toFixed(0)} kB, text at the bounds)`, atBounds],
    ['gigabyte bomb (refused at the memory limit)', bomb],
  ] as const) {
    const times: number[] = [];
    const statuses = new Set<number>();
    for (let round = 0; round < ROUNDS; round += 1) {
      const { ms: took, status } = await upload(bytes);
      times.push(took);
      statuses.add(status);
    }
    sequential.push({
      upload: name,
      status: [...statuses].join(','),
      'p50 ms': ms(percentile(times, 0.5)),
      'max ms': ms(Math.max(...times)),
    });
  }
  console.log(
    `\nOne upload at a time (${ROUNDS} rounds; the first upload of all, which starts the reader: ${ms(cold.ms)} ms)`,
  );
  printTable(sequential);

  const health = `${served.url}/health`;
  const idle = await probe(health, new Promise((resolve) => setTimeout(resolve, 1_000)), PROBE_INTERVAL_MS);
  const loaded = [];
  for (const [name, bytes] of [
    ['heaviest accepted', atBounds],
    ['gigabyte bomb', bomb],
  ] as const) {
    const rssBefore = process.memoryUsage.rss();
    let rssPeak = rssBefore;
    const sampler = setInterval(() => (rssPeak = Math.max(rssPeak, process.memoryUsage.rss())), 10);
    const uploads = Promise.all(Array.from({ length: IN_FLIGHT }, () => upload(bytes)));
    const latencies = await probe(health, uploads, PROBE_INTERVAL_MS);
    clearInterval(sampler);
    const results = await uploads;
    loaded.push({
      'in flight': `${IN_FLIGHT} × ${name}`,
      'health p50 ms': ms(percentile(latencies, 0.5)),
      'health p99 ms': ms(percentile(latencies, 0.99)),
      'health max ms': ms(Math.max(...latencies)),
      'p99 ÷ idle p99': Number((percentile(latencies, 0.99) / percentile(idle, 0.99)).toFixed(2)),
      'last upload ms': ms(Math.max(...results.map((result) => result.ms))),
      'server RSS growth MB': Math.round((rssPeak - rssBefore) / 1024 / 1024),
    });
  }
  console.log(
    `\nGET /health every ${PROBE_INTERVAL_MS} ms: idle p50 ${ms(percentile(idle, 0.5))} ms, p99 ${ms(percentile(idle, 0.99))} ms`,
  );
  printTable(loaded);
} finally {
  await served.close();
}
