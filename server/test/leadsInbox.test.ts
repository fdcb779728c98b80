import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiSuccess } from '@/sdk/schemas/envelope';
import { LeadPage } from '@/sdk/schemas/lead';
import { leadConditions } from '../data/leadFilter';
import type { Database } from '../db/database';
import { rawRows } from '../db/rawRows';
import { databaseBackends } from './backends';
import { adminToken } from './fixtures';
import { seedInbox } from './leadSeeds';
import { call } from './requests';
import { startTestApp } from './testApp';
import type { TestServer } from './testApp';

describe.each(databaseBackends())('leads inbox on $name', (backend) => {
  let database: Database;
  let dispose: () => Promise<void>;
  let server: TestServer;
  let token: string;

  beforeAll(async () => {
    ({ database, dispose } = await backend.open());
    server = await startTestApp({}, database);
    await seedInbox(database.db);
    token = await adminToken(database.db);
  });
  afterAll(async () => {
    await server.close();
    await dispose();
  });

  const list = async (query: Record<string, unknown> = {}) => {
    const answer = await call(server.app, '/api/leads/getall', { token, json: query });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.headers['cache-control']).toBe('no-store');
    return apiSuccess(LeadPage).parse(answer.body).data;
  };
  const ids = async (query: Record<string, unknown> = {}) =>
    (await list(query)).items.map((l) => l._id);

  it('lists newest first with the total, 25 a page by default', async () => {
    const page = await list();
    expect(page.items.map((l) => l._id)).toEqual(['l6', 'l5', 'l4', 'l3', 'l2', 'l1']);
    expect(page).toMatchObject({ total: 6, page: 1, pageSize: 25 });
  });

  it('pages without repeating or skipping a lead', async () => {
    const pages = [await list({ pageSize: 4 }), await list({ pageSize: 4, page: 2 })];
    expect(pages.map((p) => p.items.map((l) => l._id))).toEqual([
      ['l6', 'l5', 'l4', 'l3'],
      ['l2', 'l1'],
    ]);
    expect(pages.map((p) => p.total)).toEqual([6, 6]);
    expect(await list({ page: 9, pageSize: 4 })).toMatchObject({ items: [], total: 6, page: 9 });
  });

  it.each([
    ['ravi', ['l1']],
    ['meera@example', ['l2']],
    ['70123', ['l3']],
    ['QUOTE, "URGENT', ['l6']],
    ['प्रिया', ['l5']],
    ['   ', ['l6', 'l5', 'l4', 'l3', 'l2', 'l1']],
  ])('searches name, email, mobile and message for %j', async (search, expected) => {
    expect(await ids({ search })).toEqual(expected);
  });

  it('takes % and _ literally, not as wildcards', async () => {
    expect(await ids({ search: '100%' })).toEqual(['l1']);
    expect(await ids({ search: '%' })).toEqual(['l1']);
    expect(await ids({ search: 'file_name' })).toEqual(['l4']);
    expect(await ids({ search: '_' })).toEqual(['l4']);
    expect(await ids({ search: '\\' })).toEqual([]);
  });

  // At 100,000 leads, reading every lead for a search took 360 ms (docs/performance.md).
  it('finds a search through the trigram index, not by reading every lead', async () => {
    const plan = await database.db.transaction(async (tx) => {
      // Six leads are read fastest whole; the question is whether the index can answer at all.
      await tx.execute(sql`SET LOCAL enable_seqscan = off`);
      const where = leadConditions({ search: 'ravi' });
      return rawRows<Record<string, string>>(tx, sql`EXPLAIN SELECT id FROM leads WHERE ${where}`);
    });
    expect(plan.flatMap((row) => Object.values(row)).join('\n')).toContain('leads_search_trgm_idx');
  });

  it('filters by day: a bare `to` day includes all of it', async () => {
    expect(await ids({ from: '2026-11-02', to: '2026-11-02' })).toEqual(['l4', 'l3']);
    expect(await ids({ from: '2026-11-03' })).toEqual(['l6', 'l5']);
    expect(await ids({ to: '2026-11-01' })).toEqual(['l2', 'l1']);
  });

  it('filters by instant, with offsets, inclusive at both ends', async () => {
    // 2026-11-02T17:30+05:30 is 12:00 UTC (l3); 2026-11-03T05:29:59+05:30 is 23:59:59 UTC (l4).
    const range = { from: '2026-11-02T17:30:00+05:30', to: '2026-11-03T05:29:59+05:30' };
    expect(await ids(range)).toEqual(['l4', 'l3']);
  });

  it('filters by status and combines every filter', async () => {
    expect(await ids({ status: 'new' })).toEqual(['l6', 'l5', 'l1']);
    expect(await ids({ status: 'contacted', search: 'meera', from: '2026-11-01' })).toEqual(['l2']);
    expect(await list({ status: 'closed', search: 'ravi' })).toMatchObject({ items: [], total: 0 });
  });
});
