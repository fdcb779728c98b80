import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiTokenMessages } from '@/sdk/schemas/apiTokens';
import type { ApiToken, ApiTokenCreated } from '@/sdk/schemas/apiTokens';
import { databaseBackends } from './backends';
import { hashToken } from '../auth/sessions';
import { setEditorsNeedReview } from '../content/publishing';
import { apiTokens, auditLog } from '../db/schema';
import { adminToken, seedContent, signedInUser } from './fixtures';
import type { SeededContent } from './fixtures';
import { seedLead } from './leadSeeds';
import { call } from './requests';
import { startTestApp } from './testApp';
import type { TestServer } from './testApp';

/** A call with `Authorization: Bearer`, as another system sends it: its status and body. */
async function bearer(server: TestServer, url: string, token: string, json: unknown = {}) {
  const { status, body } = await call(server.app, url, { bearer: token, json });
  return { status, body };
}

describe.each(databaseBackends())('API tokens on $name', (backend) => {
  let opened: Awaited<ReturnType<typeof backend.open>>;
  let server: TestServer;
  let admin: string;
  let seeded: SeededContent;

  beforeAll(async () => {
    opened = await backend.open();
    server = await startTestApp({}, opened.database);
    admin = await adminToken(server.context.db);
    seeded = await seedContent(server.context.db);
    await seedLead(server.context.db, 'lead-t1', '2026-11-01T09:00:00Z');
  });
  afterAll(async () => {
    await server?.close();
    await opened?.dispose();
  });

  async function make(scope: string, name = `${scope} token`, days = 30) {
    const answer = await call(server.app, '/api/admin/api-tokens/create', {
      token: admin,
      json: { name, scope, days },
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.headers['cache-control']).toBe('no-store');
    return answer.body.data as ApiTokenCreated;
  }

  it('is shown once, stored only as its SHA-256, and listed without it', async () => {
    const token = await make('read-leads', 'CRM import');
    expect(token.token).toMatch(/^lms_[A-Za-z0-9_-]{43}$/);
    expect(token).toMatchObject({ scope: 'read-leads', active: true, hint: token.token.slice(-4) });
    const [row] = await server.context.db
      .select()
      .from(apiTokens)
      .where(eq(apiTokens.id, token._id));
    expect(row?.tokenHash).toBe(hashToken(token.token));
    expect(JSON.stringify(row)).not.toContain(token.token);
    const list = await call(server.app, '/api/admin/api-tokens/getall', { token: admin });
    expect(JSON.stringify(list.body)).not.toContain(token.token);
    expect(list.body.data).toContainEqual(
      expect.objectContaining({ _id: token._id, name: 'CRM import' }),
    );
    const expiry = Date.parse(token.expiresAt) - Date.now();
    expect(expiry).toBeGreaterThan(29.9 * 86_400_000);
    expect(expiry).toBeLessThanOrEqual(30 * 86_400_000);
  });

  it('read leads: the reading routes of the leads area only, each use in the audit log', async () => {
    const { token, _id } = await make('read-leads');
    for (const url of ['/api/leads/getall', '/api/leads/dashboard', '/api/leads/export']) {
      const answer = await server.app.inject({
        method: 'POST',
        url,
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        payload: '{}',
      });
      expect(answer.statusCode, url).toBe(200);
    }
    for (const url of ['/api/leads/update', '/api/leads/delete', '/api/faqSection/update']) {
      const answer = await bearer(server, url, token, { leadId: 'lead-t1', status: 'closed' });
      expect(answer.status, url).toBe(403);
      expect(answer.body.msg).toBe(ApiTokenMessages.outOfScope);
    }
    const uses = await server.context.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.kind, 'api-token'), eq(auditLog.actorId, _id)));
    expect(uses.map((u) => `${u.action} ${u.summary}`).sort()).toEqual(
      [
        'use POST /api/leads/getall',
        'use POST /api/leads/dashboard',
        'use POST /api/leads/export',
        'refused POST /api/leads/update is outside the scope read-leads',
        'refused POST /api/leads/delete is outside the scope read-leads',
        'refused POST /api/faqSection/update is outside the scope read-leads',
      ].sort(),
    );
    expect(
      uses.every((u) => u.actorId === _id && u.actorName === 'API token “read-leads token”'),
    ).toBe(true);
    const [row] = await server.context.db.select().from(apiTokens).where(eq(apiTokens.id, _id));
    expect(row?.lastUsedAt).toBeInstanceOf(Date);
  });

  it('content: writes content and drafts as itself, and is held by review like an editor', async () => {
    const { token } = await make('content', 'Translations');
    const faq = seeded.faqs[0]!;
    const write = await bearer(server, '/api/faqSection/update', token, {
      faqSectionId: faq._id,
      question: 'Written by a token?',
    });
    expect(write.status).toBe(200);
    const [entry] = await server.context.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.kind, 'content'), eq(auditLog.target, faq._id)));
    expect(entry?.actorName).toBe('API token “Translations”');
    expect(
      (await bearer(server, '/api/faqSection/draft', token, { question: 'New?', answer: 'Yes.' }))
        .status,
    ).toBe(200);
    for (const url of [
      '/api/leads/getall',
      '/api/admin/users/getall',
      '/api/admin/audit/getall',
      '/api/admin/api-tokens/create',
      '/api/admin/account/me',
      '/api/publishing/update',
    ])
      expect((await bearer(server, url, token, { name: 'x', scope: 'content' })).status, url).toBe(
        403,
      );
    await setEditorsNeedReview(server.context.db, true);
    try {
      const held = await bearer(server, '/api/faqSection/update', token, {
        faqSectionId: faq._id,
        question: 'Again?',
      });
      expect(held.status).toBe(403);
    } finally {
      await setEditorsNeedReview(server.context.db, false);
    }
  });

  it('a revoked token is refused at once, an expired one too, with 401', async () => {
    const { token, _id } = await make('read-leads');
    expect((await bearer(server, '/api/leads/getall', token)).status).toBe(200);
    const revoked = await call(server.app, '/api/admin/api-tokens/revoke', {
      token: admin,
      json: { tokenId: _id },
    });
    expect(revoked.body.data).toMatchObject({ active: false, revokedAt: expect.any(String) });
    const after = await bearer(server, '/api/leads/getall', token);
    expect(after).toEqual({ status: 401, body: { success: false, msg: ApiTokenMessages.unknown } });
    const old = await make('read-leads');
    await server.context.db
      .update(apiTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(apiTokens.id, old._id));
    expect((await bearer(server, '/api/leads/getall', old.token)).status).toBe(401);
    expect((await bearer(server, '/api/leads/getall', 'lms_not-a-real-token')).status).toBe(401);
  });

  it('stops while its maker is disabled or not an admin, works again after, and dies with a deleted maker', async () => {
    const maker = await signedInUser(server.context.db, `maker-${Date.now()}`);
    const made = await call(server.app, '/api/admin/api-tokens/create', {
      token: maker.token,
      json: { name: 'Maker test', scope: 'read-leads' },
    });
    const { token, _id } = made.body.data as ApiTokenCreated;
    // The CSV export, as a CRM would pull it.
    const reads = async () =>
      (
        await server.app.inject({
          method: 'POST',
          url: '/api/leads/export',
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          payload: '{}',
        })
      ).statusCode;
    const makerStatus = async () => {
      const list = await call(server.app, '/api/admin/api-tokens/getall', { token: admin });
      const row = (list.body.data as ApiToken[]).find((t) => t._id === _id);
      return `${row?.createdBy} ${row?.makerStatus} ${row?.active}`;
    };
    const change = (json: object) =>
      call(server.app, '/api/admin/users/update', {
        token: admin,
        json: { userId: maker.id, ...json },
      });
    expect(await reads()).toBe(200);
    expect(await makerStatus()).toBe(`${maker.username} active true`);

    expect((await change({ disabled: true })).status).toBe(200);
    expect(await bearer(server, '/api/leads/getall', token)).toEqual({
      status: 401,
      body: { success: false, msg: ApiTokenMessages.unknown },
    });
    expect(await reads()).toBe(401);
    expect(await makerStatus()).toBe(`${maker.username} disabled true`);
    expect((await change({ disabled: false })).status).toBe(200);
    expect(await reads()).toBe(200);

    // Demoted, the maker could no longer make the token: it stops until they are admin again.
    expect((await change({ role: 'sales' })).status).toBe(200);
    expect(await reads()).toBe(401);
    expect(await makerStatus()).toBe(`${maker.username} not-admin true`);
    expect((await change({ role: 'admin' })).status).toBe(200);
    expect(await reads()).toBe(200);

    const removed = await call(server.app, '/api/admin/users/delete', {
      token: admin,
      json: { userId: maker.id },
    });
    expect(removed.status).toBe(200);
    expect(await reads()).toBe(401);
    expect(await makerStatus()).toBe(`${maker.username} deleted true`);
    const refusals = await server.context.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.kind, 'api-token'),
          eq(auditLog.actorId, _id),
          eq(auditLog.action, 'refused'),
        ),
      );
    expect(refusals.map((r) => r.summary).sort()).toEqual(
      [
        `POST /api/leads/getall: its maker ${maker.username} is disabled`,
        `POST /api/leads/export: its maker ${maker.username} is disabled`,
        `POST /api/leads/export: its maker ${maker.username} is no longer an admin`,
        `POST /api/leads/export: its maker ${maker.username} was deleted`,
      ].sort(),
    );
  });

  it('the console’s x-admin-token wins over a Bearer header sent beside it', async () => {
    const { token } = await make('read-leads');
    const answer = await server.app.inject({
      method: 'POST',
      url: '/api/admin/users/getall',
      headers: { authorization: `Bearer ${token}`, 'x-admin-token': admin },
      payload: {},
    });
    expect(answer.statusCode).toBe(200);
  });

  it('answers 400 for bad input and 404 for an unknown id', async () => {
    for (const json of [
      {},
      { name: '', scope: 'content' },
      { name: 'x', scope: 'admin' },
      { name: 'x', scope: 'content', days: 0 },
      { name: 'x', scope: 'content', days: 366 },
      { name: 'x', scope: 'content', days: 1.5 },
      { name: 'x', scope: 'content', extra: true },
    ]) {
      const answer = await call(server.app, '/api/admin/api-tokens/create', { token: admin, json });
      expect(answer.status, JSON.stringify(json)).toBe(400);
    }
    const unknown = await call(server.app, '/api/admin/api-tokens/revoke', {
      token: admin,
      json: { tokenId: 'nope' },
    });
    expect(unknown.status).toBe(404);
  });
});
