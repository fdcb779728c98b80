import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_TOKEN_HEADER, ApiFailure } from '@/sdk/schemas';
import { DATE_RANGE } from '@/sdk/schemas/common';
import type { ApiTokenCreated } from '@/sdk/schemas/apiTokens';
import { leads } from '../db/schema';
import { adminToken, seedContent } from './fixtures';
import { seedLead } from './leadSeeds';
import { call } from './requests';
import type { Call } from './requests';
import { startTestApp } from './testApp';
import type { TestServer } from './testApp';

// Every date and time the API takes lies in DATE_RANGE (issue 43 item 8): a day or an instant
// outside it is a 400 naming the field, never a 500 from the database (year 0 and year 10000
// are no PostgreSQL timestamp; 9999-12-31's "end of day" is the year 10000).

let server: TestServer;
let admin: string;
let readLeads: string;
let contactId: string;
let releaseId: string;
let privacyId: string;

beforeAll(async () => {
  server = await startTestApp();
  const { db } = server.context;
  admin = await adminToken(db);
  privacyId = (await seedContent(db)).privacyPolicy[0]?._id ?? '';
  await seedLead(db, 'lead-d1', '2026-11-01T09:00:00Z');
  const [row] = await db.select({ contactId: leads.contactId }).from(leads);
  contactId = row?.contactId ?? '';
  const token = await call(server.app, '/api/admin/api-tokens/create', {
    token: admin,
    json: { name: 'dates', scope: 'read-leads', days: 30 },
  });
  readLeads = (token.body.data as ApiTokenCreated).token;
  const release = await call(server.app, '/api/releases/create', {
    token: admin,
    json: { name: 'dates', items: [] },
  });
  expect(release.status, JSON.stringify(release.body)).toBe(200);
  releaseId = (release.body.data as { _id: string })._id;
});
afterAll(() => server.close());

/** Refused with 400, the field named in the issues and its words in the msg. */
async function expectDateRefused(url: string, c: Call, field: string) {
  const answer = await call(server.app, url, c);
  expect(answer.status, `${url} ${JSON.stringify(c.json)}: ${JSON.stringify(answer.body)}`).toBe(
    400,
  );
  const failure = ApiFailure.parse(answer.body);
  expect(failure.issues?.map((issue) => issue.path.join('.'))).toContain(field);
  expect(failure.msg).toContain(DATE_RANGE.first);
  expect(failure.msg).toContain(DATE_RANGE.last);
}

const outside = ['0000-01-01', '1999-12-31', '2101-01-01', '9999-12-31'];
const outsideTimes = ['0000-01-01T00:00:00Z', '1999-12-31T23:59:59+05:30', '9999-12-31T23:59:59Z'];

describe('dates outside 2000-01-01 to 2100-12-31 answer 400 with the field named', () => {
  const filters = ['/api/leads/getall', '/api/leads/export', '/api/contacts/getall'];

  it.each(filters)('%s: from and to, signed in and with a read-leads token', async (url) => {
    for (const value of [...outside, ...outsideTimes]) {
      for (const field of ['from', 'to']) {
        await expectDateRefused(url, { token: admin, json: { [field]: value } }, field);
        if (url !== '/api/contacts/getall') {
          await expectDateRefused(url, { bearer: readLeads, json: { [field]: value } }, field);
        }
      }
    }
  });

  it.each(filters)('%s: the first and last days of the range are taken', async (url) => {
    const days = { from: DATE_RANGE.first, to: DATE_RANGE.last };
    const times = { from: `${DATE_RANGE.first}T00:00:00Z`, to: `${DATE_RANGE.last}T23:59:59Z` };
    for (const json of [days, times]) {
      // The export answers CSV, not JSON: only its status is read.
      const answer = await server.app.inject({
        method: 'POST',
        url,
        headers: { [ADMIN_TOKEN_HEADER]: admin },
        payload: json,
      });
      expect(answer.statusCode, answer.body).toBe(200);
    }
  });

  it('contacts/update: a follow-up day outside the range; its ends are taken', async () => {
    for (const day of outside) {
      await expectDateRefused(
        '/api/contacts/update',
        { token: admin, json: { contactId, nextFollowUp: day } },
        'nextFollowUp',
      );
    }
    for (const day of [DATE_RANGE.first, DATE_RANGE.last]) {
      const answer = await call(server.app, '/api/contacts/update', {
        token: admin,
        json: { contactId, nextFollowUp: day },
      });
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    }
  });

  it('releases/schedule: a time outside the range', async () => {
    for (const at of outsideTimes) {
      await expectDateRefused(
        '/api/releases/schedule',
        { token: admin, json: { releaseId, at } },
        'at',
      );
    }
    // The range's last day passes the check (the empty release is then refused for itself).
    const last = await call(server.app, '/api/releases/schedule', {
      token: admin,
      json: { releaseId, at: `${DATE_RANGE.last}T23:59:59+05:30` },
    });
    expect(last.body.msg).not.toContain(DATE_RANGE.last);
    expect(last.status).toBeLessThan(500);
  });

  it('a policy’s “last updated” day and the promo’s last day', async () => {
    const policy = { privacyPolicyId: privacyId, title: 'Privacy', body: 'Text' };
    const read = await call(server.app, '/api/siteSettings/getall', { token: admin });
    const { _id, ...settings } = (read.body.data as Array<Record<string, unknown>>)[0] ?? {};
    for (const day of outside) {
      await expectDateRefused(
        '/api/privacyPolicy/update',
        { token: admin, json: { ...policy, updatedOn: day } },
        'updatedOn',
      );
      await expectDateRefused(
        '/api/siteSettings/update',
        { token: admin, json: { ...settings, siteSettingsId: _id, promoEndsOn: day } },
        'promoEndsOn',
      );
    }
    const last = { ...policy, updatedOn: DATE_RANGE.last };
    expect(
      (await call(server.app, '/api/privacyPolicy/update', { token: admin, json: last })).status,
    ).toBe(200);
  });
});
