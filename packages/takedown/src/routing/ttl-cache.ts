// A small in-memory cache with expiry and a size bound, for RDAP answers. Time comes from the caller
// (a monotonic millisecond count), so tests and the sandbox's scaled clock decide when entries expire.

export interface TtlCache<V> {
  get(key: string): V | undefined;
  set(key: string, value: V): void;
}

export function createTtlCache<V>({ ttlMs, maxEntries, now }: { ttlMs: number; maxEntries: number; now: () => number }): TtlCache<V> {
  const entries = new Map<string, { value: V; expiresAt: number }>();
  return {
    get(key) {
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (entry.expiresAt <= now()) {
        entries.delete(key);
        return undefined;
      }
      return entry.value;
    },
    set(key, value) {
      entries.delete(key);
      // Maps iterate in insertion order: the first key is the oldest entry.
      if (entries.size >= maxEntries) entries.delete(entries.keys().next().value as string);
      entries.set(key, { value, expiresAt: now() + ttlMs });
    },
  };
}
