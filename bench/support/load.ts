import autocannon from 'autocannon';

export type LoadResult = { requestsPerSecond: number; p50: number; p99: number; errors: number; non2xx: number };

/**
 * Drives one URL with autocannon from this process (or a worker thread of it) for `seconds` and returns
 * throughput and latency.
 */
export async function load(options: {
  url: string;
  method?: 'GET' | 'POST';
  body?: unknown;
  headers?: Record<string, string>;
  seconds?: number;
  connections?: number;
  /** Drive the load from a worker thread, so the client does not share the server's event loop. */
  inWorker?: boolean;
}): Promise<LoadResult> {
  const result = await autocannon({
    url: options.url,
    method: options.method ?? 'GET',
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    headers: { 'content-type': 'application/json', ...options.headers },
    duration: options.seconds ?? 5,
    connections: options.connections ?? 10,
    ...(options.inWorker ? { workers: 1 } : {}),
  });
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors,
    non2xx: result.non2xx,
  };
}

export function printTable(rows: Record<string, string | number>[]): void {
  console.table(rows);
}

/** The value at `share` (0.5, 0.99) of the sorted values; NaN for none. */
export function percentile(values: readonly number[], share: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] ?? Number.NaN;
}

/** Milliseconds to one decimal, for a table. */
export const ms = (value: number) => Number(value.toFixed(1));

/** Asks `url` every `intervalMs` until `until` settles; the latencies it saw (ms). */
export async function probe(url: string, until: Promise<unknown>, intervalMs: number): Promise<number[]> {
  let running = true;
  void until.finally(() => {
    running = false;
  });
  const latencies: number[] = [];
  while (running) {
    const started = performance.now();
    await (await fetch(url)).arrayBuffer();
    latencies.push(performance.now() - started);
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
  return latencies;
}
