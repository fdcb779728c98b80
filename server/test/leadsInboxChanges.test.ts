import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiFailure, apiSuccess } from '@/sdk/schemas/envelope';
import { LeadRecord } from '@/sdk/schemas/lead';
import { BOM } from '../export/csv';
import type { Database } from '../db/database';
import { databaseBackends } from './backends';
import { parseCsv } from '@/test-support/csv';
import { adminToken } from './fixtures';
import { seedInbox } from './leadSeeds';
import { call } from './requests';
import type { Answer } from './requests';
import { startTestApp } from './testApp';
import type { TestServer } from './testApp';

const INBOX = ['/api/leads/getall', '/api/leads/update', '/api/leads/delete', '/api/leads/export'];

function expectRefused(answer: Answer, status: number) {
  expect(answer.status, JSON.stringify(answer.body)).toBe(status);
  expect(ApiFailure.parse(answer.body).msg.length).toBeGreaterThan(0);
}

describe.each(databaseBackends())('leads inbox changes on $name', (backend) => {
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

  const post = (url: string, json: unknown, withToken = token) =>
    call(server.app, url, { token: withToken, json });
  const exportCsv = (json: unknown) =>
    server.app.inject({
      method: 'POST',
      url: '/api/leads/export',
      headers: { 'x-admin-token': token, 'content-type': 'application/json' },
      payload: JSON.stringify(json),
    });

  it('sets the status and the note, together or apart, and answers the lead', async () => {
    const both = await post('/api/leads/update', {
      leadId: 'l1',
      status: 'contacted',
      note: 'Called on Monday, <b>keen</b>',
    });
    expect(apiSuccess(LeadRecord).parse(both.body).data).toMatchObject({
      _id: 'l1',
      status: 'contacted',
      note: 'Called on Monday, <b>keen</b>',
      name: 'Ravi Kumar',
    });
    const statusOnly = await post('/api/leads/update', { leadId: 'l1', status: 'qualified' });
    expect(statusOnly.body.data).toMatchObject({
      status: 'qualified',
      note: 'Called on Monday, <b>keen</b>',
    });
    const noteOnly = await post('/api/leads/update', { leadId: 'l1', note: 'Demo on Friday' });
    expect(noteOnly.body.data).toMatchObject({ status: 'qualified', note: 'Demo on Friday' });
    // Issue 38: notes are a timeline, so '' adds nothing and clears nothing.
    const empty = await post('/api/leads/update', { leadId: 'l1', note: '' });
    expect(empty.body.data).toMatchObject({ status: 'qualified', note: 'Demo on Friday' });
  });

  it('deletes a lead and answers its id; it is gone after', async () => {
    const answer = await post('/api/leads/delete', { leadId: 'l6' });
    expect(answer).toMatchObject({ status: 200, body: { success: true, data: { _id: 'l6' } } });
    expectRefused(await post('/api/leads/delete', { leadId: 'l6' }), 404);
    const page = await post('/api/leads/getall', {});
    expect((page.body.data as { total: number }).total).toBe(5);
  });

  it.each([
    ['/api/leads/update', { leadId: 'nope', status: 'new' }],
    ['/api/leads/update', { leadId: "' OR 1=1 --", note: 'x' }],
    ['/api/leads/delete', { leadId: '../../etc/passwd' }],
  ])('%s: unknown id answers 404', async (url, body) => {
    expectRefused(await post(url, body), 404);
  });

  it.each([
    ['/api/leads/getall', { page: 'two' }],
    ['/api/leads/getall', { pageSize: 1000 }],
    ['/api/leads/getall', { status: 'won', search: 3 }],
    ['/api/leads/getall', { from: 'yesterday' }],
    ['/api/leads/getall', { from: '2026-11-03', to: '2026-11-01' }],
    ['/api/leads/getall', [1, 2]],
    ['/api/leads/update', {}],
    ['/api/leads/update', { leadId: 'l2' }],
    ['/api/leads/update', { leadId: 5, status: 'contacted' }],
    ['/api/leads/update', { leadId: 'l2', status: 'lost' }],
    ['/api/leads/update', { leadId: 'l2', note: 'x'.repeat(5001) }],
    ['/api/leads/delete', {}],
    ['/api/leads/delete', { leadId: { $ne: null } }],
    ['/api/leads/export', { status: 'all' }],
  ])('%s: %j answers 400 with a msg', async (url, body) => {
    expectRefused(await post(url, body), 400);
  });

  it.each(INBOX)('%s: refuses malformed JSON with 400', async (url) => {
    expectRefused(await call(server.app, url, { token, raw: '{"page": ' }), 400);
  });

  it.each(INBOX)('%s: no token, an unknown or an expired one answer 401', async (url) => {
    expectRefused(await call(server.app, url, { json: {} }), 401);
    expectRefused(await post(url, {}, 'not-a-token'), 401);
    expectRefused(await post(url, {}, await adminToken(database.db, -1)), 401);
  });

  it('exports every lead of the filter (not one page) as a CSV attachment', async () => {
    // Earlier tests deleted l6 and made l1 qualified; paging fields are ignored by the export.
    const response = await exportCsv({ page: 1, pageSize: 1 });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="leads-exported-\d{4}-\d{2}-\d{2}-IST\.csv"$/,
    );
    expect([...response.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const [header, ...rows] = parseCsv(response.body.slice(BOM.length));
    expect(header?.slice(0, 3)).toEqual([
      'Received UTC (ISO 8601)',
      'Received India time (IST)',
      'Name',
    ]);
    expect(rows.map((r) => r.at(-1))).toEqual(['l5', 'l4', 'l3', 'l2', 'l1']);
    const filtered = parseCsv((await exportCsv({ status: 'new' })).body.slice(BOM.length));
    expect(filtered.slice(1).map((r) => r[2])).toEqual(['प्रिया शर्मा']);
  });

  it('keeps a hostile 5,000-character lead intact and harmless through the API', async () => {
    const message =
      `=HYPERLINK("http://evil.example","click"), "quoted",\r\nline two\n${'x'.repeat(5000)}`.slice(
        0,
        5000,
      );
    const created = await call(server.app, '/api/leads/create', {
      json: { name: '@Asha, "A"', email: 'asha@school.in', mobile: '9876543210', message },
    });
    expect(created.status).toBe(200);
    const id = (created.body.data as { _id: string })._id;
    const response = await exportCsv({ search: 'evil.example' });
    const [, row, ...rest] = parseCsv(response.body.slice(BOM.length));
    expect(rest).toEqual([]);
    expect(row?.at(-1)).toBe(id);
    expect(row?.[2]).toBe('\'@Asha, "A"');
    expect(row?.[5]).toBe(`'${message}`);
    expect(row?.[5]).toHaveLength(5001);
  });
});
