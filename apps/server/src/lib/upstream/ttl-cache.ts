import { LRUCache } from 'lru-cache';

export type TtlCacheOptions = {
  /** The least recently used entry leaves when a new one would exceed this. */
  maxEntries: number;
  /** An entry older than this is a miss. */
  ttlMs: number;
  /** Milliseconds clock; injected so tests can move time. */
  now: () => number;
};

export type TtlCache<V extends NonNullable<unknown>> = LRUCache<string, V>;

/**
 * The in-memory cache of an official API's answers (their data changes daily at most, and each call costs
 * quota and latency): lru-cache, least recently used first out, entries expiring `ttlMs` after they were
 * stored, on the policy's clock.
 *
 * @example
 * const cache = createTtlCache<string>({ maxEntries: 500, ttlMs: 3_600_000, now: Date.now });
 * cache.set('역삼동|1', 'answer');
 * cache.get('역삼동|1'); // 'answer' for an hour
 */
export function createTtlCache<V extends NonNullable<unknown>>(options: TtlCacheOptions): TtlCache<V> {
  // ttlResolution 0: read the (injected) clock on every check instead of caching it for a millisecond.
  return new LRUCache<string, V>({
    max: options.maxEntries,
    ttl: options.ttlMs,
    ttlResolution: 0,
    perf: { now: options.now },
  });
}
