import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { Release, ReleaseMessages } from '@/sdk/content/releases';
import { databaseBackends } from '../backends';
import { contentReleases } from '../../db/schema';
import { publishDueReleases } from '../../content/releases/publishRelease';
import { useDraftServer } from './draftServer';

describe.each(databaseBackends())('releases on $name', (backend) => {
  const at = useDraftServer(backend);
  const draftFaq = (answer: string) =>
    at.post('/api/faqSection/draft', { json: { faqSectionId: 'faq-1', answer } });
  const draftTab = (title: string) =>
    at.post('/api/featureTabSection/draft', { json: { featureTabSectionId: 'tab-1', title } });
  const publicText = async () =>
    JSON.stringify([
      (await at.post('/api/faqSection/getall', { token: '' })).body.data,
      (await at.post('/api/featureTabSection/getall', { token: '' })).body.data,
      (await at.post('/api/clientSection/getall', { token: '' })).body.data,
    ]);
  const create = async (name: string, items: unknown[]) => {
    const answer = await at.post('/api/releases/create', { json: { name, items } });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return Release.parse(answer.body.data);
  };

  it('publishes its drafts in one transaction, with one content version for every instance', async () => {
    await draftFaq('Release answer');
    await draftTab('Release title');
    const release = await create('Diwali', [
      { key: 'faqs', id: 'faq-1' },
      { key: 'featureTabs', id: 'tab-1' },
      { key: 'clients', id: 'client-1', action: 'unpublish' },
    ]);
    expect(release.status).toBe('open');
    const version = at.server.context.contentCache.version;
    const published = await at.post('/api/releases/publish', { json: { releaseId: release._id } });
    expect(published.status).toBe(200);
    // Published, it keeps its items: the record of what it did.
    expect(Release.parse(published.body.data)).toMatchObject({
      status: 'published',
      items: release.items,
    });
    // One notice for the whole release: the content version moved once.
    expect(at.server.context.contentCache.version).toBe(version + 1);
    const text = await publicText();
    expect(text).toContain('Release answer');
    expect(text).toContain('Release title');
    expect(text).not.toContain('Active client');
    const audit = await at.audit(3);
    expect(audit.map((entry) => entry.action).sort()).toEqual([
      'clients.unpublish',
      'faqs.publish',
      'featureTabs.publish',
    ]);
    expect(audit.every((entry) => entry.versionId)).toBe(true);
    const again = await at.post('/api/releases/publish', { json: { releaseId: release._id } });
    expect(again.status).toBe(409);
  });

  it('publishes nothing when one item cannot be published (all or nothing)', async () => {
    await draftFaq('Half a release');
    await draftTab('Other half');
    const release = await create('Half', [
      { key: 'faqs', id: 'faq-1' },
      { key: 'featureTabs', id: 'tab-1' },
    ]);
    // The tab's draft leaves the release when it is discarded, so break the release by hand:
    // the item stays, its draft goes (as a crash between two steps could leave it).
    const { contentDrafts } = await import('../../db/schema');
    await at.server.context.db.delete(contentDrafts).where(eq(contentDrafts.recordId, 'tab-1'));
    const failed = await at.post('/api/releases/publish', { json: { releaseId: release._id } });
    expect(failed.status).toBe(409);
    expect(await publicText()).not.toContain('Half a release');
    await at.post('/api/drafts/discard', { json: { key: 'faqs', id: 'faq-1' } });
  });

  it('schedules a release, refuses a time in the past, and runs it when due', async () => {
    await draftFaq('Scheduled answer');
    const release = await create('Tomorrow', [{ key: 'faqs', id: 'faq-1' }]);
    const past = await at.post('/api/releases/schedule', {
      json: { releaseId: release._id, at: '2020-01-01T09:00:00+05:30' },
    });
    expect(past.status).toBe(400);
    expect(past.body.msg).toBe(ReleaseMessages.inPast);
    const noOffset = await at.post('/api/releases/schedule', {
      json: { releaseId: release._id, at: '2030-01-01T09:00:00' },
    });
    expect(noOffset.status).toBe(400);
    const at9 = '2030-01-01T09:00:00+05:30';
    const scheduled = await at.post('/api/releases/schedule', {
      json: { releaseId: release._id, at: at9 },
    });
    // Stored in UTC: 09:00 in India is 03:30 UTC.
    expect(Release.parse(scheduled.body.data)).toMatchObject({
      status: 'scheduled',
      scheduledAt: '2030-01-01T03:30:00.000Z',
    });
    const { db, contentWriteListeners } = at.server.context;
    expect(await publishDueReleases(db, contentWriteListeners, new Date('2029-12-31'))).toEqual([]);
    const done = await publishDueReleases(db, contentWriteListeners, new Date('2030-01-02'));
    expect(done.map((outcome) => outcome.kind)).toEqual(['published']);
    expect(await publicText()).toContain('Scheduled answer');
    const [entry] = await at.audit(1);
    expect(entry).toMatchObject({ action: 'faqs.publish', actorName: '(scheduled release)' });
    expect(entry?.summary).toContain('in release “Tomorrow”');
    // Once: a second run finds nothing due.
    expect(await publishDueReleases(db, contentWriteListeners, new Date('2030-01-03'))).toEqual([]);
  });

  it('marks a due release failed, publishing nothing, when a draft is gone', async () => {
    await draftFaq('Never published');
    const release = await create('Broken', [{ key: 'faqs', id: 'faq-1' }]);
    await at.post('/api/releases/schedule', {
      json: { releaseId: release._id, at: '2031-01-01T00:00:00Z' },
    });
    const { contentDrafts } = await import('../../db/schema');
    await at.server.context.db.delete(contentDrafts).where(eq(contentDrafts.recordId, 'faq-1'));
    const { db, contentWriteListeners } = at.server.context;
    const [outcome] = await publishDueReleases(db, contentWriteListeners, new Date('2031-01-02'));
    expect(outcome?.kind).toBe('failed');
    expect(outcome?.release.failure).toMatch(/no draft/);
    expect(await publicText()).not.toContain('Never published');
    const [row] = await db
      .select()
      .from(contentReleases)
      .where(eq(contentReleases.id, release._id));
    expect(row?.status).toBe('failed');
  });

  it('answers bad input with 400 and unknown ids with 404', async () => {
    expect((await at.post('/api/releases/create', { json: { name: '', items: [] } })).status).toBe(
      400,
    );
    expect(
      (
        await at.post('/api/releases/create', {
          json: { name: 'x', items: [{ key: 'faqs', id: 'nope' }] },
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await at.post('/api/releases/create', {
          json: { name: 'x', items: [{ key: 'home', id: 'home-1', action: 'unpublish' }] },
        })
      ).status,
    ).toBe(400);
    expect((await at.post('/api/releases/publish', { json: { releaseId: 'nope' } })).status).toBe(
      404,
    );
    expect(
      (
        await at.post('/api/releases/schedule', {
          json: { releaseId: 'nope', at: '2030-01-01T00:00:00Z' },
        })
      ).status,
    ).toBe(404);
    const empty = await create('Empty', []);
    const schedule = await at.post('/api/releases/schedule', {
      json: { releaseId: empty._id, at: '2030-01-01T00:00:00Z' },
    });
    expect(schedule.status).toBe(400);
    expect((await at.post('/api/releases/delete', { json: { releaseId: empty._id } })).status).toBe(
      200,
    );
  });
});
