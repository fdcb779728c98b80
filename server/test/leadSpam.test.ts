import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiSuccess } from '@/sdk/schemas/envelope';
import { LeadPage, LeadRecord } from '@/sdk/schemas/lead';
import { LeadDashboard } from '@/sdk/schemas/leadDashboard';
import { parseCsv } from '@/test-support/csv';
import { BOM } from '../export/csv';
import type { Database } from '../db/database';
import { databaseBackends } from './backends';
import { adminToken } from './fixtures';
import { seedLead } from './leadSeeds';
import { call } from './requests';
import { startTestApp } from './testApp';
import type { TestServer } from './testApp';

// Honeypot hits are kept as spam (issue 34 item 4): out of the inbox's default view, the export's
// and the dashboard's counts, shown by the Spam filter, and restored to 'new' by the team.

describe.each(databaseBackends())('spam leads on $name', (backend) => {
  let database: Database;
  let dispose: () => Promise<void>;
  let server: TestServer;
  let token: string;

  beforeAll(async () => {
    ({ database, dispose } = await backend.open());
    server = await startTestApp({}, database);
    token = await adminToken(database.db);
    // A honeypot hit through the API, as a bot sends it, and a person's lead.
    await call(server.app, '/api/leads/create', {
      json: {
        name: 'Cheap pills',
        email: 'bot@spam.example',
        mobile: '9876543210',
        message: 'Buy now',
        website: 'http://spam.example',
      },
    });
    await seedLead(database.db, 'person', new Date().toISOString(), { name: 'Asha Rao' });
  });
  afterAll(async () => {
    await server.close();
    await dispose();
  });

  const list = async (json: Record<string, unknown> = {}) => {
    const answer = await call(server.app, '/api/leads/getall', { token, json });
    return apiSuccess(LeadPage).parse(answer.body).data;
  };
  const names = async (json: Record<string, unknown> = {}) =>
    (await list(json)).items.map((lead) => lead.name);
  const exported = async (json: Record<string, unknown>) => {
    const answer = await server.app.inject({
      method: 'POST',
      url: '/api/leads/export',
      headers: { 'x-admin-token': token, 'content-type': 'application/json' },
      payload: JSON.stringify(json),
    });
    return parseCsv(answer.body.slice(BOM.length))
      .slice(1)
      .map((row) => row[2]);
  };
  const dashboard = async () => {
    const answer = await call(server.app, '/api/leads/dashboard', { token, json: { days: 30 } });
    return apiSuccess(LeadDashboard).parse(answer.body).data;
  };

  it('keeps spam out of the default inbox and export, and shows it under the Spam filter', async () => {
    expect(await names()).toEqual(['Asha Rao']);
    expect((await list()).total).toBe(1);
    expect(await names({ status: 'spam' })).toEqual(['Cheap pills']);
    expect(await exported({})).toEqual(['Asha Rao']);
    expect(await exported({ status: 'spam' })).toEqual(['Cheap pills']);
  });

  it('leaves spam out of every dashboard count', async () => {
    const { totals, byStatus, perDay, bySource } = await dashboard();
    expect(totals).toMatchObject({ today: 1, inRange: 1, allTime: 1 });
    expect(perDay.reduce((sum, day) => sum + day.count, 0)).toBe(1);
    expect(byStatus.map((share) => share.value)).not.toContain('spam');
    expect(bySource.top).toEqual([{ value: null, count: 1 }]);
  });

  it('restores a lead from spam to new: it is back in the inbox and the counts', async () => {
    const [spam] = (await list({ status: 'spam' })).items;
    const restored = await call(server.app, '/api/leads/update', {
      token,
      json: { leadId: spam?._id, status: 'new' },
    });
    expect(apiSuccess(LeadRecord).parse(restored.body).data.status).toBe('new');
    expect(await names()).toEqual(['Asha Rao', 'Cheap pills']);
    expect((await dashboard()).totals.allTime).toBe(2);
    expect(await names({ status: 'spam' })).toEqual([]);
  });
});
