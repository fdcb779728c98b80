import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConversionMessages, ConversionReport } from '@/sdk/schemas/conversion';
import { apiSuccess } from '@/sdk/schemas/envelope';
import { recordAnonymousView, recordEvent } from '../analytics/analyticsStore';
import type { AnalyticsEvent } from '../analytics/analyticsStore';
import type { Database } from '../db/database';
import { databaseBackends } from './backends';
import { roleToken } from './fixtures';
import { call } from './requests';
import { startTestApp } from './testApp';
import type { TestServer } from './testApp';

const URL = '/api/analytics/conversion';
type Seed = Partial<AnalyticsEvent> & Pick<AnalyticsEvent, 'kind' | 'day' | 'visitor'>;

// Seeded through the store's own write function (what the beacon and the lead intake call), so
// the roll-ups hold what real events would leave there.
const seed = (db: Database['db'], e: Seed) =>
  recordEvent(db, { page: '/', device: 'desktop', ...e });

describe.each(databaseBackends())('the conversion report on $name', (backend) => {
  let database: Database;
  let dispose: () => Promise<void>;
  let server: TestServer;
  let token: string;

  const read = async (json: unknown, as = token) => {
    const answer = await call(server.app, URL, { token: as, json });
    return {
      ...answer,
      report: answer.status === 200 ? apiSuccess(ConversionReport).parse(answer.body).data : null,
    };
  };

  beforeAll(async () => {
    ({ database, dispose } = await backend.open());
    server = await startTestApp({}, database);
    const db = database.db;
    token = await roleToken(db, 'sales');
    // The range 2026-11-10..11-12: three visitors on / from a newsletter (two on a phone), one on
    // /pricing direct; a tap, a form and a lead on / through the hero's button.
    for (const v of ['a', 'b'])
      await seed(db, {
        kind: 'pageview',
        day: '2026-11-10',
        visitor: v,
        device: 'mobile',
        utmSource: 'newsletter',
        utmCampaign: 'spring',
      });
    await seed(db, {
      kind: 'pageview',
      day: '2026-11-10',
      visitor: 'a',
      device: 'mobile',
      utmSource: 'newsletter',
      utmCampaign: 'spring',
    });
    await seed(db, { kind: 'pageview', day: '2026-11-12', visitor: 'c', utmSource: 'newsletter' });
    await seed(db, { kind: 'pageview', day: '2026-11-11', visitor: 'd', page: '/pricing' });
    await seed(db, {
      kind: 'cta',
      day: '2026-11-10',
      visitor: 'a',
      cta: 'Book a demo',
      device: 'mobile',
      utmSource: 'newsletter',
      utmCampaign: 'spring',
    });
    await seed(db, {
      kind: 'cta',
      day: '2026-11-11',
      visitor: 'd',
      cta: 'Pricing help',
      page: '/pricing',
    });
    await seed(db, {
      kind: 'cta',
      day: '2026-11-11',
      visitor: 'e',
      cta: 'Pricing help',
      page: '/pricing',
    });
    await seed(db, {
      kind: 'form_shown',
      day: '2026-11-10',
      visitor: 'a',
      cta: 'Book a demo',
      device: 'mobile',
      utmSource: 'newsletter',
      utmCampaign: 'spring',
    });
    await seed(db, {
      kind: 'lead',
      day: '2026-11-10',
      visitor: 'a',
      cta: 'Book a demo',
      device: 'mobile',
      utmSource: 'newsletter',
      utmCampaign: 'spring',
    });
    // The period before (11-07..11-09): two visitors, no lead. Outside both: ignored.
    await seed(db, { kind: 'pageview', day: '2026-11-09', visitor: 'x' });
    await seed(db, { kind: 'pageview', day: '2026-11-07', visitor: 'y' });
    await seed(db, { kind: 'pageview', day: '2026-11-06', visitor: 'z' });
    await seed(db, { kind: 'pageview', day: '2026-11-13', visitor: 'z' });
    await recordAnonymousView(db, '2026-11-11');
    await recordAnonymousView(db, '2026-11-11');
    await recordAnonymousView(db, '2026-11-20');
  });
  afterAll(async () => {
    await server.close();
    await dispose();
  });

  it('sums the range and the same number of days before it', async () => {
    const { status, report, headers } = await read({ from: '2026-11-10', to: '2026-11-12' });
    expect(status).toBe(200);
    expect(headers['cache-control']).toMatch(/no-store/);
    expect(report).toMatchObject({
      from: '2026-11-10',
      to: '2026-11-12',
      days: 3,
      anonymousViews: 2,
    });
    expect(report?.totals).toEqual({
      visitors: 4,
      views: 5,
      ctaTaps: 3,
      formsShown: 1,
      leads: 1,
      conversionRate: 0.25,
    });
    expect(report?.previous).toEqual({
      from: '2026-11-07',
      to: '2026-11-09',
      visitors: 2,
      views: 2,
      ctaTaps: 0,
      formsShown: 0,
      leads: 0,
      conversionRate: 0,
    });
  });

  it('draws the funnel with each step rated on the one before', async () => {
    const { report } = await read({ from: '2026-11-10', to: '2026-11-12' });
    expect(report?.funnel).toEqual([
      { step: 'visitors', count: 4, rate: null },
      { step: 'ctaTaps', count: 3, rate: 0.75 },
      { step: 'formsShown', count: 1, rate: 1 / 3 },
      { step: 'leads', count: 1, rate: 1 },
    ]);
  });

  it('breaks down by page, source, campaign, device and call to action, biggest first', async () => {
    const { report } = await read({ from: '2026-11-10', to: '2026-11-12' });
    expect(report?.byPage).toEqual([
      { key: '/', visitors: 3, leads: 1, conversionRate: 1 / 3 },
      { key: '/pricing', visitors: 1, leads: 0, conversionRate: 0 },
    ]);
    expect(report?.bySource.map((r) => [r.key, r.visitors])).toEqual([
      ['newsletter', 3],
      ['', 1],
    ]);
    expect(report?.byCampaign.map((r) => [r.key, r.visitors, r.leads])).toEqual([
      ['spring', 2, 1],
      ['', 2, 0],
    ]);
    expect(report?.byDevice.map((r) => [r.key, r.visitors])).toEqual([
      ['mobile', 2],
      ['desktop', 2],
    ]);
    expect(report?.byCta).toEqual([
      { key: 'Pricing help', taps: 2, formsShown: 0, leads: 0 },
      { key: 'Book a demo', taps: 1, formsShown: 1, leads: 1 },
    ]);
  });

  it('answers zeros for a range without visits, with no division by zero', async () => {
    const { report } = await read({ from: '2025-01-01', to: '2025-01-01' });
    expect(report?.totals).toEqual({
      visitors: 0,
      views: 0,
      ctaTaps: 0,
      formsShown: 0,
      leads: 0,
      conversionRate: 0,
    });
    expect(report?.previous).toMatchObject({ from: '2024-12-31', to: '2024-12-31', visitors: 0 });
    expect(report?.funnel.map((s) => s.rate)).toEqual([null, null, null, null]);
    expect(report).toMatchObject({ byPage: [], bySource: [], byCta: [], anonymousViews: 0 });
  });

  it.each([
    [{ from: '2026-11-10' }, ConversionMessages.to],
    [{ from: '10/11/2026', to: '2026-11-12' }, ConversionMessages.from],
    [{ from: '2026-11-12', to: '2026-11-10' }, ConversionMessages.order],
    [{ from: '2025-01-01', to: '2026-01-02' }, ConversionMessages.tooLong],
  ])('refuses %o with a 400 naming the field', async (json, message) => {
    const { status, body } = await read(json);
    expect(status).toBe(400);
    expect(body.msg).toBe(message);
  });

  it('takes a year of 366 days', async () => {
    expect((await read({ from: '2024-01-01', to: '2024-12-31' })).report?.days).toBe(366);
  });

  it('is for the leads team: 401 without a token, 403 for an editor, 200 for an admin', async () => {
    expect(
      (await call(server.app, URL, { json: { from: '2026-11-10', to: '2026-11-12' } })).status,
    ).toBe(401);
    const editor = await roleToken(database.db, 'editor');
    expect((await read({ from: '2026-11-10', to: '2026-11-12' }, editor)).status).toBe(403);
    const admin = await roleToken(database.db, 'admin');
    expect((await read({ from: '2026-11-10', to: '2026-11-12' }, admin)).status).toBe(200);
  });
});
