import { describe, expect, it } from 'vitest';
import { Release, ReleaseMessages } from '@/sdk/content/releases';
import { REVIEW_REFUSAL_AUDIT, setEditorsNeedReview } from '../../content/publishing';
import { databaseBackends } from '../backends';
import { useDraftServer } from './draftServer';
import {
  NEXT_YEAR,
  actors,
  adminScheduled,
  draftFaq,
  draftPolicy,
  expectPublishRight,
  publicText,
  releaseRow,
  runDue,
  tokenAudit,
  useCase,
} from './reviewRuleHarness';

// Issue 43: the review rule (server/content/publishing.ts) on every path to the live site, for
// an editor and a content API token, with "editors need review" on and off. The attacks of the
// issue are the tests marked "(issue 43 attack)": each let content through before the fix.

describe.each(databaseBackends())('the review rule on $name', (backend) => {
  const at = useDraftServer(backend);
  const admin = (url: string, json: unknown) => at.post(url, { json });

  describe.each(actors)('$name', (actor) => {
    describe.each([true, false])('with review on: %s', (review) => {
      const c = useCase(at, actor, review);

      it('publishes its own draft directly only while it has the publish right', async () => {
        const text = c.mark('Own policy');
        const item = await draftPolicy(at, c.as, text);
        expectPublishRight(await c.as('/api/drafts/publish', item), review, 'drafts/publish');
        expect((await publicText(at)).includes(text)).toBe(!review);
      });

      it('unpublishes and deletes a live item only while it has the publish right', async () => {
        const created = await admin('/api/faqSection/create', {
          question: c.mark('Live'),
          answer: 'Yes.',
        });
        const id = (created.body.data as { _id: string })._id;
        const off = await c.as('/api/faqSection/update', { faqSectionId: id, isActive: false });
        expectPublishRight(off, review, 'unpublish');
        const deleted = await c.as('/api/faqSection/delete', { faqSectionId: id });
        expectPublishRight(deleted, review, 'delete');
        if (review) await admin('/api/faqSection/delete', { faqSectionId: id });
        const trash = await admin('/api/trash/getall', { key: 'faqs' });
        const trashId = (trash.body.data as { _id: string; recordId: string }[]).find(
          (t) => t.recordId === id,
        )!._id;
        expectPublishRight(await c.as('/api/trash/restore', { trashId }), review, 'restore');
      });

      it('gathers drafts in a release of its own, which publishes nothing by itself', async () => {
        const text = c.mark('Gathered');
        const item = await draftFaq(c.as, text);
        const created = await c.as('/api/releases/create', { name: 'Mine', items: [item] });
        expect(created.status).toBe(200);
        const release = Release.parse(created.body.data);
        expect(release.status).toBe('open');
        const schedule = await c.as('/api/releases/schedule', {
          releaseId: release._id,
          at: NEXT_YEAR(),
        });
        expectPublishRight(schedule, review, 'releases/schedule');
        expect((await releaseRow(at, release._id))?.status).toBe(review ? 'open' : 'scheduled');
        const unschedule = await c.as('/api/releases/unschedule', { releaseId: release._id });
        expectPublishRight(unschedule, review, 'releases/unschedule');
        const publish = await c.as('/api/releases/publish', { releaseId: release._id });
        expectPublishRight(publish, review, 'releases/publish');
        expect((await publicText(at)).includes(text)).toBe(!review);
      });

      it('adding items to an admin-scheduled release takes it off the schedule (issue 43 attack)', async () => {
        const approved = await draftFaq((u, j) => admin(u, j), c.mark('Approved'));
        const releaseId = await adminScheduled(at, [approved]);
        const own = c.mark('Smuggled policy');
        const policy = await draftPolicy(at, c.as, own);
        const changed = await c.as('/api/releases/update', {
          releaseId,
          items: [approved, policy, { key: 'faqs', id: 'faq-1', action: 'unpublish' }],
        });
        expect(changed.status).toBe(200);
        expect(changed.body.msg).toBe(ReleaseMessages.updatedOffSchedule);
        expect(Release.parse(changed.body.data)).toMatchObject({
          status: 'open',
          scheduledAt: null,
        });
        expect(await runDue(at)).toEqual([]);
        const site = await publicText(at);
        expect(site).not.toContain(own);
        expect(site).toContain('Is there an app?');
      });

      it('renaming a scheduled release keeps its schedule', async () => {
        const approved = await draftFaq((u, j) => admin(u, j), c.mark('Renamed'));
        const releaseId = await adminScheduled(at, [approved]);
        const renamed = await c.as('/api/releases/update', { releaseId, name: 'Diwali' });
        expect(renamed.body.msg).toBe(ReleaseMessages.updated);
        expect((await releaseRow(at, releaseId))?.status).toBe('scheduled');
      });

      it('re-saving a draft in an admin-scheduled release takes it off the schedule (issue 43 attack)', async () => {
        const approvedText = c.mark('Approved policy');
        const policy = await draftPolicy(at, (u, j) => admin(u, j), approvedText);
        const releaseId = await adminScheduled(at, [policy]);
        const own = c.mark('Rewritten policy');
        const saved = await draftPolicy(at, c.as, own);
        expect(saved).toEqual(policy);
        expect((await releaseRow(at, releaseId))?.status).toBe('open');
        expect(await runDue(at)).toEqual([]);
        expect(await publicText(at)).not.toContain(own);
      });

      it('restoring a version as a draft, or discarding one, takes its scheduled release off the schedule', async () => {
        const one = await draftFaq((u, j) => admin(u, j), c.mark('Restored'));
        await admin('/api/drafts/publish', one);
        await admin('/api/faqSection/update', { faqSectionId: one.id, answer: 'Second.' });
        const versions = await admin('/api/versions/getall', one);
        // The oldest version (the create): restoring it drafts the first answer back.
        const versionId = (versions.body.data as { items: { _id: string }[] }).items.at(-1)!._id;
        await admin('/api/faqSection/draft', { faqSectionId: one.id, answer: 'Approved answer.' });
        const first = await adminScheduled(at, [one]);
        const restored = await c.as('/api/versions/restore', { versionId });
        expect(restored.status, JSON.stringify(restored.body)).toBe(200);
        expect((await releaseRow(at, first))?.status).toBe('open');
        const second = await adminScheduled(at, [one]);
        expect((await c.as('/api/drafts/discard', one)).status).toBe(200);
        expect((await releaseRow(at, second))?.status).toBe('open');
      });

      it('deletes an admin-scheduled release only with the publish right (issue 43 attack)', async () => {
        const approved = await draftFaq((u, j) => admin(u, j), c.mark('Kept'));
        const releaseId = await adminScheduled(at, [approved]);
        const deleted = await c.as('/api/releases/delete', { releaseId });
        expectPublishRight(deleted, review, 'releases/delete');
        expect((await releaseRow(at, releaseId))?.status).toBe(review ? 'scheduled' : undefined);
        // An open release is no path to the site: anyone with the content role deletes it.
        const open = await at.post('/api/releases/create', { json: { name: 'Open', items: [] } });
        const openId = Release.parse(open.body.data)._id;
        expect((await c.as('/api/releases/delete', { releaseId: openId })).status).toBe(200);
      });

      it('a scheduled run publishes nothing once the one who scheduled it may not publish', async () => {
        await setEditorsNeedReview(at.server.context.db, false);
        const text = c.mark('Scheduled while off');
        const item = await draftFaq(c.as, text);
        const created = await c.as('/api/releases/create', { name: 'Mine', items: [item] });
        const releaseId = Release.parse(created.body.data)._id;
        const schedule = await c.as('/api/releases/schedule', { releaseId, at: NEXT_YEAR() });
        expect(schedule.status).toBe(200);
        await setEditorsNeedReview(at.server.context.db, review);
        const [outcome] = await runDue(at);
        expect(outcome?.kind).toBe(review ? 'failed' : 'published');
        if (review) expect(outcome?.release.failure).toBe(ReleaseMessages.approverMayNotPublish);
        expect((await publicText(at)).includes(text)).toBe(!review);
      });
    });
  });

  describe('a content API token refused by the review rule', () => {
    const c = useCase(at, actors[1]!, true);

    it('is audited as a refusal, naming what was refused and why', async () => {
      const item = await draftPolicy(at, c.as, c.mark('Audited'));
      expect((await c.as('/api/drafts/publish', item)).status).toBe(403);
      const [entry] = await tokenAudit(at);
      expect(entry).toMatchObject({ action: 'refused' });
      expect(entry?.summary).toBe(`POST /api/drafts/publish refused: ${REVIEW_REFUSAL_AUDIT}`);
      const approved = await draftFaq((u, j) => admin(u, j), c.mark('Audited release'));
      const releaseId = await adminScheduled(at, [approved]);
      expect((await c.as('/api/releases/delete', { releaseId })).status).toBe(403);
      const [deleted] = await tokenAudit(at);
      expect(deleted).toMatchObject({ action: 'refused' });
      expect(deleted?.summary).toBe(`POST /api/releases/delete refused: ${REVIEW_REFUSAL_AUDIT}`);
    });
  });

  it("takes a release off the schedule when an admin changes its items too; an admin's schedule then runs", async () => {
    await setEditorsNeedReview(at.server.context.db, true);
    const one = await draftFaq((u, j) => admin(u, j), 'Admin change one');
    const two = await draftFaq((u, j) => admin(u, j), 'Admin change two');
    const releaseId = await adminScheduled(at, [one]);
    const changed = await admin('/api/releases/update', { releaseId, items: [one, two] });
    expect(Release.parse(changed.body.data).status).toBe('open');
    await admin('/api/releases/schedule', { releaseId, at: NEXT_YEAR() });
    const [outcome] = await runDue(at);
    expect(outcome?.kind).toBe('published');
    expect(await publicText(at)).toContain('Admin change two');
  });
});
