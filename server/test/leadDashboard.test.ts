import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiSuccess } from '@/sdk/schemas/envelope';
import { LeadDashboard } from '@/sdk/schemas/leadDashboard';
import { leadDashboard } from '../data/leadDashboard';
import type { Database } from '../db/database';
import { databaseBackends } from './backends';
import { adminToken } from './fixtures';
import { seedLead } from './leadSeeds';
import { call } from './requests';
import { startTestApp } from './testApp';
import type { TestServer } from './testApp';

// 10:00 in India on 21 Nov 2026.
const NOW = new Date('2026-11-21T04:30:00Z');

describe.each(databaseBackends())('lead dashboard on $name', (backend) => {
  let database: Database;
  let dispose: () => Promise<void>;
  let server: TestServer;

  beforeAll(async () => {
    ({ database, dispose } = await backend.open());
    server = await startTestApp({}, database);
    const db = database.db;
    // Today in India began at 2026-11-20T18:30Z: the first lead is today, the second yesterday.
    await seedLead(db, 't1', '2026-11-20T18:30:00Z', { utmSource: 'newsletter', cta: 'banner' });
    await seedLead(db, 'y1', '2026-11-20T18:29:59Z', { utmSource: 'newsletter', status: 'closed' });
    await seedLead(db, 'w1', '2026-11-15T06:00:00Z', { utmCampaign: 'spring', cta: 'banner' });
    // 29 days before today: still in the last 30 days; 30 days before: only in 90.
    await seedLead(db, 'm1', '2026-10-23T06:00:00Z', { utmSource: 'google', status: 'qualified' });
    await seedLead(db, 'q1', '2026-10-22T06:00:00Z', { utmSource: 'google' });
    await seedLead(db, 'old', '2025-01-01T06:00:00Z', { utmSource: 'google' });
    // Ten more sources on one day, so the breakdown names the top eight and sums the rest.
    for (let i = 0; i < 10; i++) {
      await seedLead(db, `s${i}`, '2026-11-10T06:00:00Z', { utmSource: `source-${i}` });
    }
  });
  afterAll(async () => {
    await server.close();
    await dispose();
  });

  it('counts today, the last 7 days, the range and all time in India days', async () => {
    const dashboard = await leadDashboard(database.db, 30, NOW);
    expect(dashboard).toMatchObject({ days: 30, from: '2026-10-23', to: '2026-11-21' });
    expect(dashboard.totals).toEqual({ today: 1, last7Days: 3, inRange: 14, allTime: 16 });
  });

  it('has every day of the range, with zeros, in order', async () => {
    const { perDay } = await leadDashboard(database.db, 30, NOW);
    expect(perDay).toHaveLength(30);
    expect(perDay[0]).toEqual({ day: '2026-10-23', count: 1 });
    expect(perDay.at(-1)).toEqual({ day: '2026-11-21', count: 1 });
    expect(perDay.find((d) => d.day === '2026-11-20')?.count).toBe(1);
    expect(perDay.find((d) => d.day === '2026-11-10')?.count).toBe(10);
    expect(perDay.filter((d) => d.count === 0)).toHaveLength(25);
    expect(perDay.reduce((sum, d) => sum + d.count, 0)).toBe(14);
  });

  it('names the top sources biggest first (unknown as null) and sums the rest', async () => {
    const { bySource, byCampaign, byCta } = await leadDashboard(database.db, 30, NOW);
    expect(bySource.top).toHaveLength(8);
    expect(bySource.top.slice(0, 2)).toEqual([
      { value: 'newsletter', count: 2 },
      { value: 'google', count: 1 },
    ]);
    // Ties: the unknown source (w1) sorts after the named ones with the same count.
    expect(bySource.top.map((s) => s.value)).not.toContain(null);
    expect(bySource.otherCount).toBe(14 - 2 - 7);
    expect(byCampaign).toEqual({
      top: [
        { value: null, count: 13 },
        { value: 'spring', count: 1 },
      ],
      otherCount: 0,
    });
    expect(byCta.top).toEqual([
      { value: null, count: 12 },
      { value: 'banner', count: 2 },
    ]);
  });

  it('counts every status, zeros included, over the 90-day range', async () => {
    const dashboard = await leadDashboard(database.db, 90, NOW);
    expect(dashboard.totals.inRange).toBe(15);
    expect(dashboard.perDay).toHaveLength(90);
    expect(dashboard.byStatus).toEqual([
      { value: 'new', count: 13 },
      { value: 'contacted', count: 0 },
      { value: 'qualified', count: 1 },
      { value: 'closed', count: 1 },
    ]);
  });

  it('answers admins only, through the API, with the sdk schema', async () => {
    const denied = await call(server.app, '/api/leads/dashboard', { json: {} });
    expect(denied.status).toBe(401);
    const token = await adminToken(database.db);
    const answer = await call(server.app, '/api/leads/dashboard', { token, json: { days: 90 } });
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(apiSuccess(LeadDashboard).parse(answer.body).data.totals.allTime).toBe(16);
    const bad = await call(server.app, '/api/leads/dashboard', { token, json: { days: 7 } });
    expect(bad).toMatchObject({ status: 400, body: { msg: 'Choose 30 or 90 days.' } });
  });
});
