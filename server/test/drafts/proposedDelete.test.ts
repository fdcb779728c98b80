import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { DraftDetail, DraftMessages, DraftSummary, Published } from '@/sdk/content/drafts';
import { TrashItem } from '@/sdk/content/history';
import { contentDefinitions } from '@/sdk/content';
import { draftReader } from '../../content/drafts/draftView';
import { databaseBackends } from '../backends';
import { useDraftServer } from './draftServer';

// Issue 47 (4): with "editors need review" on, an editor's delete is a proposal: the item's draft
// marked as a delete (`proposesDelete`, migration 0015) that waits for review; publishing it moves
// the item to the trash (restorable, a version and an audit entry), sending it back changes nothing.
describe.each(databaseBackends())(
  'an editor under review proposes a delete on $name',
  (backend) => {
    const at = useDraftServer(backend);
    const asEditor = (url: string, json: unknown = {}) => at.post(url, { token: at.editor, json });
    /** The FAQ entries a visitor sees now, by id. */
    const onTheSite = async () =>
      ((await at.post('/api/faqSection/getall', { token: '' })).body.data as { _id: string }[])
        .map((item) => item._id)
        .sort();
    const trash = async () =>
      z
        .array(TrashItem)
        .parse((await at.post('/api/trash/getall', { json: { key: 'faqs' } })).body.data);

    it('refuses the live delete, and keeps the item on the site until an admin publishes the proposal', async () => {
      await at.post('/api/publishing/update', { json: { editorsNeedReview: true } });
      const before = await onTheSite();
      expect(before).toContain('faq-1');

      const live = await asEditor('/api/faqSection/delete', { faqSectionId: 'faq-1' });
      expect(live.status).toBe(403);
      expect(live.body.msg).toBe(DraftMessages.reviewRequired);

      const proposed = await asEditor('/api/drafts/proposeDelete', {
        key: 'faqs',
        id: 'faq-1',
        note: 'We no longer offer this.',
      });
      expect(proposed.status, JSON.stringify(proposed.body)).toBe(200);
      expect(proposed.body.msg).toBe(DraftMessages.deleteProposed);
      const summary = DraftSummary.parse(proposed.body.data);
      expect(summary).toMatchObject({ proposesDelete: true, changedFields: [], isNew: false });
      expect(summary.review).toMatchObject({ state: 'waiting', note: 'We no longer offer this.' });
      const [entry] = await at.audit(1);
      expect(entry).toMatchObject({ action: 'faqs.propose-delete', target: 'faq-1' });

      // The reviewer's queue lists it; the site and the trash are unchanged.
      const waiting = await at.post('/api/drafts/getall', { json: { review: 'waiting' } });
      const queued = z.array(DraftSummary).parse(waiting.body.data);
      expect(queued.find((draft) => draft.id === 'faq-1')?.proposesDelete).toBe(true);
      expect(await onTheSite()).toEqual(before);
      expect(await trash()).toEqual([]);
      // The preview shows the site as it would be with every draft published: without it.
      const previewed = await draftReader(at.server.context.db)(contentDefinitions.faqs);
      expect(previewed.map((record) => record._id)).not.toContain('faq-1');
      // The editor may not publish it themselves.
      expect((await asEditor('/api/drafts/publish', { key: 'faqs', id: 'faq-1' })).status).toBe(
        403,
      );
      const versionsBefore = (await at.versionsOf('faqs', 'faq-1')).length;

      const published = await at.post('/api/drafts/publish', {
        json: { key: 'faqs', id: 'faq-1' },
      });
      expect(published.status, JSON.stringify(published.body)).toBe(200);
      expect(published.body.msg).toBe(DraftMessages.deletedToTrash);
      expect(Published.parse(published.body.data).id).toBe('faq-1');
      expect(await onTheSite()).toEqual(before.filter((id) => id !== 'faq-1'));
      const versions = await at.versionsOf('faqs', 'faq-1');
      expect(versions.length).toBe(versionsBefore + 1);
      expect(versions[0]).toMatchObject({ action: 'delete', after: null });
      const [deleted] = await at.audit(1);
      expect(deleted).toMatchObject({ action: 'faqs.delete', target: 'faq-1' });
      expect(deleted?.versionId).toBe(versions[0]?.id);
      // No draft is left, and the trash holds it (a proposal of no edits leaves no draft there).
      expect(
        (await at.post('/api/drafts/get', { json: { key: 'faqs', id: 'faq-1' } })).status,
      ).toBe(404);
      const [trashed] = await trash();
      expect(trashed).toMatchObject({ recordId: 'faq-1', hadDraft: false });

      // Restorable, as any delete.
      const restored = await at.post('/api/trash/restore', { json: { trashId: trashed?._id } });
      expect(restored.status).toBe(200);
      expect(await onTheSite()).toEqual(before);
    });

    it('sent back and then discarded, a proposed delete changes nothing', async () => {
      const before = await onTheSite();
      await asEditor('/api/drafts/proposeDelete', { key: 'faqs', id: 'faq-1' });
      const sent = await at.post('/api/drafts/review/sendBack', {
        json: { key: 'faqs', id: 'faq-1', note: 'Keep it: people still ask.' },
      });
      expect(sent.status).toBe(200);
      expect(DraftSummary.parse(sent.body.data)).toMatchObject({
        proposesDelete: true,
        review: { state: 'sent-back' },
      });
      // Named as the item, and as a delete, though the proposal holds no field.
      const [entry] = await at.audit(1);
      expect(entry?.summary).toMatch(
        /^sent back faqs “.+” \(delete\): Keep it: people still ask\.$/,
      );
      expect(await onTheSite()).toEqual(before);
      expect(await trash()).toEqual([]);
      expect((await asEditor('/api/drafts/discard', { key: 'faqs', id: 'faq-1' })).status).toBe(
        200,
      );
      expect(await onTheSite()).toEqual(before);
      expect(await trash()).toEqual([]);
    });

    it("keeps the editor's field edits: to the trash with the item, and back as its draft on restore", async () => {
      const edited = await asEditor('/api/faqSection/draft', {
        faqSectionId: 'faq-1',
        answer: 'An edit made before the delete was proposed.',
      });
      expect(DraftDetail.parse(edited.body.data).changedFields).toEqual(['answer']);
      const proposed = await asEditor('/api/drafts/proposeDelete', { key: 'faqs', id: 'faq-1' });
      expect(DraftSummary.parse(proposed.body.data)).toMatchObject({
        proposesDelete: true,
        changedFields: ['answer'],
      });
      // Undoing the edit keeps the proposal: it is more than its fields.
      const original = (await at.post('/api/drafts/get', { json: { key: 'faqs', id: 'faq-1' } }))
        .body.data as { published: { answer: string } };
      const undone = await asEditor('/api/faqSection/draft', {
        faqSectionId: 'faq-1',
        answer: original.published.answer,
      });
      expect(DraftDetail.parse(undone.body.data)).toMatchObject({
        proposesDelete: true,
        changedFields: [],
      });
      await asEditor('/api/faqSection/draft', {
        faqSectionId: 'faq-1',
        answer: 'An edit made before the delete was proposed.',
      });

      await at.post('/api/drafts/publish', { json: { key: 'faqs', id: 'faq-1' } });
      const [trashed] = await trash();
      expect(trashed).toMatchObject({ recordId: 'faq-1', hadDraft: true });
      await at.post('/api/trash/restore', { json: { trashId: trashed?._id } });
      const back = DraftDetail.parse(
        (await at.post('/api/drafts/get', { json: { key: 'faqs', id: 'faq-1' } })).body.data,
      );
      expect(back.changedFields).toEqual(['answer']);
      expect(back.proposesDelete).toBe(false);
      await at.post('/api/drafts/discard', { json: { key: 'faqs', id: 'faq-1' } });
    });

    it('publishes a proposed delete in a release: the item goes to the trash, the release keeps it', async () => {
      const before = await onTheSite();
      await asEditor('/api/drafts/proposeDelete', { key: 'faqs', id: 'faq-1' });
      const made = await at.post('/api/releases/create', {
        json: { name: 'Tidy the FAQ', items: [{ key: 'faqs', id: 'faq-1' }] },
      });
      expect(made.status, JSON.stringify(made.body)).toBe(200);
      const releaseId = (made.body.data as { _id: string })._id;
      const run = await at.post('/api/releases/publish', { json: { releaseId } });
      expect(run.status, JSON.stringify(run.body)).toBe(200);
      expect(await onTheSite()).toEqual(before.filter((id) => id !== 'faq-1'));
      const [trashed] = await trash();
      expect(trashed?.recordId).toBe('faq-1');
      const releases = await at.post('/api/releases/getall');
      const done = (releases.body.data as { _id: string; status: string; items: unknown[] }[]).find(
        (release) => release._id === releaseId,
      );
      expect(done).toMatchObject({ status: 'published', items: [{ key: 'faqs', id: 'faq-1' }] });
      await at.post('/api/trash/restore', { json: { trashId: trashed?._id } });
      expect(await onTheSite()).toEqual(before);
    });

    it('refuses a section, an unknown item and a caller without the content role', async () => {
      const section = await asEditor('/api/drafts/proposeDelete', { key: 'home', id: 'home-1' });
      expect(section.status).toBe(400);
      expect(section.body.msg).toBe(DraftMessages.notDeletable);
      const missing = await asEditor('/api/drafts/proposeDelete', { key: 'faqs', id: 'no-such' });
      expect(missing.status).toBe(404);
      const nobody = await at.post('/api/drafts/proposeDelete', {
        token: '',
        json: { key: 'faqs', id: 'faq-1' },
      });
      expect(nobody.status).toBe(401);
      expect(await trash()).toEqual([]);
    });
  },
);
