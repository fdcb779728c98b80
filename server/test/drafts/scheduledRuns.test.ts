import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { TEST_DATABASE_URL, databaseBackends, postgresBackend } from '../backends';
import { openDatabase } from '../../db/database';
import type { Database } from '../../db/database';
import { auditLog, contentReleases, contentVersions } from '../../db/schema';
import { adminToken, seedContent } from '../fixtures';
import { call } from '../requests';
import { startTestApp } from '../testApp';

/** Drafts a new FAQ entry and puts it in a release scheduled for next year; answers its id. */
async function scheduledRelease(app: Parameters<typeof call>[0], token: string, n: number) {
  const draft = await call(app, '/api/faqSection/draft', {
    token,
    json: { question: `Scheduled question ${n}`, answer: 'Yes.' },
  });
  const id = (draft.body.data as { id: string }).id;
  const created = await call(app, '/api/releases/create', {
    token,
    json: { name: `Release ${n}`, items: [{ key: 'faqs', id }] },
  });
  const releaseId = (created.body.data as { _id: string })._id;
  const next = new Date(Date.now() + 365 * 86_400_000).toISOString();
  const scheduled = await call(app, '/api/releases/schedule', {
    token,
    json: { releaseId, at: next },
  });
  expect(scheduled.status).toBe(200);
  return { releaseId, faqId: id };
}

/** The servers were down when it fell due: its time is now in the past. */
const fallDue = (database: Database) =>
  database.db
    .update(contentReleases)
    .set({ scheduledAt: new Date(Date.now() - 60_000) })
    .where(eq(contentReleases.status, 'scheduled'));

describe.each(databaseBackends())('scheduled releases on $name', (backend) => {
  let opened: Awaited<ReturnType<typeof backend.open>>;
  afterAll(() => opened?.dispose());

  it('survive a restart and run when the next server starts, after the downtime', async () => {
    opened = await backend.open();
    const first = await startTestApp({}, opened.database);
    await seedContent(first.context.db);
    const token = await adminToken(first.context.db);
    const { releaseId, faqId } = await scheduledRelease(first.app, token, 1);
    await first.close();
    await fallDue(opened.database);
    // The next start catches up before it answers anyone (the job's onReady run).
    const second = await startTestApp({}, opened.database);
    await second.app.ready();
    try {
      const faqs = await call(second.app, '/api/faqSection/getall');
      expect(JSON.stringify(faqs.body.data)).toContain('Scheduled question 1');
      const [row] = await opened.database.db
        .select()
        .from(contentReleases)
        .where(eq(contentReleases.id, releaseId));
      expect(row?.status).toBe('published');
      const versions = await opened.database.db
        .select()
        .from(contentVersions)
        .where(eq(contentVersions.recordId, faqId));
      expect(versions.map((version) => version.releaseId)).toEqual([releaseId]);
    } finally {
      await second.close();
    }
  });
});

describe.skipIf(!TEST_DATABASE_URL)('two instances racing on one PostgreSQL', () => {
  it('publish each due release exactly once', { timeout: 120_000 }, async () => {
    const backend = postgresBackend()!;
    const opened = await backend.open();
    const second = await openDatabase({ kind: 'postgres', url: opened.url! });
    try {
      const setup = await startTestApp({}, opened.database);
      await seedContent(setup.context.db);
      const token = await adminToken(setup.context.db);
      const releases = [];
      for (let n = 0; n < 12; n += 1) releases.push(await scheduledRelease(setup.app, token, n));
      await setup.close();
      await fallDue(opened.database);
      // Two instances, each with its own connection pool, start at once: both run the job.
      const [a, b] = await Promise.all([
        startTestApp({}, opened.database),
        startTestApp({}, second),
      ]);
      await Promise.all([a.app.ready(), b.app.ready()]);
      await Promise.all([a.close(), b.close()]);
      const db = opened.database.db;
      const statuses = await db.select({ status: contentReleases.status }).from(contentReleases);
      expect(statuses.map((row) => row.status)).toEqual(releases.map(() => 'published'));
      for (const { releaseId, faqId } of releases) {
        const versions = await db
          .select()
          .from(contentVersions)
          .where(eq(contentVersions.recordId, faqId));
        expect(versions, faqId).toHaveLength(1);
        expect(versions[0]?.releaseId).toBe(releaseId);
        const entries = await db.select().from(auditLog).where(eq(auditLog.target, faqId));
        expect(
          entries.filter((entry) => entry.action === 'faqs.publish'),
          faqId,
        ).toHaveLength(1);
      }
    } finally {
      await second.close();
      await opened.dispose();
    }
  });
});
