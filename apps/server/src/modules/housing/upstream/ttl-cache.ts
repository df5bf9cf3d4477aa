export type TtlCacheOptions = {
  /** The least recently used entry leaves when a new one would exceed this. */
  maxEntries: number;
  /** An entry older than this is a miss. */
  ttlMs: number;
  /** Milliseconds clock; injected so tests can move time. */
  now: () => number;
};

export type TtlCache<V> = {
  get(key: string): V | undefined;
  set(key: string, value: V): void;
  size(): number;
};

/**
 * An in-memory LRU cache whose entries expire, for answers of the official APIs (their data changes daily
 * at most, and each call costs quota and latency). A `Map` keeps insertion order, so re-inserting on every
 * hit keeps the least recently used entry first.
 *
 * @example
 * const cache = createTtlCache<string>({ maxEntries: 500, ttlMs: 3_600_000, now: Date.now });
 * cache.set('역삼동|1', 'answer');
 * cache.get('역삼동|1'); // 'answer' for an hour
 */
export function createTtlCache<V>(options: TtlCacheOptions): TtlCache<V> {
  const entries = new Map<string, { value: V; storedAt: number }>();
  return {
    get(key) {
      const entry = entries.get(key);
      if (!entry) return undefined;
      entries.delete(key);
      if (options.now() - entry.storedAt >= options.ttlMs) return undefined;
      entries.set(key, entry);
      return entry.value;
    },
    set(key, value) {
      entries.delete(key);
      entries.set(key, { value, storedAt: options.now() });
      while (entries.size > options.maxEntries) {
        const oldest = entries.keys().next();
        if (oldest.done) break;
        entries.delete(oldest.value);
      }
    },
    size: () => entries.size,
  };
}
