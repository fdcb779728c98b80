import { describe, expect, it } from 'vitest';
import { DraftDetail, DraftMessages, DraftSummary, Published } from '@/sdk/content/drafts';
import { apiSuccess } from '@/sdk/schemas';
import { z } from 'zod';
import { databaseBackends } from '../backends';
import { useDraftServer } from './draftServer';

const clientsOf = (body: unknown) =>
  apiSuccess(z.array(z.object({ _id: z.string(), clientTitle: z.string() }))).parse(body).data;

describe.each(databaseBackends())('drafts on $name', (backend) => {
  const at = useDraftServer(backend);
  const publicClients = async () =>
    clientsOf((await at.post('/api/clientSection/getall', { token: '' })).body);

  it('keeps a draft beside the published record until it is published', async () => {
    // Drafting leaves the public side's cache alone: the content version moves only on a publish.
    const contentVersion = at.server.context.contentCache.version;
    const saved = await at.post('/api/clientSection/draft', {
      json: { clientSectionId: 'client-1', clientTitle: 'Acme (new name)' },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.msg).toBe(DraftMessages.saved);
    const detail = DraftDetail.parse(saved.body.data);
    expect(detail.changedFields).toEqual(['clientTitle']);
    expect(detail.published?.clientTitle).toBe('Active client');
    expect(detail.draft.clientTitle).toBe('Acme (new name)');

    // Visitors and the spec's getall still see the published record.
    expect((await publicClients()).map((c) => c.clientTitle)).toEqual(['Active client']);
    expect(at.server.context.contentCache.version).toBe(contentVersion);
    const listed = await at.post('/api/drafts/getall', { json: { key: 'clients' } });
    expect(
      z
        .array(DraftSummary)
        .parse(listed.body.data)
        .map((d) => d.id),
    ).toEqual(['client-1']);

    const published = await at.post('/api/drafts/publish', {
      json: { key: 'clients', id: 'client-1' },
    });
    expect(published.status).toBe(200);
    const { versionId, record } = Published.parse(published.body.data);
    expect(record.clientTitle).toBe('Acme (new name)');
    expect((await publicClients()).map((c) => c.clientTitle)).toEqual(['Acme (new name)']);
    // One version per publish; the audit entry names it.
    const [version] = await at.versionsOf('clients', 'client-1');
    expect(version?.id).toBe(versionId);
    expect(version?.changedFields).toEqual(['clientTitle']);
    expect(version?.before).toEqual({ clientTitle: 'Active client' });
    const [entry] = await at.audit(1);
    expect(entry).toMatchObject({ action: 'clients.publish', target: 'client-1', versionId });
    // The draft is gone.
    const again = await at.post('/api/drafts/get', { json: { key: 'clients', id: 'client-1' } });
    expect(again.status).toBe(404);
  });

  it('keeps only the fields that differ, so a publish does not undo another field published since', async () => {
    await at.post('/api/faqSection/draft', {
      json: { faqSectionId: 'faq-1', answer: 'Yes: Android, iOS and the web.' },
    });
    // Meanwhile someone publishes a new question through the spec's update.
    await at.post('/api/faqSection/update', {
      json: { faqSectionId: 'faq-1', question: 'Is there a mobile app?' },
    });
    await at.post('/api/drafts/publish', { json: { key: 'faqs', id: 'faq-1' } });
    const faqs = await at.post('/api/faqSection/getall', { token: '' });
    expect(faqs.body.data).toEqual([
      expect.objectContaining({
        question: 'Is there a mobile app?',
        answer: 'Yes: Android, iOS and the web.',
      }),
    ]);
  });

  it('drafts a new collection item that is not public until published', async () => {
    const saved = await at.post('/api/faqSection/draft', {
      json: { question: 'Do you train teachers?', answer: 'Yes, online.' },
    });
    const draft = DraftDetail.parse(saved.body.data);
    expect(draft.isNew).toBe(true);
    expect(draft.published).toBeNull();
    expect(draft.draft).toMatchObject({ question: 'Do you train teachers?', isActive: true });
    const before = await at.post('/api/faqSection/getall', { token: '' });
    expect(JSON.stringify(before.body.data)).not.toContain('Do you train teachers?');
    await at.post('/api/drafts/publish', { json: { key: 'faqs', id: draft.id } });
    const after = await at.post('/api/faqSection/getall', { token: '' });
    // A created item goes first, as the spec's create puts it.
    expect((after.body.data as { _id: string }[])[0]?._id).toBe(draft.id);
    const [version] = await at.versionsOf('faqs', draft.id);
    expect(version).toMatchObject({ action: 'create', before: null });
  });

  it('drafts a section and discards the draft', async () => {
    const saved = await at.post('/api/businessSectionContent/draft', {
      json: { businessSectionId: 'business-1', cities: 99, teachers: 1, students: 1 },
    });
    expect(saved.status).toBe(200);
    const discarded = await at.post('/api/drafts/discard', {
      json: { key: 'business', id: 'business-1' },
    });
    expect(discarded.status).toBe(200);
    expect((await at.post('/api/drafts/getall', { json: { key: 'business' } })).body.data).toEqual(
      [],
    );
    const [entry] = await at.audit(1);
    expect(entry?.action).toBe('business.discard');
  });

  it('keeps no draft that equals the published record', async () => {
    const saved = await at.post('/api/faqSection/draft', {
      json: { faqSectionId: 'faq-1', question: 'Is there a mobile app?' },
    });
    expect(saved.body.msg).toBe(DraftMessages.noChanges);
    const found = await at.post('/api/drafts/get', { json: { key: 'faqs', id: 'faq-1' } });
    expect(found.status).toBe(404);
  });

  it('answers bad input with 400 and unknown ids with 404, storing nothing', async () => {
    const unknownKey = await at.post('/api/drafts/publish', { json: { key: 'leads', id: 'x' } });
    expect(unknownKey.status).toBe(400);
    const extra = await at.post('/api/drafts/getall', { json: { isAdmin: true } });
    expect(extra.status).toBe(400);
    const tooLong = await at.post('/api/faqSection/draft', {
      json: { faqSectionId: 'faq-1', question: 'x'.repeat(400) },
    });
    expect(tooLong.status).toBe(400);
    const unknown = await at.post('/api/faqSection/draft', {
      json: { faqSectionId: 'no-such-faq', question: 'Why?' },
    });
    expect(unknown.status).toBe(404);
    expect(
      (await at.post('/api/drafts/publish', { json: { key: 'faqs', id: 'nope' } })).status,
    ).toBe(404);
    expect(
      (await at.post('/api/drafts/discard', { json: { key: 'faqs', id: 'nope' } })).status,
    ).toBe(404);
    expect((await at.post('/api/drafts/getall', { json: {} })).body.data).toEqual([]);
  });
});
