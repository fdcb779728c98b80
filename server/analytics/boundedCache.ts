/**
 * A map of at most `maxEntries` entries, the least recently used dropped first: what a beacon
 * computes from what a visitor sends (a User-Agent, an address) is remembered without letting a
 * stream of made-up values grow memory (docs/analytics.md, "What a beacon costs the server").
 */
export interface BoundedCache<V> {
  /** The value for `key`, computed by `make` and kept when it is not there. */
  get(key: string, make: () => V): V;
  readonly size: number;
  clear(): void;
}

export function boundedCache<V>(maxEntries: number): BoundedCache<V> {
  const entries = new Map<string, V>();
  return {
    get(key, make) {
      const known = entries.get(key);
      if (known !== undefined) {
        // Most recently used goes last, so the oldest is the first key.
        entries.delete(key);
        entries.set(key, known);
        return known;
      }
      const value = make();
      entries.set(key, value);
      if (entries.size > maxEntries) entries.delete(entries.keys().next().value as string);
      return value;
    },
    get size() {
      return entries.size;
    },
    clear: () => entries.clear(),
  };
}
