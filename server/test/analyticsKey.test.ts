import { createHmac } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { analyticsSettings } from '../analytics/analyticsConfig';
import { analyticsDay } from '../analytics/analyticsDay';
import { recordEvent } from '../analytics/analyticsStore';
import { dailySalts } from '../analytics/dailySalt';
import { browserFamily, deviceClass, isBot } from '../analytics/userAgent';
import { shortenedAddress, visitorKey } from '../analytics/visitorKey';
import type { Database } from '../db/database';
import { rawRows } from '../db/rawRows';
import { cleanUpAnalytics } from '../jobs/analyticsRetention';
import { databaseBackends } from './backends';

const saltDays = async (db: Database['db']) =>
  (
    await rawRows<{ day: string }>(
      db,
      sql`SELECT to_char(day, 'YYYY-MM-DD') AS day FROM analytics_salts ORDER BY day`,
    )
  ).map((row) => row.day);

describe('the visitor key', () => {
  it('shortens an address to its /24 or /48', () => {
    expect(shortenedAddress('203.0.113.77')).toBe('203.0.113.0/24');
    expect(shortenedAddress('::ffff:203.0.113.77')).toBe('203.0.113.0/24');
    expect(shortenedAddress('2001:db8:85a3:8d3:1319:8a2e:370:7348')).toBe('2001:db8:85a3::/48');
    expect(shortenedAddress('2001:DB8::1')).toBe('2001:db8:0::/48');
    expect(shortenedAddress('2001:db8::1')).toBe(shortenedAddress('2001:db8:0:ffff::2'));
  });

  it('is an HMAC of the salt, the site, the network and the browser family only', () => {
    const salt = 'ab'.repeat(32);
    const parts = { salt, host: 'www.example.in', address: '203.0.113.7', browser: 'chrome' };
    const key = visitorKey(parts);
    expect(key).toMatch(/^[0-9a-f]{64}$/);
    expect(visitorKey({ ...parts, address: '203.0.113.200' })).toBe(key);
    expect(visitorKey({ ...parts, address: '203.0.114.7' })).not.toBe(key);
    expect(visitorKey({ ...parts, browser: 'firefox' })).not.toBe(key);
    expect(visitorKey({ ...parts, host: 'example.in' })).not.toBe(key);
    expect(visitorKey({ ...parts, salt: 'cd'.repeat(32) })).not.toBe(key);
  });

  it("keeps its value when the salt's key is made once and reused across days", () => {
    const parts = { host: 'www.example.in', address: '203.0.113.7', browser: 'chrome' };
    const hmac = (salt: string) =>
      createHmac('sha256', Buffer.from(salt, 'hex'))
        .update('www.example.in\n203.0.113.0/24\nchrome')
        .digest('hex');
    // Three days' salts in turn, then the first again: each key is the HMAC of its own salt.
    for (const salt of ['01'.repeat(32), '02'.repeat(32), '03'.repeat(32), '01'.repeat(32)]) {
      expect(visitorKey({ ...parts, salt })).toBe(hmac(salt));
      expect(visitorKey({ ...parts, salt })).toBe(hmac(salt));
    }
  });

  it('reads the browser family, the device class and bots from the User-Agent', () => {
    const safariPhone =
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';
    const edge =
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0';
    const tablet =
      'Mozilla/5.0 (Linux; Android 13; SM-X200) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
    expect([browserFamily(safariPhone), deviceClass(safariPhone)]).toEqual(['safari', 'mobile']);
    expect([browserFamily(edge), deviceClass(edge)]).toEqual(['edge', 'desktop']);
    expect([browserFamily(tablet), deviceClass(tablet)]).toEqual(['chrome', 'tablet']);
    expect([safariPhone, edge, tablet].map(isBot)).toEqual([false, false, false]);
    expect(
      ['Googlebot/2.1', 'curl/8.5.0', 'facebookexternalhit/1.1', '', undefined].map(isBot),
    ).toEqual([true, true, true, true, true]);
  });

  it('uses the India day', () => {
    expect(analyticsDay(new Date('2026-12-01T18:29:59Z'))).toBe('2026-12-01');
    expect(analyticsDay(new Date('2026-12-01T18:30:00Z'))).toBe('2026-12-02');
  });
});

describe('ANALYTICS_RATE_LIMIT, ANALYTICS_RAW_DAYS and ANALYTICS_BUFFER_MAX', () => {
  const settings = (env: Record<string, string>) => analyticsSettings(loadConfig(env).analytics);

  it('default to 120 a minute, 30 days and 50,000 events, and take whole numbers', () => {
    expect(settings({})).toEqual({ rateLimit: 120, rawDays: 30, bufferMax: 50_000 });
    const set = { ANALYTICS_RATE_LIMIT: '600', ANALYTICS_RAW_DAYS: '7', ANALYTICS_BUFFER_MAX: '9' };
    expect(settings(set)).toEqual({ rateLimit: 600, rawDays: 7, bufferMax: 9 });
  });

  it.each(['0', '-1', '1.5', 'many'])('stop the server at start for %j', (value) => {
    expect(() => settings({ ANALYTICS_RAW_DAYS: value })).toThrow(/ANALYTICS_RAW_DAYS/);
    expect(() => settings({ ANALYTICS_RATE_LIMIT: value })).toThrow(/ANALYTICS_RATE_LIMIT/);
    expect(() => settings({ ANALYTICS_BUFFER_MAX: value })).toThrow(/ANALYTICS_BUFFER_MAX/);
  });
});

describe.each(databaseBackends())('the daily salt on $name', (backend) => {
  let database: Database;
  let dispose: () => Promise<void>;

  beforeAll(async () => {
    ({ database, dispose } = await backend.open());
  });
  afterAll(() => dispose());

  it('is one random 256-bit salt a day, shared by instances, the old one deleted', async () => {
    const one = dailySalts(database.db);
    const other = dailySalts(database.db);
    const first = await one.saltOf('2026-12-01');
    expect(first).toMatch(/^[0-9a-f]{64}$/);
    // Another instance on the same database computes the same keys.
    expect(await other.saltOf('2026-12-01')).toBe(first);
    expect(await saltDays(database.db)).toEqual(['2026-12-01']);

    const second = await one.saltOf('2026-12-02');
    expect(second).toMatch(/^[0-9a-f]{64}$/);
    expect(second).not.toBe(first);
    const parts = { host: 'www.example.in', address: '203.0.113.7', browser: 'chrome' };
    expect(visitorKey({ ...parts, salt: second ?? '' })).not.toBe(
      visitorKey({ ...parts, salt: first ?? '' }),
    );
    // Yesterday's salt is gone for good: nobody can compute yesterday's keys again, and an
    // instance whose clock still says yesterday does not bring it back.
    expect(await saltDays(database.db)).toEqual(['2026-12-02']);
    expect(await dailySalts(database.db).saltOf('2026-12-01')).toBeNull();
    expect(await saltDays(database.db)).toEqual(['2026-12-02']);
  });

  it('gives instances that ask at the same moment the same salt, never none', async () => {
    for (let day = 10; day < 20; day += 1) {
      const date = `2026-12-${day}`;
      const salts = await Promise.all(
        Array.from({ length: 4 }, () => dailySalts(database.db).saltOf(date)),
      );
      expect(salts[0]).toMatch(/^[0-9a-f]{64}$/);
      expect(new Set(salts).size, date).toBe(1);
    }
  });

  it('cleans up raw events past their days and the visitor rows of past days, once', async () => {
    const event = (day: string, visitor: string) =>
      recordEvent(database.db, {
        kind: 'pageview',
        day,
        page: '/',
        device: 'desktop',
        visitor,
      });
    await event('2026-10-01', 'a'.repeat(64));
    await event('2026-11-25', 'b'.repeat(64));
    await event('2026-12-02', 'c'.repeat(64));
    const now = new Date('2026-12-02T06:00:00Z');
    expect(await cleanUpAnalytics(database.db, 30, now)).toMatchObject({ ran: true, events: 1 });
    const days = await rawRows<{ day: string }>(
      database.db,
      sql`SELECT to_char(day, 'YYYY-MM-DD') AS day FROM analytics_events ORDER BY day`,
    );
    expect(days.map((row) => row.day)).toEqual(['2026-11-25', '2026-12-02']);
    const visitors = await rawRows<{ day: string }>(
      database.db,
      sql`SELECT to_char(day, 'YYYY-MM-DD') AS day FROM analytics_visitors`,
    );
    expect(visitors.map((row) => row.day)).toEqual(['2026-12-02']);
    // The roll-ups stay: they hold no key.
    const [rollUp] = await rawRows<{ views: number }>(
      database.db,
      sql`SELECT sum(views)::int AS views FROM analytics_daily`,
    );
    expect(rollUp?.views).toBe(3);
  });
});
