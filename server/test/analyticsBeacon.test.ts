import { gzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANALYTICS_BEACON_PATH } from '@/sdk/schemas/analytics';
import type { Database } from '../db/database';
import { rawRows } from '../db/rawRows';
import { databaseBackends } from './backends';
import { adminToken } from './fixtures';
import { baseLead } from './leadSeeds';
import { call } from './requests';
import { startTestApp } from './testApp';
import type { TestServer } from './testApp';

const CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
/** Another browser family (Firefox) on a phone: another visitor at the same address. */
const PHONE = 'Mozilla/5.0 (Android 14; Mobile; rv:133.0) Gecko/133.0 Firefox/133.0';

interface Send {
  ip?: string;
  userAgent?: string;
  headers?: Record<string, string>;
}

const daily = (db: Database['db'], page: string) =>
  rawRows<{ views: number; visitors: number; leads: number; cta_taps: number }>(
    db,
    sql`SELECT sum(views)::int AS views, sum(visitors)::int AS visitors, sum(leads)::int AS leads,
      sum(cta_taps)::int AS cta_taps FROM analytics_daily WHERE page = ${page}`,
  ).then(([row]) => row);
const countOf = async (db: Database['db'], table: string) =>
  Number(
    (await rawRows<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM ${sql.raw(table)}`))[0]?.n,
  );

describe.each(databaseBackends())('the analytics beacon on $name', (backend) => {
  let database: Database;
  let dispose: () => Promise<void>;
  let server: TestServer;

  const beacon = (body: unknown, { ip = '203.0.113.7', userAgent = CHROME, headers }: Send = {}) =>
    server.app.inject({
      method: 'POST',
      url: ANALYTICS_BEACON_PATH,
      remoteAddress: ip,
      headers: { 'content-type': 'text/plain;charset=UTF-8', 'user-agent': userAgent, ...headers },
      payload: typeof body === 'string' ? body : JSON.stringify(body),
    });
  // Beacons are answered before they are written (the buffer): each test writes them first.
  const flush = () => server.context.analytics.flush();
  const clear = () =>
    database.db.execute(
      sql`TRUNCATE analytics_events, analytics_visitors, analytics_daily, analytics_daily_cta, analytics_daily_anonymous`,
    );

  beforeAll(async () => {
    ({ database, dispose } = await backend.open());
    server = await startTestApp({ analytics: { rateLimit: 10_000 } }, database);
  });
  afterAll(async () => {
    await server.close();
    await dispose();
  });

  it('counts a page view under the day key: a visitor once a day per page', async () => {
    await clear();
    const view = { kind: 'pageview', page: '/', utmSource: 'news', utmCampaign: 'spring' };
    const first = await beacon(view);
    expect(first.statusCode).toBe(204);
    // What a 204 carries (docs/analytics.md, "What a beacon costs the server"): the API's
    // security headers and the request id, not the rate limit's counts.
    expect(first.headers).toMatchObject({ 'x-content-type-options': 'nosniff' });
    expect(first.headers['x-request-id']).toBeTruthy();
    expect(first.headers['x-ratelimit-remaining']).toBeUndefined();
    expect((await beacon(view)).statusCode).toBe(204);
    // The same /24 and browser family is the same visitor; another /24 or browser is another.
    expect((await beacon(view, { ip: '203.0.113.99' })).statusCode).toBe(204);
    expect((await beacon(view, { ip: '198.51.100.7' })).statusCode).toBe(204);
    expect((await beacon(view, { userAgent: PHONE })).statusCode).toBe(204);
    await beacon({ kind: 'pageview', page: '/privacy-policy' });
    await flush();
    expect(await daily(database.db, '/')).toMatchObject({ views: 5, visitors: 3 });
    expect(await daily(database.db, '/privacy-policy')).toMatchObject({ views: 1, visitors: 1 });
    const [row] = await rawRows<{ source: string; campaign: string; device: string }>(
      database.db,
      sql`SELECT source, campaign, device FROM analytics_daily WHERE page = '/' AND device = 'mobile'`,
    );
    expect(row).toEqual({ source: 'news', campaign: 'spring', device: 'mobile' });
    // No address anywhere: the events hold the key (64 hex digits), never the address.
    const events = await rawRows<Record<string, unknown>>(
      database.db,
      sql`SELECT * FROM analytics_events`,
    );
    expect(events).toHaveLength(6);
    expect(JSON.stringify(events)).not.toMatch(/203\.0\.113|198\.51\.100/);
    expect(events[0]?.visitor).toMatch(/^[0-9a-f]{64}$/);
  });

  it('takes application/json too, and counts the lead path by call to action', async () => {
    await clear();
    const cta = 'banner: Get Free Consultant';
    const json = await server.app.inject({
      method: 'POST',
      url: ANALYTICS_BEACON_PATH,
      remoteAddress: '203.0.113.7',
      headers: { 'user-agent': CHROME },
      payload: { kind: 'cta', page: '/', cta },
    });
    expect(json.statusCode).toBe(204);
    await beacon({ kind: 'form_shown', page: '/', cta });
    await beacon({ kind: 'form_submitted', page: '/', cta });
    await flush();
    const [row] = await rawRows<Record<string, number>>(
      database.db,
      sql`SELECT taps, forms_shown, forms_submitted FROM analytics_daily_cta WHERE cta = ${cta}`,
    );
    expect(row).toEqual({ taps: 1, forms_shown: 1, forms_submitted: 1 });
    expect(await daily(database.db, '/')).toMatchObject({ views: 0, visitors: 0, cta_taps: 1 });
  });

  it('does not count bots or prefetches', async () => {
    await clear();
    const view = { kind: 'pageview', page: '/' };
    const answers = [
      await beacon(view, { userAgent: 'Mozilla/5.0 (compatible; Googlebot/2.1)' }),
      await beacon(view, { userAgent: 'HeadlessChrome/131.0' }),
      await beacon(view, { userAgent: '' }),
      await beacon(view, { headers: { 'sec-purpose': 'prefetch;prerender' } }),
      await beacon(view, { headers: { purpose: 'prefetch' } }),
    ];
    expect(answers.map((a) => a.statusCode)).toEqual([204, 204, 204, 204, 204]);
    await flush();
    expect(await countOf(database.db, 'analytics_events')).toBe(0);
    expect(await countOf(database.db, 'analytics_daily')).toBe(0);
    expect(await countOf(database.db, 'analytics_daily_anonymous')).toBe(0);
  });

  it('counts Sec-GPC and DNT only in the anonymous daily total', async () => {
    await clear();
    await beacon({ kind: 'pageview', page: '/', utmSource: 'x' }, { headers: { 'sec-gpc': '1' } });
    await beacon({ kind: 'pageview', page: '/' }, { headers: { dnt: '1' } });
    await beacon({ kind: 'cta', page: '/', cta: 'x' }, { headers: { dnt: '1' } });
    await flush();
    expect(await countOf(database.db, 'analytics_events')).toBe(0);
    expect(await countOf(database.db, 'analytics_visitors')).toBe(0);
    expect(await countOf(database.db, 'analytics_daily')).toBe(0);
    const rows = await rawRows<Record<string, unknown>>(
      database.db,
      sql`SELECT * FROM analytics_daily_anonymous`,
    );
    expect(rows).toHaveLength(1);
    expect(Object.keys(rows[0] ?? {}).sort()).toEqual(['day', 'views']);
    expect(rows[0]?.views).toBe(2);
  });

  it('counts views of a page built from blocks while it is live (issue 44)', async () => {
    await clear();
    const view = { kind: 'pageview', page: '/for-schools' };
    expect((await beacon(view)).statusCode).toBe(400);
    const token = await adminToken(database.db);
    const made = await call(server.app, '/api/pages/create', {
      token,
      json: {
        slug: 'for-schools',
        title: 'For schools',
        seoTitle: '',
        seoDescription: '',
        blocks: '[]',
      },
    });
    expect(made.status).toBe(200);
    expect((await beacon(view)).statusCode).toBe(204);
    await flush();
    expect((await daily(database.db, '/for-schools'))?.views).toBe(1);
    const id = (made.body.data as { _id: string })._id;
    await call(server.app, '/api/pages/update', { token, json: { pageId: id, isActive: false } });
    expect((await beacon(view)).statusCode).toBe(400);
  });

  it('refuses a page the site does not serve, a bad body and one over 2 KB', async () => {
    await clear();
    const unknown = await beacon({ kind: 'pageview', page: '/wp-admin' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({
      success: false,
      msg: 'That page is not one of this site.',
    });
    expect((await beacon({ kind: 'pageview', page: '/?email=a@b.c' })).statusCode).toBe(400);
    expect((await beacon({ kind: 'scroll', page: '/' })).statusCode).toBe(400);
    expect((await beacon('not json')).statusCode).toBe(400);
    // Not inflated: the route runs no decompression, and no browser compresses a beacon.
    const encoded = await server.app.inject({
      method: 'POST',
      url: ANALYTICS_BEACON_PATH,
      headers: { 'content-type': 'text/plain', 'content-encoding': 'gzip', 'user-agent': CHROME },
      payload: gzipSync(JSON.stringify({ kind: 'pageview', page: '/' })),
    });
    expect(encoded.statusCode).toBe(400);
    const big = { kind: 'pageview', page: '/', utmCampaign: 'x'.repeat(2100) };
    const tooLarge = await beacon(big);
    expect(tooLarge.statusCode).toBe(413);
    const tooLargeJson = await server.app.inject({
      method: 'POST',
      url: ANALYTICS_BEACON_PATH,
      headers: { 'user-agent': CHROME },
      payload: big,
    });
    expect(tooLargeJson.statusCode).toBe(413);
    await flush();
    expect(await countOf(database.db, 'analytics_events')).toBe(0);
  });

  it('counts a stored lead from its own request, once (not a replay, not spam)', async () => {
    await clear();
    const lead = {
      ...baseLead,
      cta: 'header: Book a Demo',
      pagePath: '/',
      utmSource: 'news',
      utmCampaign: 'spring',
    };
    const send = (body: object, key: string) =>
      server.app.inject({
        method: 'POST',
        url: '/api/leads/create',
        remoteAddress: '203.0.113.7',
        headers: { 'user-agent': CHROME, 'idempotency-key': key },
        payload: body,
      });
    expect((await send(lead, 'analytics-lead-key-000000001')).statusCode).toBe(200);
    expect((await send(lead, 'analytics-lead-key-000000001')).statusCode).toBe(200);
    expect((await send({ ...lead, website: 'spam' }, 'analytics-lead-key-2')).statusCode).toBe(200);
    // Counted after the answer (never slowing the lead): wait for it.
    await expect
      .poll(async () => (await daily(database.db, '/'))?.leads, { timeout: 5000 })
      .toBe(1);
    const [cta] = await rawRows<{ leads: number; source: string }>(
      database.db,
      sql`SELECT leads, source FROM analytics_daily_cta WHERE cta = 'header: Book a Demo'`,
    );
    expect(cta).toEqual({ leads: 1, source: 'news' });
    expect(await countOf(database.db, 'analytics_events')).toBe(1);
  });
});

describe.each(databaseBackends())('two instances on one database ($name)', (backend) => {
  it('count one visitor once and every view, with one salt between them', async () => {
    const { database, dispose } = await backend.open();
    const one = await startTestApp({}, database);
    const two = await startTestApp({}, database);
    try {
      const send = (server: TestServer) =>
        server.app.inject({
          method: 'POST',
          url: ANALYTICS_BEACON_PATH,
          remoteAddress: '203.0.113.7',
          headers: { 'content-type': 'text/plain', 'user-agent': CHROME },
          payload: JSON.stringify({ kind: 'pageview', page: '/' }),
        });
      const answers = await Promise.all([send(one), send(two), send(one), send(two)]);
      expect(answers.map((answer) => answer.statusCode)).toEqual([204, 204, 204, 204]);
      await Promise.all([one.context.analytics.flush(), two.context.analytics.flush()]);
      expect(await daily(database.db, '/')).toMatchObject({ views: 4, visitors: 1 });
      expect(await countOf(database.db, 'analytics_salts')).toBe(1);
    } finally {
      await one.close();
      await two.close();
      await dispose();
    }
  });
});

describe.each(databaseBackends())('the beacon rate limit on $name', (backend) => {
  it('answers 429 past the limit per address, and other addresses still count', async () => {
    const { database, dispose } = await backend.open();
    const server = await startTestApp({ analytics: { rateLimit: 3 } }, database);
    try {
      const send = (ip: string) =>
        server.app.inject({
          method: 'POST',
          url: ANALYTICS_BEACON_PATH,
          remoteAddress: ip,
          headers: { 'content-type': 'text/plain', 'user-agent': CHROME },
          payload: JSON.stringify({ kind: 'pageview', page: '/' }),
        });
      const answers = [];
      for (let i = 0; i < 4; i += 1) answers.push(await send('192.0.2.1'));
      expect(answers.map((answer) => answer.statusCode)).toEqual([204, 204, 204, 429]);
      // The refusal says when to come back; the 204s carry no counts (docs/analytics.md).
      expect(answers[3]?.headers).toMatchObject({ 'retry-after': '60', 'x-ratelimit-limit': '3' });
      expect((await send('192.0.2.2')).statusCode).toBe(204);
    } finally {
      await server.close();
      await dispose();
    }
  });
});
