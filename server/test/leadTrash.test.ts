import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AuditPage } from '@/sdk/schemas/audit';
import { ContactDetail } from '@/sdk/schemas/contact';
import { apiSuccess } from '@/sdk/schemas/envelope';
import { LeadPage, LeadRecord } from '@/sdk/schemas/lead';
import { LeadDashboard } from '@/sdk/schemas/leadDashboard';
import { LeadTrashMessages, LeadTrashPage } from '@/sdk/schemas/leadTrash';
import { ROLE_FORBIDDEN } from '../auth/guard';
import { listLeads } from '../data/leads';
import { purgeExpiredTrash } from '../data/leadTrash';
import type { Database } from '../db/database';
import { leadTrash } from '../db/schema';
import { databaseBackends } from './backends';
import { adminToken, roleToken } from './fixtures';
import { enquiry } from './contactSeeds';
import { call } from './requests';
import { startTestApp } from './testApp';
import type { TestServer } from './testApp';

// Issue 43 item 10: "delete" moves a lead to the trash, restorable for 30 days; only admins
// purge; sales cannot delete; the audit names each action; trashed leads are in no read of leads.

const DAY_MS = 86_400_000;
const school = { email: 'trash@school.in', mobile: '9000000401' };

describe.each(databaseBackends())('the leads trash on $name', (backend) => {
  let database: Database;
  let dispose: () => Promise<void>;
  let server: TestServer;
  let admin: string;
  let sales: string;
  let contactId: string;

  beforeAll(async () => {
    ({ database, dispose } = await backend.open());
    server = await startTestApp({}, database);
    admin = await adminToken(database.db);
    sales = await roleToken(database.db, 'sales');
    const today = new Date().toISOString();
    contactId = (await enquiry(database.db, 't1', today, { ...school, name: 'Asha' })).contactId!;
    await enquiry(database.db, 't2', today, { ...school, name: 'Asha again' });
    await enquiry(database.db, 't3', today, { email: 'ravi@x.in', mobile: '9000000402' });
    await call(server.app, '/api/leads/update', {
      token: admin,
      json: { leadId: 't1', status: 'qualified', note: 'Call on Monday' },
    });
  });
  afterAll(async () => {
    await server.close();
    await dispose();
  });

  const post = (url: string, json: Record<string, unknown> = {}, token = admin) =>
    call(server.app, url, { token, json });
  const inbox = async () =>
    apiSuccess(LeadPage)
      .parse((await post('/api/leads/getall')).body)
      .data.items.map((lead) => lead._id);
  const trash = async (token = admin) =>
    apiSuccess(LeadTrashPage).parse((await post('/api/leads/trash/getall', {}, token)).body).data;
  const exported = async () => {
    const answer = await server.app.inject({
      method: 'POST',
      url: '/api/leads/export',
      headers: { 'x-admin-token': admin, 'content-type': 'application/json' },
      payload: '{}',
    });
    return answer.body;
  };
  const contact = async () =>
    apiSuccess(ContactDetail).parse((await post('/api/contacts/get', { contactId })).body).data;
  const leadAudit = async () =>
    apiSuccess(AuditPage)
      .parse((await post('/api/admin/audit/getall', { kind: 'lead', pageSize: 100 })).body)
      .data.items.map((entry) => [entry.action, entry.target, entry.summary]);

  it('refuses sales a delete with 403, and the lead stays', async () => {
    const answer = await post('/api/leads/delete', { leadId: 't3' }, sales);
    expect(answer).toMatchObject({ status: 403, body: { success: false, msg: ROLE_FORBIDDEN } });
    expect(await inbox()).toContain('t3');
  });

  it("moves a deleted lead to the trash: out of the inbox, export, dashboard and its contact's enquiries", async () => {
    const dashboardBefore = apiSuccess(LeadDashboard).parse(
      (await post('/api/leads/dashboard', { days: 30 })).body,
    ).data.totals.allTime;
    const answer = await post('/api/leads/delete', { leadId: 't1' });
    expect(answer).toMatchObject({
      status: 200,
      body: { success: true, msg: LeadTrashMessages.trashed, data: { _id: 't1' } },
    });
    expect(await inbox()).not.toContain('t1');
    expect(await exported()).not.toContain('Call on Monday');
    const dashboard = apiSuccess(LeadDashboard).parse(
      (await post('/api/leads/dashboard', { days: 30 })).body,
    ).data;
    expect(dashboard.totals.allTime).toBe(dashboardBefore - 1);
    expect((await contact()).leads.map((lead) => lead._id)).toEqual(['t2']);
    const { items, total } = await trash(sales);
    expect(total).toBe(1);
    expect(items[0]).toMatchObject({ _id: 't1', status: 'qualified', note: 'Call on Monday' });
    const purgeAt = Date.parse(items[0]!.purgeAt) - Date.parse(items[0]!.trashedAt);
    expect(purgeAt).toBe(30 * DAY_MS);
    // Gone from `leads` itself: every other read of leads (tokens, webhooks) reads that table.
    expect((await listLeads(database.db)).map((row) => row.id)).not.toContain('t1');
  });

  it('restores a trashed lead as it was, into its contact, with its timeline', async () => {
    const answer = await post('/api/leads/trash/restore', { leadId: 't1' }, sales);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(apiSuccess(LeadRecord).parse(answer.body).data).toMatchObject({
      _id: 't1',
      status: 'qualified',
      note: 'Call on Monday',
    });
    expect(await inbox()).toContain('t1');
    expect((await trash()).total).toBe(0);
    const detail = await contact();
    expect(detail.leads.map((lead) => lead._id).sort()).toEqual(['t1', 't2']);
    const lines = detail.activity.filter((line) => line.leadId === 't1').map((line) => line.text);
    expect(lines).toEqual(expect.arrayContaining(['Call on Monday', 'Status set to qualified']));
  });

  it('restores a lead whose contact went with it into a contact again', async () => {
    expect((await post('/api/leads/delete', { leadId: 't3' })).status).toBe(200);
    expect((await post('/api/leads/trash/restore', { leadId: 't3' })).status).toBe(200);
    const [row] = (await listLeads(database.db)).filter((lead) => lead.id === 't3');
    expect(row?.contactId).toEqual(expect.any(String));
  });

  it('lets only admins purge one lead or empty the trash; sales gets 403', async () => {
    await post('/api/leads/delete', { leadId: 't2' });
    await post('/api/leads/delete', { leadId: 't3' });
    for (const url of ['/api/leads/trash/purge', '/api/leads/trash/empty']) {
      const refused = await post(url, { leadId: 't2' }, sales);
      expect(refused, url).toMatchObject({ status: 403, body: { msg: ROLE_FORBIDDEN } });
    }
    expect((await trash()).total).toBe(2);
    expect(await post('/api/leads/trash/purge', { leadId: 't2' })).toMatchObject({
      status: 200,
      body: { msg: LeadTrashMessages.purged, data: { _id: 't2' } },
    });
    expect(await post('/api/leads/trash/purge', { leadId: 't2' })).toMatchObject({
      status: 404,
      body: { msg: LeadTrashMessages.notInTrash },
    });
    expect(await post('/api/leads/trash/empty')).toMatchObject({
      status: 200,
      body: { data: { purged: 1 } },
    });
    expect((await trash()).total).toBe(0);
    expect(await post('/api/leads/trash/restore', { leadId: 't3' })).toMatchObject({
      status: 404,
    });
  });

  it('names each action truly in the audit log', async () => {
    const actions = (await leadAudit()).map(([action, target]) => `${action} ${target ?? ''}`);
    expect(actions).toEqual(
      expect.arrayContaining(['trash t1', 'restore t1', 'purge t2', 'empty-trash ']),
    );
    expect(actions.some((action) => action.startsWith('delete'))).toBe(false);
    const summaries = (await leadAudit()).map(([, , summary]) => summary);
    expect(summaries).toEqual(
      expect.arrayContaining([
        'moved to the trash (restorable for 30 days)',
        'restored from the trash',
        'deleted for good from the trash',
      ]),
    );
  });

  it('purges what was trashed more than 30 days ago, and keeps the rest', async () => {
    await enquiry(database.db, 'old', new Date().toISOString(), { email: 'old@x.in' });
    await enquiry(database.db, 'recent', new Date().toISOString(), { email: 'recent@x.in' });
    await post('/api/leads/delete', { leadId: 'old' });
    await post('/api/leads/delete', { leadId: 'recent' });
    // 'old' went to the trash 30 days and a minute ago, 'recent' 29 days ago.
    const ago = (ms: number) => new Date(Date.now() - ms);
    await database.db
      .update(leadTrash)
      .set({ trashedAt: ago(30 * DAY_MS + 60_000) })
      .where(eq(leadTrash.id, 'old'));
    await database.db
      .update(leadTrash)
      .set({ trashedAt: ago(29 * DAY_MS) })
      .where(eq(leadTrash.id, 'recent'));
    expect(await purgeExpiredTrash(database.db)).toBe(1);
    expect((await trash()).items.map((lead) => lead._id)).toEqual(['recent']);
  });

  it('purges the expired trash when a server starts (the retention job)', async () => {
    await enquiry(database.db, 'stale', new Date().toISOString(), { email: 'stale@x.in' });
    await post('/api/leads/delete', { leadId: 'stale' });
    await database.db
      .update(leadTrash)
      .set({ trashedAt: new Date(Date.now() - 31 * DAY_MS) })
      .where(eq(leadTrash.id, 'stale'));
    const other = await startTestApp({}, database);
    try {
      await other.app.ready();
      expect((await trash()).items.map((lead) => lead._id)).not.toContain('stale');
    } finally {
      await other.close();
    }
  });

  it('answers 400 for a missing id and 404 for an id not in the trash', async () => {
    expect((await post('/api/leads/trash/restore', {})).status).toBe(400);
    expect((await post('/api/leads/trash/restore', { leadId: 'nope' })).status).toBe(404);
    expect((await post('/api/leads/delete', { leadId: 'nope' })).status).toBe(404);
  });
});
