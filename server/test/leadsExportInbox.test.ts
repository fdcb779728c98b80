import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseCsv } from '@/test-support/csv';
import { BOM } from '../export/csv';
import type { Database } from '../db/database';
import { databaseBackends } from './backends';
import { adminToken, signedInUser } from './fixtures';
import type { SignedInUser } from './fixtures';
import { baseLead } from './leadSeeds';
import { call } from './requests';
import { startTestApp } from './testApp';
import type { TestServer } from './testApp';

// Issue 46 item 4: the CSV export carries the inbox's data (contact, owner, follow-up, status in
// words, the contact's latest note), still a BOM-led file with India time beside UTC.

describe.each(databaseBackends())('the leads export with the inbox data on $name', (backend) => {
  let database: Database;
  let dispose: () => Promise<void>;
  let server: TestServer;
  let token: string;
  let sales: SignedInUser;

  beforeAll(async () => {
    ({ database, dispose } = await backend.open());
    server = await startTestApp({}, database);
    token = await adminToken(database.db);
    sales = await signedInUser(database.db, 'meera', { role: 'sales' });
  });
  afterAll(async () => {
    await server.close();
    await dispose();
  });

  const post = (url: string, json: unknown, as = token) =>
    call(server.app, url, { token: as, json });

  async function exported(filter: unknown): Promise<Record<string, string>[]> {
    const answer = await server.app.inject({
      method: 'POST',
      url: '/api/leads/export',
      headers: { 'x-admin-token': token, 'content-type': 'application/json' },
      payload: JSON.stringify(filter),
    });
    expect(answer.body.startsWith(BOM)).toBe(true);
    const [header, ...rows] = parseCsv(answer.body.slice(BOM.length));
    return rows.map((row) => Object.fromEntries(header!.map((column, i) => [column, row[i]!])));
  }

  it('gives each lead its contact, owner, follow-up, status in words and latest note', async () => {
    const created = await post('/api/leads/create', baseLead, '');
    const { _id: leadId } = created.body.data as { _id: string };
    const [lead] = (
      (await post('/api/leads/getall', { search: baseLead.email })).body.data as {
        items: { contactId: string }[];
      }
    ).items;
    const contactId = lead!.contactId;
    await post('/api/leads/update', { leadId, status: 'contacted', note: 'Called once.' });
    expect(
      (
        await post('/api/contacts/update', {
          contactId,
          ownerId: sales.id,
          nextFollowUp: '2026-12-07',
        })
      ).status,
    ).toBe(200);
    const noted = await post(
      '/api/contacts/notes/create',
      { contactId, text: 'Principal: call on Monday.' },
      sales.token,
    );
    expect(noted.status).toBe(200);

    const [row, ...rest] = await exported({ search: baseLead.email });
    expect(rest).toEqual([]);
    expect(row).toMatchObject({
      Status: 'contacted',
      'Status in words': 'Contacted',
      Note: 'Called once.',
      'Contact ID': contactId,
      'Owner ID': sales.id,
      Owner: 'meera',
      'Next follow-up (IST day)': '2026-12-07',
      'Latest contact note': 'Principal: call on Monday.',
      'Latest contact note by': 'meera',
      ID: leadId,
    });
    expect(row!['Latest contact note (IST)']).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(row!['Received UTC (ISO 8601)']).toMatch(/Z$/);
  });

  it('leaves the inbox columns empty for spam, which joins no contact', async () => {
    await post('/api/leads/create', { ...baseLead, email: 'bot@spam.example', website: 'x' }, '');
    const [row] = await exported({ status: 'spam' });
    expect(row).toMatchObject({
      'Status in words': 'Spam',
      'Contact ID': '',
      Owner: '',
      'Next follow-up (IST day)': '',
      'Latest contact note': '',
    });
  });
});
