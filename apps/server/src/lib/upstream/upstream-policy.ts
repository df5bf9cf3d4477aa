import { createCircuitBreaker, type CircuitBreaker } from './circuit-breaker.ts';
import { fetchUpstreamText } from './fetch-upstream-text.ts';
import { createTtlCache, type TtlCache } from './ttl-cache.ts';

/** How an official adapter treats its upstream; every field has a production default. */
export type UpstreamPolicy = {
  timeoutMs: number;
  retries: number;
  backoffMs: number;
  failureThreshold: number;
  coolDownMs: number;
  cacheTtlMs: number;
  cacheEntries: number;
  now: () => number;
  sleep?: (ms: number) => Promise<void>;
};

export const DEFAULT_UPSTREAM_POLICY: UpstreamPolicy = {
  timeoutMs: 3_000,
  retries: 2,
  backoffMs: 200,
  failureThreshold: 5,
  coolDownMs: 30_000,
  cacheTtlMs: 60 * 60 * 1_000,
  cacheEntries: 1_000,
  now: Date.now,
};

export type Upstream<V extends NonNullable<unknown>> = {
  /** GETs `url` through the breaker (timeout, retries) and reads the body with `read`, whose throw is a fault too. */
  get<T>(url: URL, read: (body: string) => T): Promise<T>;
  cache: TtlCache<V>;
  breaker: CircuitBreaker;
};

/**
 * The breaker, cache and fetch settings one official API shares across its calls.
 *
 * @example
 * const juso = createUpstream<AddressPage>('juso', { ...DEFAULT_UPSTREAM_POLICY, timeoutMs: 1_000 });
 * const page = await juso.get(url, parseJusoPage);
 */
export function createUpstream<V extends NonNullable<unknown>>(name: string, policy: UpstreamPolicy): Upstream<V> {
  const breaker = createCircuitBreaker({
    name,
    failureThreshold: policy.failureThreshold,
    coolDownMs: policy.coolDownMs,
  });
  const cache = createTtlCache<V>({ maxEntries: policy.cacheEntries, ttlMs: policy.cacheTtlMs, now: policy.now });
  return {
    breaker,
    cache,
    get: (url, read) =>
      breaker.run(async () => {
        const body = await fetchUpstreamText(url, policy);
        return read(body);
      }),
  };
}
