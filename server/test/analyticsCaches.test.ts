import { describe, expect, it } from 'vitest';
import { boundedCache } from '../analytics/boundedCache';
import {
  USER_AGENT_CACHE_ENTRIES,
  browserFamily,
  deviceClass,
  isBot,
  readUserAgent,
  userAgentReadings,
} from '../analytics/userAgent';
import {
  VISITOR_KEY_CACHE_ENTRIES,
  cachedVisitorKey,
  cachedVisitorKeys,
  visitorKey,
} from '../analytics/visitorKey';

// What a beacon remembers between beacons (docs/analytics.md, "What a beacon costs the
// server"): the answers computing each time gives, and never more entries than the bound,
// whatever a flood sends.

const CHROME =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';

describe('the bounded cache', () => {
  it('keeps at most its bound, dropping the least recently used first', () => {
    const cache = boundedCache<number>(3);
    let made = 0;
    const get = (key: string) => cache.get(key, () => ++made);
    expect([get('a'), get('b'), get('c')]).toEqual([1, 2, 3]);
    expect(get('a')).toBe(1); // used again: now the most recent
    expect(get('d')).toBe(4); // drops b, the least recently used
    expect(cache.size).toBe(3);
    expect(get('a')).toBe(1);
    expect(get('c')).toBe(3);
    expect(get('b')).toBe(5); // made again
    expect(cache.size).toBe(3);
  });
});

describe('the User-Agent readings', () => {
  it('answer what isBot, browserFamily and deviceClass answer', () => {
    for (const userAgent of [
      CHROME,
      'Googlebot/2.1',
      'curl/8.5.0',
      `${CHROME} ${'x'.repeat(600)}`,
    ]) {
      for (let twice = 0; twice < 2; twice++) {
        expect(readUserAgent(userAgent)).toEqual({
          bot: isBot(userAgent),
          browser: browserFamily(userAgent),
          device: deviceClass(userAgent),
        });
      }
    }
  });

  it('remember at most their bound, whatever the number of User-Agents', () => {
    for (let i = 0; i < USER_AGENT_CACHE_ENTRIES + 500; i++) readUserAgent(`${CHROME} v${i}`);
    expect(userAgentReadings()).toBe(USER_AGENT_CACHE_ENTRIES);
  });
});

describe('the remembered visitor keys', () => {
  const parts = { salt: 'ab'.repeat(32), host: 'www.example.in', browser: 'chrome' };

  it('are the keys visitorKey computes, and a new salt forgets them', () => {
    for (const address of ['203.0.113.7', '203.0.113.200', '2001:db8::1', '203.0.114.7']) {
      for (let twice = 0; twice < 2; twice++) {
        expect(cachedVisitorKey({ ...parts, address })).toBe(visitorKey({ ...parts, address }));
      }
    }
    const next = { ...parts, salt: 'cd'.repeat(32), address: '203.0.113.7' };
    expect(cachedVisitorKey(next)).toBe(visitorKey(next));
    expect(cachedVisitorKey(next)).not.toBe(visitorKey({ ...parts, address: '203.0.113.7' }));
    expect(cachedVisitorKeys()).toBe(1);
  });

  it('remember at most their bound, whatever the number of addresses', () => {
    for (let i = 0; i < VISITOR_KEY_CACHE_ENTRIES + 500; i++) {
      const address = `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`;
      expect(cachedVisitorKey({ ...parts, address }).length).toBe(64);
    }
    expect(cachedVisitorKeys()).toBe(VISITOR_KEY_CACHE_ENTRIES);
  });
});
