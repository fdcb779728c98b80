import { PassThrough } from 'node:stream';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { ANALYTICS_BEACON_PATH } from '@/sdk/schemas/analytics';
import type { FastifyRequest } from 'fastify';
import { writeBatch } from '../analytics/analyticsBatch';
import { analyticsService } from '../analytics/analyticsService';
import { analyticsDay } from '../analytics/analyticsDay';
import type { AnalyticsEvent } from '../analytics/analyticsStore';
import { openDatabase } from '../db/database';
import type { Database } from '../db/database';
import { rawRows } from '../db/rawRows';
import type { RequestsInFlight } from '../http/requestsInFlight';
import { startTestApp } from './testApp';
import type { TestServer } from './testApp';

// On PGlite the beacons' batches run on the event loop's thread: a part started while a lead or a
// page is being answered makes it wait. Requests first (http/requestsInFlight.ts): a batch starts
// between requests and gives way to one that arrives, before it reaches the database.

const views = (n: number): AnalyticsEvent[] =>
  Array.from({ length: n }, (_, i) => ({
    kind: 'pageview',
    day: analyticsDay(new Date()),
    page: '/',
    device: 'mobile',
    visitor: `visitor-${i % 50}`,
  }));

const lead = JSON.stringify({
  name: 'Asha Rao',
  email: 'asha@school.in',
  mobile: '9876543210',
  message: 'Held open',
});

/** A request whose body has not all arrived: being answered until `finish` sends the rest. */
function heldRequest(server: TestServer, url: string, contentType: string, body: string) {
  const stream = new PassThrough();
  stream.write(body.slice(0, 10));
  const answer = server.app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': contentType, 'content-length': String(body.length) },
    payload: stream,
  });
  const finish = async () => {
    if (!stream.writableEnded) stream.end(body.slice(10));
    return answer;
  };
  // A test that failed while holding it still lets it go: the next test starts with none.
  onTestFinished(async () => void (await finish()));
  return { finish };
}
const heldLead = (server: TestServer) =>
  heldRequest(server, '/api/leads/create', 'application/json', lead);

// Page views only: each held lead also writes its own count, a 'lead' event.
const storedViews = (db: Database['db']) =>
  rawRows<{ n: number }>(
    db,
    sql`SELECT count(*)::int AS n FROM analytics_events WHERE kind = 'pageview'`,
  ).then(([row]) => row?.n);
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('beacon batches give way to requests on PGlite', () => {
  let database: Database;
  let server: TestServer;
  beforeAll(async () => {
    database = await openDatabase({ kind: 'pglite', dataDir: null });
    server = await startTestApp({}, database);
    // The first request runs the jobs' first looks; they are not what these tests watch.
    await server.app.inject({ method: 'GET', url: '/api/health' });
  });
  afterAll(async () => {
    await server.close();
    await database.close();
  });
  // What the buffer holds from an earlier test (the beacon's view) is written before the slate is
  // cleaned, and no request is left being answered.
  const clear = async () => {
    await server.context.analytics.flush();
    await database.db.execute(sql`TRUNCATE analytics_events, analytics_daily`);
    expect(server.context.requests.busy()).toBe(false);
  };

  it('counts a request from its arrival to its answer, and not the beacon', async () => {
    const { requests } = server.context;
    expect(requests.busy()).toBe(false);
    const beacon = heldRequest(
      server,
      ANALYTICS_BEACON_PATH,
      'text/plain',
      JSON.stringify({ kind: 'pageview', page: '/' }),
    );
    await pause(20);
    expect(requests.busy()).toBe(false);
    const held = heldLead(server);
    await pause(20);
    expect(requests.busy()).toBe(true);
    expect((await held.finish()).statusCode).toBe(200);
    expect((await beacon.finish()).statusCode).toBe(204);
    expect(requests.busy()).toBe(false);
  });

  it('starts a batch only once no request is being answered', async () => {
    await clear();
    const held = heldLead(server);
    await pause(20);
    const batch = writeBatch(
      database.db,
      { events: views(300), anonymous: new Map() },
      {
        requests: server.context.requests,
        requestsWaitMs: 60_000,
      },
    );
    await pause(100);
    expect(await storedViews(database.db)).toBe(0);
    expect((await held.finish()).statusCode).toBe(200);
    await batch;
    expect(await storedViews(database.db)).toBe(300);
  });

  it('commits what it wrote and waits when a request arrives between two parts', async () => {
    await clear();
    const batch = writeBatch(
      database.db,
      { events: views(3000), anonymous: new Map() },
      {
        requests: server.context.requests,
        requestsWaitMs: 60_000,
      },
    );
    await new Promise((resolve) => setImmediate(resolve));
    const held = heldLead(server);
    await pause(100);
    const during = await storedViews(database.db);
    // Some parts committed, then nothing more while the lead is being answered.
    expect(during).toBeGreaterThan(0);
    expect(during).toBeLessThan(3000);
    await pause(50);
    expect(await storedViews(database.db)).toBe(during);
    expect((await held.finish()).statusCode).toBe(200);
    await batch;
    expect(await storedViews(database.db)).toBe(3000);
  });
});

describe('a flush somebody waits for', () => {
  it('is not held by the request it is made from (the conversion report flushes in its own)', async () => {
    const database = await openDatabase({ kind: 'pglite', dataDir: null });
    // A request being answered that never ends: a batch written in the background would wait.
    const forever: RequestsInFlight = { busy: () => true, idle: () => new Promise(() => {}) };
    const service = analyticsService(database.db, {
      log: { warn: () => {}, error: () => {} },
      bufferMax: 1_000,
      requests: forever,
    });
    const visitor = (i: number) =>
      ({
        headers: { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0.0.0 Safari/537.36' },
        ip: `10.0.${i}.1`,
        siteOrigin: 'http://localhost',
      }) as unknown as FastifyRequest;
    for (let i = 0; i < 250; i++) await service.beacon(visitor(i), { kind: 'pageview', page: '/' });
    await service.flush();
    expect(await storedViews(database.db)).toBe(250);
    await service.close();
    await database.close();
  });
});
