import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentDefinitionList, isReservedSegment } from '@/sdk/content';
import { ADMIN_TOKEN_HEADER, MAC_ADDRESS } from '@/sdk/schemas/auth';
import { Role, can } from '@/sdk/schemas/users';
import type { Area } from '@/sdk/schemas/users';
import { buildApp } from '../app';
import { ensureFirstAdmin } from '../auth/firstAdmin';
import { openDatabase } from '../db/database';
import type { Database } from '../db/database';
import { UNAUTHORIZED } from '../http/errors';
import { PASSWORD_CHANGE_FIRST, ROLE_FORBIDDEN, TWO_FACTOR_FIRST } from '../auth/guard';
import { setRequireTwoFactorForAdmins } from '../auth/securitySettings';
import { admins, sessions } from '../db/schema';
import { hashToken } from '../auth/sessions';
import { eq } from 'drizzle-orm';
import { contactEntries } from './authMatrixContacts';
import { draftEntries } from './authMatrixDrafts';
import { experimentEntries } from './authMatrixExperiments';
import { integrationEntries, tokenMatrixTests } from './authMatrixIntegrations';
import { leadTrashEntries } from './authMatrixLeadTrash';
import { adminToken, seedContent } from './fixtures';
import type { SeededContent } from './fixtures';
import { baseLead, seedLead } from './leadSeeds';
import { testConfig } from './testApp';

/**
 * Every route the server registers, called with every kind of credential: only the allowed
 * combinations get through. The table below must name each registered route exactly; a new route
 * without an entry (or an entry for a route that is gone) fails the first test.
 *
 * Roles (issue 15): `access` is 'public' or an area of sdk/schemas/users `Permissions`; a valid
 * token of each role gets through exactly where `can(role, area)` says, and 403 elsewhere. A user
 * still holding a one-time password gets 403 everywhere but its own account. While the site
 * requires two-factor sign-in for admins (issue 33 item 10), an admin without it gets 403
 * everywhere but the few routes that let it set two-factor up.
 */
type Access = 'public' | Area;
const credentials = ['none', 'malformed', 'expired', 'revoked', 'disabled', 'valid'] as const;
type Credential = (typeof credentials)[number];
const roles = Role.options;

interface Entry {
  access: Access;
  /** A JSON body that would change data if it got through (ids seeded below). */
  body?: Record<string, unknown>;
}

const ADMIN = { username: 'admin', password: 'first-admin-password', macAddress: MAC_ADDRESS };
const lead = baseLead;

/**
 * Content routes follow their declaration: getall is public, every write needs an admin. The ids
 * are the fixtures' (seedContent, every declaration): a write names an active record, a reorder
 * every stored item in the reverse order, so each would change data if it got through.
 */
function contentEntries(seeded: SeededContent): Record<string, Entry> {
  const entries: Record<string, Entry> = {};
  for (const d of contentDefinitionList) {
    const records = seeded[d.key];
    const target = records.find((record) => record.isActive !== false) ?? records[0];
    const id = { [d.idField]: target?._id ?? 'missing' };
    entries[`POST ${d.api}/getall`] = { access: 'public' };
    entries[`POST ${d.api}/update`] = { access: 'content', body: { ...id, isActive: false } };
    if (d.create) entries[`POST ${d.api}/create`] = { access: 'content', body: {} };
    if (d.kind === 'collection') entries[`POST ${d.api}/delete`] = { access: 'content', body: id };
    if (d.kind === 'collection' && d.order === 'manual') {
      const ids = records.map((record) => record._id).reverse();
      entries[`POST ${d.api}/reorder`] = { access: 'content', body: { ids } };
    }
  }
  return entries;
}

/** Every route but the content ones, which are added once the fixtures are seeded. */
const matrix: Record<string, Entry> = {
  'GET /healthz': { access: 'public' },
  'HEAD /healthz': { access: 'public' },
  'GET /readyz': { access: 'public' },
  'HEAD /readyz': { access: 'public' },
  // The API's description (issue 46): schemas and paths only, the same for everyone.
  'GET /api/openapi.json': { access: 'public' },
  'HEAD /api/openapi.json': { access: 'public' },
  'GET /': { access: 'public' },
  'GET /robots.txt': { access: 'public' },
  'HEAD /robots.txt': { access: 'public' },
  'GET /sitemap.xml': { access: 'public' },
  'HEAD /sitemap.xml': { access: 'public' },
  'HEAD /': { access: 'public' },
  'GET /uploads/*': { access: 'public' },
  'HEAD /uploads/*': { access: 'public' },
  'POST /api/admin/auth/login': { access: 'public', body: ADMIN },
  'POST /api/admin/auth/login/two-factor': {
    access: 'public',
    body: { challenge: 'not-a-challenge', code: '123456' },
  },
  'POST /api/admin/auth/logout': { access: 'account' },
  'POST /api/admin/account/me': { access: 'account' },
  // Wrong current password: gets through the guard, changes nothing (400).
  'POST /api/admin/account/password': {
    access: 'account',
    body: { currentPassword: 'wrong', newPassword: 'a brand new long password' },
  },
  'POST /api/admin/account/signout-all': { access: 'account' },
  'POST /api/admin/account/review-emails': { access: 'account', body: { reviewEmails: true } },
  // Without a set-up started, a wrong password, or two-factor off: through the guard, 400 or 409.
  'POST /api/admin/account/two-factor/setup': { access: 'account' },
  'POST /api/admin/account/two-factor/enable': {
    access: 'account',
    body: { currentPassword: 'wrong', code: '123456' },
  },
  'POST /api/admin/account/two-factor/recovery-codes': {
    access: 'account',
    body: { currentPassword: 'wrong', code: '123456' },
  },
  'POST /api/admin/account/two-factor/disable': {
    access: 'account',
    body: { currentPassword: 'wrong', code: '123456' },
  },
  'POST /api/admin/security/getall': { access: 'users' },
  // An admin without two-factor may not switch the requirement on (409): nothing changes.
  'POST /api/admin/security/update': { access: 'users', body: { requireTwoFactorForAdmins: true } },
  'POST /api/admin/users/getall': { access: 'users' },
  'POST /api/admin/users/create': { access: 'users', body: { username: 'x', role: 'admin' } },
  'POST /api/admin/users/update': { access: 'users', body: { userId: 'missing', role: 'editor' } },
  'POST /api/admin/users/delete': { access: 'users', body: { userId: 'missing' } },
  // Issue 47 item 5: a missing user (404); the public ones answer without any credential.
  'POST /api/admin/users/password-reset': { access: 'users', body: { userId: 'missing' } },
  'POST /api/admin/auth/password-reset/options': { access: 'public' },
  'POST /api/admin/auth/password-reset/request': { access: 'public', body: { username: 'x' } },
  'POST /api/admin/auth/password-reset': {
    access: 'public',
    body: { token: 'not-a-token', newPassword: 'a brand new long password' },
  },
  'POST /api/admin/audit/getall': { access: 'audit' },
  'POST /api/leads/create': { access: 'public', body: lead },
  // Issue 45: the counting beacon, sent by every visitor's page.
  'POST /api/analytics/beacon': { access: 'public', body: { kind: 'pageview', page: '/' } },
  // The lead page (server/routes/leadForm.ts): the modal's form without script, for visitors.
  'GET /book-a-demo': { access: 'public' },
  'HEAD /book-a-demo': { access: 'public' },
  'POST /book-a-demo': { access: 'public' },
  'POST /api/leads/getall': { access: 'leads' },
  'POST /api/leads/update': { access: 'leads', body: { leadId: 'lead-1', status: 'closed' } },
  // Moves the lead to the trash (issue 43): admins only, sales gets 403.
  'POST /api/leads/delete': { access: 'leadRemoval', body: { leadId: 'lead-1' } },
  'POST /api/leads/export': { access: 'leads' },
  'POST /api/leads/dashboard': { access: 'leads', body: { days: 30 } },
  // Issue 45 item 2: visits and conversion, read by the leads team as the dashboard is.
  'POST /api/analytics/conversion': {
    access: 'leads',
    body: { from: '2026-11-01', to: '2026-11-30' },
  },
};

/** What a user holding a one-time password may still call: its own account and signing out. */
const oneTimePasswordRoutes = new Set([
  'POST /api/admin/auth/logout',
  'POST /api/admin/account/me',
  'POST /api/admin/account/password',
  'POST /api/admin/account/signout-all',
]);
/** What an admin may call before setting up the two-factor sign-in the site requires. */
const beforeTwoFactorRoutes = new Set([
  ...oneTimePasswordRoutes,
  'POST /api/admin/account/two-factor/setup',
  'POST /api/admin/account/two-factor/enable',
]);

let app: FastifyInstance;
let database: Database;
let dir: string;
let revoked: string;
const registered: string[] = [];
const routeKeys = (route: RouteOptions) =>
  [route.method].flat().map((method) => `${method} ${route.url}`);

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'lms-auth-matrix-'));
  const config = testConfig(dir);
  database = await openDatabase(config.database);
  const onRoute = (route: RouteOptions) => registered.push(...routeKeys(route));
  ({ app } = await buildApp({ config, database, logger: false, onRoute }));
  await app.ready();
  await ensureFirstAdmin(database.db, config);
  const seeded = await seedContent(database.db);
  Object.assign(matrix, contentEntries(seeded), await draftEntries(database.db, seeded));
  Object.assign(matrix, integrationEntries(), experimentEntries());
  await seedLead(database.db, 'lead-1', '2026-11-01T09:00:00Z');
  Object.assign(matrix, await contactEntries(database.db));
  Object.assign(matrix, await leadTrashEntries(database.db));
  // A token that was real, then signed out.
  const login = await app.inject({ method: 'POST', url: '/api/admin/auth/login', payload: ADMIN });
  revoked = (login.json() as { token: string }).token;
  const logout = await send('POST /api/admin/auth/logout', revoked);
  expect(logout.statusCode).toBe(200);
});
afterAll(async () => {
  await app.close();
  await database.close();
  rmSync(dir, { recursive: true, force: true });
});

async function tokenFor(credential: Credential, role: Role = 'admin'): Promise<string | undefined> {
  if (credential === 'none') return undefined;
  if (credential === 'malformed') return 'not a token; DROP TABLE sessions';
  if (credential === 'expired') return adminToken(database.db, -1, { role });
  if (credential === 'revoked') return revoked;
  if (credential === 'disabled') return disabledToken(role);
  return adminToken(database.db, 1, { role });
}

/** A live session of a user that an admin then disabled. */
async function disabledToken(role: Role): Promise<string> {
  const token = await adminToken(database.db, 1, { role });
  const [session] = await database.db
    .select({ adminId: sessions.adminId })
    .from(sessions)
    .where(eq(sessions.tokenHash, hashToken(token)));
  if (!session) throw new Error('the throwaway session is missing');
  await database.db.update(admins).set({ disabled: true }).where(eq(admins.id, session.adminId));
  return token;
}

function send(key: string, token: string | undefined, body?: Record<string, unknown>) {
  const [method = 'GET', pattern = '/'] = key.split(' ');
  const url = pattern.replace('*', 'missing.png');
  const headers: Record<string, string> = token ? { [ADMIN_TOKEN_HEADER]: token } : {};
  return app.inject({
    method: method as 'GET' | 'HEAD' | 'POST',
    url,
    headers,
    ...(method === 'POST' ? { payload: body ?? {} } : {}),
  });
}

/** Everything an admin can read: if a refused call changed anything, this changes. */
async function everything(): Promise<string> {
  // The audit log grows with every allowed call, so it is compared by its entries of users only.
  const reads = Object.keys(matrix).filter((key) => key.endsWith('/getall'));
  const token = await adminToken(database.db);
  const answers = await Promise.all(reads.map((key) => send(key, token)));
  return answers.map((answer, i) => stable(reads[i] ?? '', answer.body)).join('\n');
}

/** An answer without what the test itself changes: its throwaway `t-` users and their logins. */
function stable(key: string, body: string): string {
  const data = (JSON.parse(body) as { data: unknown }).data;
  if (key.endsWith('/users/getall'))
    return JSON.stringify(
      (data as { username: string }[]).filter((u) => !u.username.startsWith('t-')),
    );
  if (key.endsWith('/security/getall')) {
    const overview = data as { adminsWithoutTwoFactor: string[] };
    return JSON.stringify({
      ...overview,
      adminsWithoutTwoFactor: overview.adminsWithoutTwoFactor.filter(
        (name) => !name.startsWith('t-'),
      ),
    });
  }
  if (key.endsWith('/audit/getall'))
    return JSON.stringify(
      (data as { items: { kind: string; actorName: string }[] }).items.filter(
        (entry) => entry.kind !== 'sign-in' && !entry.actorName.startsWith('t-'),
      ),
    );
  return body;
}

describe('authorization matrix', () => {
  it('has exactly one entry for every route the server registers', () => {
    expect(registered.length).toBeGreaterThan(20);
    expect([...new Set(registered)].sort()).toEqual(Object.keys(matrix).sort());
  });

  it('guarded routes refuse every credential but a valid token with 401, and change nothing', async () => {
    const before = await everything();
    for (const [key, entry] of Object.entries(matrix)) {
      if (entry.access === 'public') continue;
      for (const credential of credentials.filter((c) => c !== 'valid')) {
        const answer = await send(key, await tokenFor(credential), entry.body);
        expect(answer.statusCode, `${key} with ${credential}`).toBe(401);
        expect(answer.json(), `${key} with ${credential}`).toEqual({
          success: false,
          msg: UNAUTHORIZED,
        });
      }
    }
    expect(await everything()).toBe(before);
  });

  it('public routes answer every credential alike, and never 401', async () => {
    for (const [key, entry] of Object.entries(matrix)) {
      if (entry.access !== 'public') continue;
      const statuses = new Set<number>();
      for (const credential of credentials) {
        const answer = await send(key, await tokenFor(credential), entry.body);
        statuses.add(answer.statusCode);
      }
      expect([...statuses], key).toHaveLength(1);
      expect([...statuses][0], key).not.toBe(401);
      expect([...statuses][0], key).toBeLessThan(500);
    }
  });

  it('a role gets 403 on every route of an area it may not use, and changes nothing', async () => {
    const before = await everything();
    let refused = 0;
    for (const role of roles) {
      for (const [key, entry] of Object.entries(matrix)) {
        if (entry.access === 'public' || can(role, entry.access)) continue;
        const answer = await send(key, await tokenFor('valid', role), entry.body);
        expect(answer.statusCode, `${key} as ${role}`).toBe(403);
        expect(answer.json(), `${key} as ${role}`).toEqual({ success: false, msg: ROLE_FORBIDDEN });
        refused += 1;
      }
    }
    // The editor is refused every lead (5), user (4) and audit (1) route.
    expect(refused).toBeGreaterThanOrEqual(10);
    expect(await everything()).toBe(before);
  });

  it('a valid token of an allowed role gets through the guard of every route', async () => {
    for (const role of roles) {
      for (const [key, entry] of Object.entries(matrix)) {
        if (entry.access === 'public' || !can(role, entry.access)) continue;
        const answer = await send(key, await tokenFor('valid', role), entry.body);
        // The route's own answer: 200, 400 for a create without its image part or a wrong
        // current password, 404 for a user id that does not exist, 409 for a two-factor change
        // that does not apply (none set up, or the requirement without one's own).
        expect([200, 400, 404, 409], `${key} as ${role}: ${answer.body}`).toContain(
          answer.statusCode,
        );
      }
    }
  });

  it('a user with a one-time password may use only its own account', async () => {
    for (const [key, entry] of Object.entries(matrix)) {
      if (entry.access === 'public' || oneTimePasswordRoutes.has(key)) continue;
      const token = await adminToken(database.db, 1, { mustChangePassword: true });
      const answer = await send(key, token, entry.body);
      expect(answer.statusCode, key).toBe(403);
      expect(answer.json(), key).toEqual({ success: false, msg: PASSWORD_CHANGE_FIRST });
    }
  });

  it('while two-factor is required, an admin without it may only set it up, and changes nothing', async () => {
    const before = await everything();
    await setRequireTwoFactorForAdmins(database.db, true);
    let stopped = 0;
    try {
      for (const [key, entry] of Object.entries(matrix)) {
        if (entry.access === 'public') continue;
        // A session of an admin that the requirement found already signed in.
        const answer = await send(key, await adminToken(database.db), entry.body);
        if (beforeTwoFactorRoutes.has(key)) {
          expect([200, 400, 409], `${key}: ${answer.body}`).toContain(answer.statusCode);
          continue;
        }
        expect(answer.statusCode, key).toBe(403);
        expect(answer.json(), key).toEqual({ success: false, msg: TWO_FACTOR_FIRST });
        stopped += 1;
      }
    } finally {
      await setRequireTwoFactorForAdmins(database.db, false);
    }
    // Every content write, lead, user, audit and sign-in-rules route, and the account's others.
    expect(stopped).toBeGreaterThan(20);
    expect(await everything()).toBe(before);
  });

  it('while two-factor is required, an admin with it and every editor go on as before', async () => {
    await setRequireTwoFactorForAdmins(database.db, true);
    try {
      for (const role of roles) {
        for (const [key, entry] of Object.entries(matrix)) {
          if (entry.access === 'public' || !can(role, entry.access)) continue;
          const token = await adminToken(database.db, 1, { role });
          if (role === 'admin') await giveTwoFactor(token);
          const answer = await send(key, token, entry.body);
          expect([200, 400, 404, 409], `${key} as ${role}: ${answer.body}`).toContain(
            answer.statusCode,
          );
        }
      }
    } finally {
      await setRequireTwoFactorForAdmins(database.db, false);
    }
  });
});

tokenMatrixTests(() => ({ app, db: database.db, matrix }));

/** Marks a test session's user as having two-factor on (as a confirmed set-up leaves it). */
async function giveTwoFactor(token: string): Promise<void> {
  const [session] = await database.db
    .select({ adminId: sessions.adminId })
    .from(sessions)
    .where(eq(sessions.tokenHash, hashToken(token)));
  if (!session) throw new Error('the throwaway session is missing');
  await database.db
    .update(admins)
    .set({ twoFactorSecret: 'JBSWY3DPEHPK3PXP', twoFactorEnabledAt: new Date() })
    .where(eq(admins.id, session.adminId));
}

// A page built from blocks is served at /<slug> only when no route of the server answers there
// first, so the sdk refuses a slug that is any route's first segment (issue 44, RESERVED_SLUGS).
describe('the addresses a page may not take', () => {
  it('every first segment the server answers is reserved for it', () => {
    const segments = new Set(
      registered.map((key) => key.split(' ')[1]?.split('/')[1] ?? '').filter(Boolean),
    );
    const free = [...segments].filter(
      (segment) => !segment.startsWith(':') && segment !== '*' && !isReservedSegment(segment),
    );
    expect(segments.size).toBeGreaterThan(3);
    expect(free).toEqual([]);
  });
});
