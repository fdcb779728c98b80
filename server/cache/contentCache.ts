/**
 * The in-process cache of everything the public side reads from the content tables: the API's
 * content reads and the rendered public pages (docs/performance.md, "Content cache").
 *
 * Every entry belongs to one content version. `invalidate()` starts a new version and drops
 * every entry at once; it runs after each committed content write (the repository's write
 * listeners) and is the one hook another instance's notice (PostgreSQL LISTEN/NOTIFY) calls.
 * A read that was in flight when the version changed answers its caller but is never kept, so
 * no entry can outlive the write that made it stale.
 */
export interface ContentCache {
  /** The current content version: starts at 0, one more after every invalidation. */
  readonly version: number;
  /** Drops every entry and starts a new version. Safe to call at any time, from anywhere. */
  invalidate: () => void;
  /** The value kept under `key` for this version, or `load()`'s (kept unless it fails). */
  remember: <T>(key: string, load: () => Promise<T>) => Promise<T>;
  /** Runs `listener` after every invalidation (e.g. to tell other instances). */
  onInvalidate: (listener: (version: number) => void) => void;
  /** How many entries this version holds (tests look: a flood must not grow it). */
  readonly size: number;
}

export interface ContentCacheOptions {
  /**
   * At most this many entries (the least recently used go first): page keys include the URL a
   * visitor sends (the origin is one of a bounded set: server/http/siteHost.ts), so the number
   * of keys is not ours to bound otherwise.
   */
  maxEntries?: number;
}

export function createContentCache({ maxEntries = 256 }: ContentCacheOptions = {}): ContentCache {
  let version = 0;
  let entries = new Map<string, Promise<unknown>>();
  const listeners: Array<(version: number) => void> = [];

  return {
    get version() {
      return version;
    },

    get size() {
      return entries.size;
    },

    invalidate() {
      version += 1;
      // A fresh map: loads still running hold the old one and settle into it, unseen.
      entries = new Map();
      for (const listener of listeners) listener(version);
    },

    remember<T>(key: string, load: () => Promise<T>): Promise<T> {
      const kept = entries.get(key) as Promise<T> | undefined;
      if (kept) {
        // Most recently used goes last, so eviction takes the oldest first.
        entries.delete(key);
        entries.set(key, kept);
        return kept;
      }
      const owner = entries;
      const loading = load();
      owner.set(key, loading);
      if (owner.size > maxEntries) {
        const oldest = owner.keys().next().value;
        if (oldest !== undefined) owner.delete(oldest);
      }
      // A failed read is not remembered: the next request tries again.
      loading.catch(() => {
        if (owner.get(key) === loading) owner.delete(key);
      });
      return loading;
    },

    onInvalidate(listener) {
      listeners.push(listener);
    },
  };
}
