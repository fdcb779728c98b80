import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AuditPage } from '@/sdk/schemas/audit';
import type { AuditQueryInput } from '@/sdk/schemas/audit';
import { ADMIN_TOKEN_HEADER, LoginResponse, MAC_ADDRESS } from '@/sdk/schemas/auth';
import { apiSuccess } from '@/sdk/schemas/envelope';
import { UserCreated } from '@/sdk/schemas/users';
import { recordAudit } from '../audit/auditLog';
import type { Database } from '../db/database';
import { databaseBackends } from './backends';
import { image, seedContent } from './fixtures';
import { seedLead } from './leadSeeds';
import { call } from './requests';
import { startTestApp } from './testApp';
import type { TestServer } from './testApp';

describe.each(databaseBackends())('audit log on $name', (backend) => {
  let database: Database;
  let dispose: () => Promise<void>;
  let server: TestServer;
  let admin: string;
  let editor: string;
  let editorId: string;

  const login = (username: string, password: string) =>
    call(server.app, '/api/admin/auth/login', {
      json: { username, password, macAddress: MAC_ADDRESS },
    });
  const read = async (query: AuditQueryInput = {}) => {
    const answer = await call(server.app, '/api/admin/audit/getall', { token: admin, json: query });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.headers['cache-control']).toBe('no-store');
    return apiSuccess(AuditPage).parse(answer.body).data;
  };

  beforeAll(async () => {
    ({ database, dispose } = await backend.open());
    server = await startTestApp({}, database);
    await seedContent(database.db);
    await seedLead(database.db, 'lead-1', '2026-11-01T09:00:00Z');
    admin = LoginResponse.parse((await login('admin', 'first-admin-password')).body).token;
    const created = await call(server.app, '/api/admin/users/create', {
      token: admin,
      json: { username: 'edna', role: 'editor' },
    });
    const { user, password } = apiSuccess(UserCreated).parse(created.body).data;
    editorId = user._id;
    const first = LoginResponse.parse((await login('edna', password)).body).token;
    const changed = await call(server.app, '/api/admin/account/password', {
      token: first,
      json: { currentPassword: password, newPassword: 'she edits the site daily' },
    });
    editor = (changed.body.data as { token: string }).token;
  });
  afterAll(async () => {
    await server.close();
    await dispose();
  });

  it('records who changed content and uploaded media, through multipart and JSON', async () => {
    const upload = await call(server.app, '/api/clientSection/create', {
      token: editor,
      form: { clientTitle: 'Acme', clientImgAlt: 'Acme logo' },
      files: { clientImg: await image('png') },
    });
    expect(upload.status, JSON.stringify(upload.body)).toBe(200);
    const section = await call(server.app, '/api/businessSectionContent/update', {
      token: editor,
      json: { businessSectionId: 'business-1', cities: 9, teachers: 9, students: 9 },
    });
    expect(section.status).toBe(200);
    const mine = await read({ userId: editorId });
    const lines = mine.items.map((e) => `${e.actorName} ${e.kind} ${e.action}`);
    expect(lines).toEqual(
      expect.arrayContaining([
        'edna content clients.create',
        'edna media upload',
        'edna content business.update',
        'edna user password',
        'edna sign-in success',
      ]),
    );
    const media = await read({ kind: 'media' });
    expect(media.items[0]?.target).toMatch(/^uploads\//);
  });

  it('records a reorder once, naming the list and how many items it put in order', async () => {
    const listed = await call(server.app, '/api/clientSection/getall', { token: editor, json: {} });
    const ids = (listed.body.data as Array<{ _id: string }>).map((item) => item._id).reverse();
    expect(ids.length).toBeGreaterThan(1);
    const reordered = await call(server.app, '/api/clientSection/reorder', {
      token: editor,
      json: { ids },
    });
    expect(reordered.status, JSON.stringify(reordered.body)).toBe(200);
    const [entry] = (await read({ userId: editorId, kind: 'content' })).items;
    expect(entry).toMatchObject({
      action: 'clients.reorder',
      target: 'clients',
      summary: `reordered clients (${ids.length} items)`,
    });
  });

  it('records lead status changes and CSV exports by the admin', async () => {
    await call(server.app, '/api/leads/update', {
      token: admin,
      json: { leadId: 'lead-1', status: 'contacted' },
    });
    // The export answers CSV, not JSON: injected directly.
    const exported = await server.app.inject({
      method: 'POST',
      url: '/api/leads/export',
      headers: { [ADMIN_TOKEN_HEADER]: admin },
      payload: {},
    });
    expect(exported.statusCode).toBe(200);
    expect(exported.headers['content-type']).toMatch(/^text\/csv/);
    const leads = await read({ kind: 'lead' });
    expect(leads.items[0]).toMatchObject({
      actorName: 'admin',
      action: 'status',
      target: 'lead-1',
      summary: 'status set to contacted',
    });
    const exports = await read({ kind: 'export' });
    expect(exports.items[0]).toMatchObject({ actorName: 'admin', action: 'leads.csv' });
  });

  it('records failed sign-ins with a known name (an unknown one is not kept), and user changes', async () => {
    expect((await login('edna', 'not her password')).status).toBe(401);
    expect((await login('nobody-here', 'x')).status).toBe(401);
    const failures = (await read({ kind: 'sign-in' })).items.filter((e) => e.action === 'failure');
    expect(failures.map((e) => e.actorName).slice(0, 2)).toEqual(['(unknown)', 'edna']);
    expect(failures.map((e) => e.actorId)[1]).toBe(editorId);
    const users = (await read({ kind: 'user' })).items.map((e) => e.summary);
    expect(users).toContain('created edna as editor');
  });

  it('pages newest first and counts the whole filtered set', async () => {
    const all = await read({ pageSize: 100 });
    expect(all.total).toBe(all.items.length);
    const times = all.items.map((e) => e.at);
    expect([...times].sort().reverse()).toEqual(times);
    const second = await read({ page: 2, pageSize: 3 });
    expect(second.items.map((e) => e._id)).toEqual(all.items.slice(3, 6).map((e) => e._id));
    const bad = await call(server.app, '/api/admin/audit/getall', {
      token: admin,
      json: { kind: 'gossip' },
    });
    expect(bad.status).toBe(400);
  });

  it('keeps entries in the order they were written, even within one millisecond', async () => {
    // PGlite's clock ticks in milliseconds: entries of one moment shared a time and came back in
    // the order of their random ids (an editor's two quick saves, newest second).
    const actor = { id: null, username: 'tester' };
    const targets = Array.from({ length: 40 }, (_, i) => `order-${i}`);
    for (const target of targets) {
      await recordAudit(database.db, { kind: 'content', action: 'order.test', target, actor });
    }
    const newest = await read({ kind: 'content', pageSize: 40 });
    expect(newest.items.map((e) => e.target)).toEqual([...targets].reverse());
  });

  it('is not readable by an editor, and has no route that edits or deletes it', async () => {
    expect((await call(server.app, '/api/admin/audit/getall', { token: editor })).status).toBe(403);
    for (const url of ['/api/admin/audit/update', '/api/admin/audit/delete']) {
      const answer = await call(server.app, url, { token: admin, json: {} });
      expect(answer.status, url).toBe(404);
    }
  });
});
