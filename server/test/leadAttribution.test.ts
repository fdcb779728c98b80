import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiSuccess } from '@/sdk/schemas/envelope';
import { LeadPage, LeadRecord } from '@/sdk/schemas/lead';
import type { Database } from '../db/database';
import { rawRows } from '../db/rawRows';
import { databaseBackends } from './backends';
import { parseCsv } from '@/test-support/csv';
import { adminToken } from './fixtures';
import { baseLead, seedLead } from './leadSeeds';
import { call } from './requests';
import { startTestApp } from './testApp';
import type { TestServer } from './testApp';

const attribution = {
  cta: 'banner: Get Free Consultant',
  pagePath: '/privacy-policy',
  utmSource: 'newsletter',
  utmMedium: 'email',
  utmCampaign: 'spring',
  utmTerm: 'lms software',
  utmContent: 'hero',
  referrerHost: 'mail.example.com',
};

describe.each(databaseBackends())('lead attribution on $name', (backend) => {
  let database: Database;
  let dispose: () => Promise<void>;
  let server: TestServer;
  let token: string;

  beforeAll(async () => {
    ({ database, dispose } = await backend.open());
    server = await startTestApp({}, database);
    token = await adminToken(database.db);
    await seedLead(database.db, 'a1', '2026-11-01T09:00:00Z', { utmSource: 'google', cta: 'x' });
    await seedLead(database.db, 'a2', '2026-11-02T09:00:00Z', {
      utmSource: 'newsletter',
      utmCampaign: 'autumn',
      cta: 'header: Book a Demo',
    });
  });
  afterAll(async () => {
    await server.close();
    await dispose();
  });

  const create = (body: unknown) => call(server.app, '/api/leads/create', { json: body });
  const ids = async (query: Record<string, unknown>) => {
    const answer = await call(server.app, '/api/leads/getall', { token, json: query });
    return apiSuccess(LeadPage)
      .parse(answer.body)
      .data.items.map((l) => l._id);
  };

  it('stores the call to action, page, UTM parameters and referrer host with the lead', async () => {
    const answer = await create({ ...baseLead, ...attribution });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const { data } = apiSuccess(LeadRecord).parse(answer.body);
    expect(data).toMatchObject(attribution);
    expect(await ids({ source: 'newsletter', campaign: 'spring' })).toEqual([data._id]);
  });

  it('keeps a lead without attribution, with every part null', async () => {
    const { data } = apiSuccess(LeadRecord).parse((await create(baseLead)).body);
    expect(data).toMatchObject({ cta: null, pagePath: null, utmSource: null, referrerHost: null });
  });

  it.each([
    [{ utmCampaign: 'x'.repeat(201) }, 'Keep the utm_campaign under 200 characters.'],
    [{ cta: 'y'.repeat(101) }, 'Keep the call to action under 100 characters.'],
    [{ pagePath: '/?email=a@b.co' }, 'The page path must start with / and have no query.'],
    [{ referrerHost: 'https://evil.example/path' }, 'The referrer must be a host name.'],
    [{ utmSource: 'a\nb' }, 'The utm_source has characters that are not allowed.'],
    [{ utmMedium: 42 }, undefined],
  ])('refuses bad attribution %o with a clear message', async (bad, message) => {
    const answer = await create({ ...baseLead, ...bad });
    expect(answer.status).toBe(400);
    if (message) expect(answer.body.msg).toBe(message);
  });

  it('filters the inbox by source, campaign and call to action (exact values)', async () => {
    expect(await ids({ source: 'google' })).toEqual(['a1']);
    expect(await ids({ source: 'newsletter', campaign: 'autumn' })).toEqual(['a2']);
    expect(await ids({ cta: 'header: Book a Demo' })).toEqual(['a2']);
    expect(await ids({ source: 'Google' })).toEqual([]);
    expect(await ids({ cta: 'x', source: 'newsletter' })).toEqual([]);
  });

  it('exports the attribution columns for the filtered leads', async () => {
    const answer = await server.app.inject({
      method: 'POST',
      url: '/api/leads/export',
      headers: { 'x-admin-token': token, 'content-type': 'application/json' },
      payload: JSON.stringify({ cta: 'header: Book a Demo' }),
    });
    const [header, ...rows] = parseCsv(answer.body.slice(1));
    const lead = Object.fromEntries(header!.map((column, i) => [column, rows[0]![i]]));
    expect(rows).toHaveLength(1);
    expect(lead).toMatchObject({
      'Call to action': 'header: Book a Demo',
      Source: 'newsletter',
      Campaign: 'autumn',
      Medium: '',
      ID: 'a2',
    });
  });

  it('keeps no IP address with a lead: no such column, no address in any value', async () => {
    const columns = await rawRows<{ column_name: string }>(
      database.db,
      sql`SELECT column_name FROM information_schema.columns WHERE table_name = 'leads'`,
    );
    const names = columns.map((r) => r.column_name);
    expect(names).toContain('utm_source');
    expect(names.filter((n) => /ip|addr|remote|agent/i.test(n))).toEqual([]);
    const rows = await rawRows<{ json: string }>(
      database.db,
      sql`SELECT row_to_json(leads)::text AS json FROM leads`,
    );
    const text = rows.map((r) => r.json).join();
    expect(text).toContain('newsletter');
    expect(text).not.toContain('127.0.0.1');
  });
});
