import { describe, expect, it } from 'vitest';
import { createContentCache } from './contentCache';

/** A load the test finishes by hand, to interleave it with an invalidation. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('the content cache', () => {
  it('loads once per version and again after an invalidation', async () => {
    const cache = createContentCache();
    let loads = 0;
    const load = async () => ++loads;
    expect(await cache.remember('k', load)).toBe(1);
    expect(await cache.remember('k', load)).toBe(1);
    cache.invalidate();
    expect(cache.version).toBe(1);
    expect(await cache.remember('k', load)).toBe(2);
  });

  it('never keeps a read that was in flight when a write invalidated', async () => {
    const cache = createContentCache();
    const stale = deferred<string>();
    const first = cache.remember('k', () => stale.promise);
    cache.invalidate();
    stale.resolve('before the write');
    expect(await first).toBe('before the write');
    expect(await cache.remember('k', async () => 'after the write')).toBe('after the write');
  });

  it('does not remember a failed read', async () => {
    const cache = createContentCache();
    const failing = deferred<string>();
    const first = cache.remember('k', () => failing.promise);
    failing.reject(new Error('database down'));
    await expect(first).rejects.toThrow('database down');
    expect(await cache.remember('k', async () => 'recovered')).toBe('recovered');
  });

  it('keeps at most maxEntries, dropping the least recently used', async () => {
    const cache = createContentCache({ maxEntries: 2 });
    let loads = 0;
    const load = async () => ++loads;
    await cache.remember('a', load);
    await cache.remember('b', load);
    await cache.remember('a', load); // a is now the most recent
    await cache.remember('c', load); // evicts b
    expect(await cache.remember('a', load)).toBe(1);
    expect(await cache.remember('b', load)).toBe(4);
  });

  it('tells its listeners of every new version', () => {
    const cache = createContentCache();
    const heard: number[] = [];
    cache.onInvalidate((version) => heard.push(version));
    cache.invalidate();
    cache.invalidate();
    expect(heard).toEqual([1, 2]);
  });
});
