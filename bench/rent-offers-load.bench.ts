import { performance } from 'node:perf_hooks';
import { HARDEST_FOUND_BODY, ISSUE_27_BODY } from '../apps/server/src/modules/rent-offers/rent-offers-test-support.ts';
import { ms, percentile, printTable, probe } from './support/load.ts';
import { serveApp } from './support/serve-app.ts';

// Issue 27: can one client stall every other request with POST /api/v1/rentOffers/compare? The heaviest bodies
// we know, one at a time (the time one body costs), then eight clients sending them back to back while a probe
// asks a light route every 5 ms: the light route's p50/p99/max is the figure to watch (target: /health under
// 100 ms with eight heavy bodies in flight). The app in production mode on PGlite. Figures only
// (bench/run.mjs); absolute numbers depend on the machine and what else runs on it.

const SEQUENTIAL_ROUNDS = 20;
const PARALLEL_CLIENTS = 8;
const LOADED_SECONDS = 5;
const PROBE_INTERVAL_MS = 5;

const served = await serveApp({ env: { COMPUTE_RATE_LIMIT_MAX: '100000000' } });
const bodies = { 'issue 27 body': ISSUE_27_BODY, 'hardest found body': HARDEST_FOUND_BODY };

async function compare(body: unknown): Promise<number> {
  const started = performance.now();
  const response = await fetch(`${served.url}/api/v1/rentOffers/compare`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  await response.arrayBuffer();
  if (response.status !== 200) throw new Error(`compare answered ${response.status}`);
  return performance.now() - started;
}

/** Eight clients, each sending heavy bodies back to back for the given seconds. */
async function heavyClients(seconds: number): Promise<number[]> {
  const deadline = performance.now() + seconds * 1000;
  const times: number[] = [];
  await Promise.all(
    Array.from({ length: PARALLEL_CLIENTS }, async (_, client) => {
      for (let round = 0; performance.now() < deadline; round += 1) {
        times.push(await compare((client + round) % 2 === 0 ? HARDEST_FOUND_BODY : ISSUE_27_BODY));
      }
    }),
  );
  return times;
}

try {
  for (const body of Object.values(bodies)) await compare(body); // warm up

  const oneAtATime = [];
  for (const [name, body] of Object.entries(bodies)) {
    const times = [];
    for (let round = 0; round < SEQUENTIAL_ROUNDS; round += 1) times.push(await compare(body));
    oneAtATime.push({ body: name, 'p50 ms': ms(percentile(times, 0.5)), 'max ms': ms(Math.max(...times)) });
  }
  console.log(`\nPOST /api/v1/rentOffers/compare, one at a time (${SEQUENTIAL_ROUNDS} rounds each)`);
  printTable(oneAtATime);

  const light = [];
  for (const path of ['/health', '/api/v1/marketRates']) {
    const idle = await probe(
      `${served.url}${path}`,
      new Promise((resolve) => setTimeout(resolve, 1000)),
      PROBE_INTERVAL_MS,
    );
    const heavy = heavyClients(LOADED_SECONDS);
    const loaded = await probe(`${served.url}${path}`, heavy, PROBE_INTERVAL_MS);
    const heavyTimes = await heavy;
    light.push({
      route: `GET ${path}`,
      'idle p99 ms': ms(percentile(idle, 0.99)),
      'loaded p50 ms': ms(percentile(loaded, 0.5)),
      'loaded p99 ms': ms(percentile(loaded, 0.99)),
      'loaded max ms': ms(Math.max(...loaded)),
      'compare p50 ms (8 in flight)': ms(percentile(heavyTimes, 0.5)),
      'compares done': heavyTimes.length,
    });
  }
  console.log(
    `\nA light route every ${PROBE_INTERVAL_MS} ms, idle and while ${PARALLEL_CLIENTS} clients send heavy compares`,
  );
  printTable(light);
} finally {
  await served.close();
}
