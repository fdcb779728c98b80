import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { and, eq, ne } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ApiTokenMessages } from '@/sdk/schemas/apiTokens';
import { TokenScope, scopeAllows } from '@/sdk/schemas/users';
import type { Area } from '@/sdk/schemas/users';
import { createApiToken, revokeApiToken } from '../auth/apiTokens';
import type { Db } from '../db/database';
import { admins, apiTokens, auditLog } from '../db/schema';
import { adminToken, signedInUser } from './fixtures';

// The authorization matrix's rows of issue 38 (webhooks, API tokens), and the matrix walked with
// API tokens: kept apart from server/test/authMatrix.test.ts, as authMatrixDrafts.ts is.

interface Entry {
  access: 'public' | Area;
  body?: Record<string, unknown>;
}

/**
 * The routes that only read (`requireRole(..., { readOnly: true })`), where a read-only scope
 * reaches: a route marked so on the server but missing here (or the reverse) fails the walk.
 */
export const leadReadRoutes = new Set([
  'POST /api/leads/getall',
  'POST /api/leads/export',
  'POST /api/leads/dashboard',
  'POST /api/analytics/conversion',
]);
const readRoutes = new Set([
  ...leadReadRoutes,
  'POST /api/admin/webhooks/getall',
  'POST /api/admin/webhooks/deliveries/getall',
  'POST /api/admin/api-tokens/getall',
]);

/** Webhooks and API tokens: admins only (`Permissions.integrations`). */
export const integrationEntries = (): Record<string, Entry> => ({
  'POST /api/admin/webhooks/getall': { access: 'integrations' },
  // Switched off, so one that got through would be listed but never called.
  'POST /api/admin/webhooks/create': {
    access: 'integrations',
    body: { url: 'https://hooks.example.com/lms', events: ['lead.created'], active: false },
  },
  'POST /api/admin/webhooks/update': {
    access: 'integrations',
    body: { webhookId: 'missing', active: false },
  },
  'POST /api/admin/webhooks/delete': { access: 'integrations', body: { webhookId: 'missing' } },
  'POST /api/admin/webhooks/test': { access: 'integrations', body: { webhookId: 'missing' } },
  'POST /api/admin/webhooks/deliveries/getall': {
    access: 'integrations',
    body: { webhookId: 'missing' },
  },
  'POST /api/admin/webhooks/deliveries/resend': {
    access: 'integrations',
    body: { deliveryId: 'missing' },
  },
  'POST /api/admin/api-tokens/getall': { access: 'integrations' },
  'POST /api/admin/api-tokens/create': {
    access: 'integrations',
    body: { name: 'matrix', scope: 'content', days: 1 },
  },
  'POST /api/admin/api-tokens/revoke': { access: 'integrations', body: { tokenId: 'missing' } },
});

interface Walk {
  app: FastifyInstance;
  db: Db;
  matrix: Record<string, Entry>;
}

function withBearer(app: FastifyInstance, key: string, token: string, body?: object) {
  const [method = 'GET', pattern = '/'] = key.split(' ');
  return app.inject({
    method: method as 'GET' | 'HEAD' | 'POST',
    url: pattern.replace('*', 'missing.png'),
    headers: { authorization: `Bearer ${token}` },
    ...(method === 'POST' ? { payload: body ?? {} } : {}),
  });
}

/** An answer without the test's throwaway `t-` users (adminToken makes one per session). */
function withoutThrowaways(key: string, body: { data: unknown }): unknown {
  const t = (name: string) => name.startsWith('t-');
  if (key.endsWith('/users/getall'))
    return (body.data as { username: string }[]).filter((u) => !t(u.username));
  if (key.endsWith('/security/getall')) {
    const overview = body.data as { adminsWithoutTwoFactor: string[] };
    return {
      ...overview,
      adminsWithoutTwoFactor: overview.adminsWithoutTwoFactor.filter((n) => !t(n)),
    };
  }
  return body;
}

/**
 * What a refused call could have changed: every list an admin reads (without the test's own
 * throwaway `t-` users and the tokens' own use marks) and the audit log but the tokens' entries.
 */
async function everything({ app, db, matrix }: Walk): Promise<string> {
  const token = await adminToken(db);
  const reads = Object.keys(matrix).filter(
    (key) => key.endsWith('/getall') && !key.includes('/audit/') && !key.includes('/api-tokens/'),
  );
  const answers = await Promise.all(
    reads.map((key) =>
      app.inject({
        method: 'POST',
        url: key.slice(5),
        headers: { 'x-admin-token': token },
        payload: {},
      }),
    ),
  );
  const entries = await db
    .select({ action: auditLog.action, target: auditLog.target, kind: auditLog.kind })
    .from(auditLog)
    .where(and(ne(auditLog.kind, 'api-token'), ne(auditLog.kind, 'sign-in')));
  const tokens = await db
    .select({ id: apiTokens.id, revokedAt: apiTokens.revokedAt })
    .from(apiTokens);
  return JSON.stringify([
    answers.map((answer, i) => withoutThrowaways(reads[i] ?? '', answer.json())),
    entries.filter((e) => !e.target.startsWith('t-')).length,
    tokens,
  ]);
}

/**
 * Every guarded route called with an API token of each scope: through the guard exactly where
 * the scope's area and reach (`scopeAllows`, sdk/schemas/users) say, 403 elsewhere; a revoked
 * and an expired token 401 everywhere; refused calls change nothing. Public routes answer a
 * Bearer token as they answer anyone.
 */
export function tokenMatrixTests(walk: () => Walk): void {
  describe('authorization matrix with API tokens (issue 38)', () => {
    /** A token works only while its maker is an enabled admin (issue 43): a throwaway one. */
    const maker = async (db: Db) => {
      const { id, username } = await signedInUser(db, `t-${randomUUID()}`);
      return { id, username };
    };
    const tokenOf = async (db: Db, scope: TokenScope) =>
      (await createApiToken(db, { name: `matrix ${scope}`, scope, days: 1 }, await maker(db)))
        .token;

    it('a revoked or expired token, or one whose maker is disabled, gets 401 on every guarded route, and refusals change nothing', async () => {
      const w = walk();
      const revoked = await createApiToken(
        w.db,
        { name: 'revoked', scope: 'content', days: 1 },
        await maker(w.db),
      );
      await revokeApiToken(w.db, revoked._id);
      const expired = await createApiToken(
        w.db,
        { name: 'expired', scope: 'read-leads', days: 1 },
        await maker(w.db),
      );
      await w.db
        .update(apiTokens)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(apiTokens.id, expired._id));
      // Its maker disabled since (issue 43): stopped as a revoked one is.
      const disabledMaker = await maker(w.db);
      const stopped = await createApiToken(
        w.db,
        { name: 'stopped', scope: 'content', days: 1 },
        disabledMaker,
      );
      await w.db.update(admins).set({ disabled: true }).where(eq(admins.id, disabledMaker.id));
      const live = {
        'read-leads': await tokenOf(w.db, 'read-leads'),
        content: await tokenOf(w.db, 'content'),
      } satisfies Record<TokenScope, string>;
      const before = await everything(w);
      let refused = 0;
      for (const [key, entry] of Object.entries(w.matrix)) {
        if (entry.access === 'public') continue;
        const answers = await Promise.all(
          [revoked.token, expired.token, stopped.token].map((token) =>
            withBearer(w.app, key, token, entry.body),
          ),
        );
        for (const answer of answers) {
          expect(answer.statusCode, key).toBe(401);
          expect(answer.json(), key).toEqual({ success: false, msg: ApiTokenMessages.unknown });
        }
        for (const scope of TokenScope.options) {
          if (scopeAllows(scope, entry.access, readRoutes.has(key))) continue;
          const answer = await withBearer(w.app, key, live[scope], entry.body);
          expect(answer.statusCode, `${key} with a ${scope} token: ${answer.body}`).toBe(403);
          expect(answer.json(), key).toEqual({ success: false, msg: ApiTokenMessages.outOfScope });
          refused += 1;
        }
      }
      // Every lead write, user, audit, account, review and integrations route, for both scopes.
      expect(refused).toBeGreaterThan(40);
      expect(await everything(w)).toBe(before);
      // Public routes (lead capture among them: they store) answer a dead token as anyone.
      for (const [key, entry] of Object.entries(w.matrix)) {
        if (entry.access !== 'public') continue;
        const plain = await withBearer(w.app, key, '', entry.body);
        const dead = await withBearer(w.app, key, revoked.token, entry.body);
        expect(dead.statusCode, key).toBe(plain.statusCode);
      }
    });

    it('a live token gets through the guard exactly where its scope reaches', async () => {
      const w = walk();
      let passed = 0;
      for (const scope of TokenScope.options) {
        for (const [key, entry] of Object.entries(w.matrix)) {
          if (entry.access === 'public' || !scopeAllows(scope, entry.access, readRoutes.has(key)))
            continue;
          const answer = await withBearer(w.app, key, await tokenOf(w.db, scope), entry.body);
          expect([200, 400, 404, 409], `${key} with a ${scope} token: ${answer.body}`).toContain(
            answer.statusCode,
          );
          passed += 1;
        }
      }
      // The three lead reads, and every content, draft, history and release route.
      expect(passed).toBeGreaterThan(50);
    });
  });
}
