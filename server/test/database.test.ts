import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin, resetPassword } from '../auth/admins';
import { createSession, findSessionUser, revokeSession } from '../auth/sessions';
import { clients, home } from '@/sdk/content';
import { contentRepository } from '../content/repository';
import { insertLead, listLeads } from '../data/leads';
import type { Database } from '../db/database';
import { demoHome } from '../demo/demoCopy';
import { databaseBackends } from './backends';
import { adminToken, seedContent } from './fixtures';
import { call } from './requests';
import { startTestApp } from './testApp';
import type { TestServer } from './testApp';

describe.each(databaseBackends())('database on $name', (backend) => {
  let database: Database;
  let dispose: () => Promise<void>;
  let server: TestServer;

  beforeAll(async () => {
    ({ database, dispose } = await backend.open());
    server = await startTestApp({}, database);
    await seedContent(database.db);
  });
  afterAll(async () => {
    await server.close();
    await dispose();
  });

  it('applies the migrations and the first admin', async () => {
    const login = await call(server.app, '/api/admin/auth/login', {
      json: { username: 'admin', password: 'first-admin-password', macAddress: 'x' },
    });
    expect(login.status).toBe(200);
  });

  it('keeps sessions until they expire or are revoked', async () => {
    const admin = await createAdmin(database.db, 'db-admin', 'a long password');
    if (!admin) throw new Error('admin not created');
    const live = await createSession(database.db, admin.id, 1);
    const expired = await createSession(database.db, admin.id, -1);
    expect((await findSessionUser(database.db, live.token))?.id).toBe(admin.id);
    expect(await findSessionUser(database.db, expired.token)).toBeNull();
    await revokeSession(database.db, live.token);
    expect(await findSessionUser(database.db, live.token)).toBeNull();
    const other = await createSession(database.db, admin.id, 1);
    expect(await resetPassword(database.db, 'db-admin', 'new password')).toBe(true);
    expect(await findSessionUser(database.db, other.token)).toBeNull();
  });

  it('stores leads with status, note and time', async () => {
    const row = await insertLead(database.db, {
      name: 'A',
      email: 'a@b.co',
      mobile: '9000000000',
      message: 'm',
    });
    expect(row).toMatchObject({ status: 'new', note: '' });
    expect(row.createdAt).toBeInstanceOf(Date);
    expect((await listLeads(database.db)).some((l) => l.id === row.id)).toBe(true);
  });

  it('allows one home record only', async () => {
    expect(await contentRepository(database.db, home).insertFirst(demoHome)).toBeNull();
  });

  it('treats any id as text: odd ids miss instead of failing', async () => {
    const clientRows = contentRepository(database.db, clients);
    for (const id of ["' OR 1=1 --", '00000000-0000-0000-0000-00000000000', 'x'.repeat(64)]) {
      expect(await clientRows.update(id, { isActive: false })).toBeNull();
      expect(await clientRows.list({ id })).toEqual([]);
    }
  });

  it('serves the API on this database', async () => {
    const token = await adminToken(database.db);
    const answer = await call(server.app, '/api/businessSectionContent/update', {
      token,
      form: { businessSectionId: 'business-1', cities: '7', teachers: '8', students: '9' },
    });
    expect(answer.body.data).toEqual([{ _id: 'business-1', cities: 7, teachers: 8, students: 9 }]);
  });
});
