import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentDefinitions } from '@/sdk/content';
import { ADMIN_TOKEN_HEADER, MAC_ADDRESS } from '@/sdk/schemas/auth';
import { buildApp } from '../app';
import { ensureFirstAdmin } from '../auth/firstAdmin';
import { openDatabase } from '../db/database';
import type { Database } from '../db/database';
import { UNAUTHORIZED } from '../http/errors';
import { adminToken, seedContent } from './fixtures';
import { baseLead, seedLead } from './leadSeeds';
import { testConfig } from './testApp';

/**
 * Every route the server registers, called with every kind of credential: only the allowed
 * combinations get through. The table below must name each registered route exactly; a new route
 * without an entry (or an entry for a route that is gone) fails the first test.
 *
 * Roles (issue 15): `access` becomes the list of roles allowed, and `credentials` gains a token
 * per role; the expectations below then compare the token's role with that list.
 */
type Access = 'public' | 'admin';
const credentials = ['none', 'malformed', 'expired', 'revoked', 'valid'] as const;
type Credential = (typeof credentials)[number];

interface Entry {
  access: Access;
  /** A JSON body that would change data if it got through (ids seeded below). */
  body?: Record<string, unknown>;
}

const ADMIN = { username: 'admin', password: 'first-admin-password', macAddress: MAC_ADDRESS };
const lead = baseLead;

/** Content routes follow their declaration: getall is public, every write needs an admin. */
function contentEntries(): Record<string, Entry> {
  const entries: Record<string, Entry> = {};
  const seeded: Record<string, string> = {
    clients: 'client-1',
    testimonials: 'testimonial-1',
    home: 'home-1',
    course: 'course-1',
    launch: 'launch-1',
    business: 'business-1',
    faqs: 'faq-1',
    featureTabs: 'tab-1',
    settings: 'site-settings',
    whyChoose: 'why-choose',
    eLearning: 'e-learning',
    privacyPolicy: 'privacy-policy',
    termsPolicy: 'terms-policy',
    refundPolicy: 'refund-policy',
  };
  // A reorder names every stored item once.
  const everyId: Record<string, string[]> = {
    clients: ['client-2', 'client-1'],
    testimonials: ['testimonial-2', 'testimonial-1'],
  };
  for (const d of contentDefinitions) {
    const id = { [d.idField]: seeded[d.key] ?? 'missing' };
    entries[`POST ${d.api}/getall`] = { access: 'public' };
    entries[`POST ${d.api}/update`] = { access: 'admin', body: { ...id, isActive: false } };
    if (d.create) entries[`POST ${d.api}/create`] = { access: 'admin', body: {} };
    if (d.kind === 'collection') entries[`POST ${d.api}/delete`] = { access: 'admin', body: id };
    if (d.kind === 'collection' && d.order === 'manual') {
      const ids = everyId[d.key] ?? [seeded[d.key] ?? 'missing'];
      entries[`POST ${d.api}/reorder`] = { access: 'admin', body: { ids } };
    }
  }
  return entries;
}

const matrix: Record<string, Entry> = {
  'GET /healthz': { access: 'public' },
  'HEAD /healthz': { access: 'public' },
  'GET /readyz': { access: 'public' },
  'HEAD /readyz': { access: 'public' },
  'GET /': { access: 'public' },
  'GET /robots.txt': { access: 'public' },
  'HEAD /robots.txt': { access: 'public' },
  'GET /sitemap.xml': { access: 'public' },
  'HEAD /sitemap.xml': { access: 'public' },
  'HEAD /': { access: 'public' },
  'GET /uploads/*': { access: 'public' },
  'HEAD /uploads/*': { access: 'public' },
  'POST /api/admin/auth/login': { access: 'public', body: ADMIN },
  'POST /api/admin/auth/logout': { access: 'admin' },
  'POST /api/leads/create': { access: 'public', body: lead },
  'POST /api/leads/getall': { access: 'admin' },
  'POST /api/leads/update': { access: 'admin', body: { leadId: 'lead-1', status: 'closed' } },
  'POST /api/leads/delete': { access: 'admin', body: { leadId: 'lead-1' } },
  'POST /api/leads/export': { access: 'admin' },
  'POST /api/leads/dashboard': { access: 'admin', body: { days: 30 } },
  ...contentEntries(),
};

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
  await seedContent(database.db);
  await seedLead(database.db, 'lead-1', '2026-11-01T09:00:00Z');
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

async function tokenFor(credential: Credential): Promise<string | undefined> {
  if (credential === 'none') return undefined;
  if (credential === 'malformed') return 'not a token; DROP TABLE sessions';
  if (credential === 'expired') return adminToken(database.db, -1);
  if (credential === 'revoked') return revoked;
  return adminToken(database.db);
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
  const reads = Object.keys(matrix).filter((key) => key.endsWith('/getall'));
  const token = await adminToken(database.db);
  const answers = await Promise.all(reads.map((key) => send(key, token)));
  return answers.map((answer) => answer.body).join('\n');
}

describe('authorization matrix', () => {
  it('has exactly one entry for every route the server registers', () => {
    expect(registered.length).toBeGreaterThan(20);
    expect([...new Set(registered)].sort()).toEqual(Object.keys(matrix).sort());
  });

  it('admin routes refuse every credential but a valid token with 401, and change nothing', async () => {
    const before = await everything();
    for (const [key, entry] of Object.entries(matrix)) {
      if (entry.access !== 'admin') continue;
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

  it('a valid token gets through the guard of every admin route', async () => {
    for (const [key, entry] of Object.entries(matrix)) {
      if (entry.access !== 'admin') continue;
      const answer = await send(key, await tokenFor('valid'), entry.body);
      // The route's own answer: 200, or 400 for a create without its image part.
      expect([200, 400], `${key}: ${answer.body}`).toContain(answer.statusCode);
    }
  });
});
