import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { DraftMessages, DraftSummary, ORDER_DRAFT_ID, Published } from '@/sdk/content/drafts';
import { contentDefinitions } from '@/sdk/content';
import { draftReader } from '../../content/drafts/draftView';
import { databaseBackends } from '../backends';
import { useDraftServer } from './draftServer';

// Issue 47 (4): with "editors need review" on, an editor's reorder is a proposal: the collection's
// draft under ORDER_DRAFT_ID holding both orders, waiting for review; publishing it puts the items
// in that order (a 409 and nothing changed when an item came or went meanwhile).
describe.each(databaseBackends())(
  'an editor under review proposes a new order on $name',
  (backend) => {
    const at = useDraftServer(backend);
    // The seed holds one FAQ entry; an order needs a few.
    beforeAll(async () => {
      for (const question of ['Can I take payments?', 'Is there a free trial?']) {
        await at.post('/api/faqSection/create', { json: { question, answer: 'Yes.' } });
      }
    });
    const asEditor = (url: string, json: unknown = {}) => at.post(url, { token: at.editor, json });
    /** The FAQ entries in the order a visitor sees them. */
    const onTheSite = async () =>
      ((await at.post('/api/faqSection/getall', { token: '' })).body.data as { _id: string }[]).map(
        (item) => item._id,
      );
    const reversed = (ids: string[]) => [...ids].reverse();
    const orderDraft = async () =>
      (await at.post('/api/drafts/get', { json: { key: 'faqs', id: ORDER_DRAFT_ID } })).status;

    it('refuses the live reorder, and keeps the order on the site until an admin publishes the proposal', async () => {
      await at.post('/api/publishing/update', { json: { editorsNeedReview: true } });
      const before = await onTheSite();
      expect(before.length).toBeGreaterThan(2);
      const live = await asEditor('/api/faqSection/reorder', { ids: reversed(before) });
      expect(live.status).toBe(403);

      const proposed = await asEditor('/api/drafts/proposeOrder', {
        key: 'faqs',
        ids: reversed(before),
        note: 'Most asked first.',
      });
      expect(proposed.status, JSON.stringify(proposed.body)).toBe(200);
      expect(proposed.body.msg).toBe(DraftMessages.orderProposed);
      const summary = DraftSummary.parse(proposed.body.data);
      expect(summary).toMatchObject({ id: ORDER_DRAFT_ID, name: 'New order', changedFields: [] });
      expect(summary.review).toMatchObject({ state: 'waiting', note: 'Most asked first.' });
      // Both orders, named, for the reviewer.
      expect(summary.order?.current.map((entry) => entry.id)).toEqual(before);
      expect(summary.order?.proposed.map((entry) => entry.id)).toEqual(reversed(before));
      expect(summary.order?.proposed.every((entry) => entry.name && entry.name !== entry.id)).toBe(
        true,
      );
      const [entry] = await at.audit(1);
      expect(entry).toMatchObject({ action: 'faqs.propose-order', target: ORDER_DRAFT_ID });

      // In the reviewer's queue and the collection's drafts; the site keeps its order.
      const waiting = await at.post('/api/drafts/getall', { json: { review: 'waiting' } });
      const queued = z.array(DraftSummary).parse(waiting.body.data);
      expect(queued.find((draft) => draft.id === ORDER_DRAFT_ID)?.order).toEqual(summary.order);
      expect(await onTheSite()).toEqual(before);
      // The preview shows the proposed order.
      const previewed = await draftReader(at.server.context.db)(contentDefinitions.faqs);
      expect(previewed.map((record) => record._id)).toEqual(reversed(before));
      // The editor may not publish it themselves.
      const own = await asEditor('/api/drafts/publish', { key: 'faqs', id: ORDER_DRAFT_ID });
      expect(own.status).toBe(403);

      const published = await at.post('/api/drafts/publish', {
        json: { key: 'faqs', id: ORDER_DRAFT_ID },
      });
      expect(published.status, JSON.stringify(published.body)).toBe(200);
      expect(published.body.msg).toBe(DraftMessages.orderPublished);
      expect(Published.parse(published.body.data)).toMatchObject({
        id: ORDER_DRAFT_ID,
        versionId: '',
        record: { order: reversed(before) },
      });
      expect(await onTheSite()).toEqual(reversed(before));
      const [reordered] = await at.audit(1);
      expect(reordered).toMatchObject({ action: 'faqs.reorder', summary: 'reordered faqs' });
      expect(await orderDraft()).toBe(404);
      // Put back as it was, by an admin.
      expect((await at.post('/api/faqSection/reorder', { json: { ids: before } })).status).toBe(
        200,
      );
    });

    it("withdraws the proposal when the order sent is the site's, and discards or sends back without changing the site", async () => {
      const before = await onTheSite();
      await asEditor('/api/drafts/proposeOrder', { key: 'faqs', ids: reversed(before) });
      const same = await asEditor('/api/drafts/proposeOrder', { key: 'faqs', ids: before });
      expect(same.status).toBe(200);
      expect(same.body).toMatchObject({ msg: DraftMessages.orderUnchanged, data: null });
      expect(await orderDraft()).toBe(404);

      await asEditor('/api/drafts/proposeOrder', { key: 'faqs', ids: reversed(before) });
      const sent = await at.post('/api/drafts/review/sendBack', {
        json: { key: 'faqs', id: ORDER_DRAFT_ID, note: 'Keep pricing first.' },
      });
      expect(sent.status).toBe(200);
      expect(DraftSummary.parse(sent.body.data).review.state).toBe('sent-back');
      const [entry] = await at.audit(1);
      expect(entry?.summary).toBe('sent back faqs (new order): Keep pricing first.');
      expect(await onTheSite()).toEqual(before);
      const discarded = await asEditor('/api/drafts/discard', { key: 'faqs', id: ORDER_DRAFT_ID });
      expect(discarded.status).toBe(200);
      expect(await onTheSite()).toEqual(before);
      expect(await orderDraft()).toBe(404);
    });

    it('refuses an order whose items are not the list, and a publish after an item came or went', async () => {
      const before = await onTheSite();
      for (const ids of [before.slice(1), [...before, 'no-such'], [before[0], ...before]]) {
        const wrong = await asEditor('/api/drafts/proposeOrder', { key: 'faqs', ids });
        expect(wrong.status, JSON.stringify(ids)).toBe(409);
        expect(wrong.body.msg).toBe(DraftMessages.orderOutdated);
      }
      await asEditor('/api/drafts/proposeOrder', { key: 'faqs', ids: reversed(before) });
      // An admin deletes an item meanwhile: the proposal no longer names the list's items.
      const gone = before[0]!;
      expect(
        (await at.post('/api/faqSection/delete', { json: { faqSectionId: gone } })).status,
      ).toBe(200);
      const stale = await at.post('/api/drafts/publish', {
        json: { key: 'faqs', id: ORDER_DRAFT_ID },
      });
      expect(stale.status).toBe(409);
      expect(stale.body.msg).toBe(DraftMessages.orderOutdated);
      // Nothing was applied, and the proposal is still there to send back or discard.
      expect(await onTheSite()).toEqual(before.slice(1));
      expect(await orderDraft()).toBe(200);
      await at.post('/api/drafts/discard', { json: { key: 'faqs', id: ORDER_DRAFT_ID } });
    });

    it('publishes a proposed order in a release', async () => {
      const before = await onTheSite();
      await asEditor('/api/drafts/proposeOrder', { key: 'faqs', ids: reversed(before) });
      const made = await at.post('/api/releases/create', {
        json: { name: 'New FAQ order', items: [{ key: 'faqs', id: ORDER_DRAFT_ID }] },
      });
      expect(made.status, JSON.stringify(made.body)).toBe(200);
      const releaseId = (made.body.data as { _id: string })._id;
      const run = await at.post('/api/releases/publish', { json: { releaseId } });
      expect(run.status, JSON.stringify(run.body)).toBe(200);
      expect(await onTheSite()).toEqual(reversed(before));
      expect(await orderDraft()).toBe(404);
    });

    it('refuses a section, a list too short, and a caller without the content role', async () => {
      const section = await asEditor('/api/drafts/proposeOrder', {
        key: 'home',
        ids: ['a', 'b'],
      });
      expect(section.status).toBe(400);
      expect(section.body.msg).toBe(DraftMessages.notOrderable);
      const one = await asEditor('/api/drafts/proposeOrder', { key: 'faqs', ids: ['faq-1'] });
      expect(one.status).toBe(400);
      const nobody = await at.post('/api/drafts/proposeOrder', {
        token: '',
        json: { key: 'faqs', ids: await onTheSite() },
      });
      expect(nobody.status).toBe(401);
    });
  },
);
