import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ContentMessages } from '@/sdk/content';
import { DraftDetail } from '@/sdk/content/drafts';
import { HistoryMessages, TrashItem, Version, VersionPage } from '@/sdk/content/history';
import { databaseBackends } from '../backends';
import { image } from '../fixtures';
import { useDraftServer } from './draftServer';

describe.each(databaseBackends())('history and trash on $name', (backend) => {
  const at = useDraftServer(backend);
  const question = async () =>
    (
      (await at.post('/api/faqSection/getall', { token: '' })).body.data as { question: string }[]
    ).map((faq) => faq.question);

  it('stores a version for every publish of the spec endpoints, with both records', async () => {
    await at.post('/api/faqSection/update', { json: { faqSectionId: 'faq-1', question: 'One?' } });
    await at.post('/api/faqSection/update', { json: { faqSectionId: 'faq-1', question: 'Two?' } });
    const page = VersionPage.parse(
      (await at.post('/api/versions/getall', { json: { key: 'faqs', id: 'faq-1' } })).body.data,
    );
    // The seed's create, then one per update: never one per keystroke of a draft.
    expect(page.items.map((v) => v.action)).toEqual(['update', 'update', 'create']);
    const newest = Version.parse(
      (await at.post('/api/versions/get', { json: { versionId: page.items[0]!._id } })).body.data,
    );
    expect(newest.before?.question).toBe('One?');
    expect(newest.after?.question).toBe('Two?');
    expect(newest.before?.answer).toBe(newest.after?.answer);
    const [entry] = await at.audit(1);
    expect(entry).toMatchObject({ action: 'faqs.update', versionId: newest._id });
  });

  it('restores an old version as a draft, leaving the site as it is until published', async () => {
    const page = VersionPage.parse(
      (await at.post('/api/versions/getall', { json: { key: 'faqs', id: 'faq-1' } })).body.data,
    );
    const older = page.items[1]!; // The record with 'One?'
    const restored = await at.post('/api/versions/restore', { json: { versionId: older._id } });
    expect(restored.status).toBe(200);
    const draft = DraftDetail.parse(restored.body.data);
    expect(draft.draft.question).toBe('One?');
    expect(await question()).toEqual(['Two?']);
    await at.post('/api/drafts/publish', { json: { key: 'faqs', id: 'faq-1' } });
    expect(await question()).toEqual(['One?']);
    // Restoring what the site shows now is no draft at all.
    const same = await at.post('/api/versions/restore', { json: { versionId: older._id } });
    expect(same.status).toBe(409);
    expect(same.body.msg).toBe(HistoryMessages.sameAsPublished);
  });

  it('puts a deleted item in the trash: undo for a few seconds, restore later', async () => {
    const deleted = await at.post('/api/testimonialSection/delete', {
      json: { testimonialSectionId: 'testimonial-1' },
    });
    expect(deleted.body).toEqual({
      success: true,
      msg: ContentMessages.deleted,
      data: { _id: 'testimonial-1' },
    });
    const trash = z.array(TrashItem).parse((await at.post('/api/trash/getall')).body.data);
    expect(trash).toEqual([
      expect.objectContaining({ key: 'testimonials', recordId: 'testimonial-1', name: 'Asha' }),
    ]);
    // Someone else cannot undo it; its deleter can, at once.
    const other = await at.post('/api/trash/undo', {
      token: at.editor,
      json: { key: 'testimonials', id: 'testimonial-1' },
    });
    expect(other.status).toBe(404);
    const undone = await at.post('/api/trash/undo', {
      json: { key: 'testimonials', id: 'testimonial-1' },
    });
    expect(undone.status).toBe(200);
    const back = await at.post('/api/testimonialSection/getall', { token: '' });
    expect(back.body.data).toEqual([expect.objectContaining({ _id: 'testimonial-1' })]);
    // Deleted again, then restored from the trash list by its id.
    await at.post('/api/testimonialSection/delete', {
      json: { testimonialSectionId: 'testimonial-1' },
    });
    const [item] = z.array(TrashItem).parse((await at.post('/api/trash/getall')).body.data);
    const restored = await at.post('/api/trash/restore', { json: { trashId: item!._id } });
    expect(restored.status).toBe(200);
    expect((await at.post('/api/trash/restore', { json: { trashId: item!._id } })).status).toBe(
      404,
    );
    const versions = await at.versionsOf('testimonials', 'testimonial-1');
    expect(versions.map((v) => v.action)).toEqual([
      'restore',
      'delete',
      'restore',
      'delete',
      'create',
    ]);
  });

  it('keeps a draft through a delete and a restore', async () => {
    await at.post('/api/faqSection/draft', { json: { faqSectionId: 'faq-1', answer: 'Kept.' } });
    await at.post('/api/faqSection/delete', { json: { faqSectionId: 'faq-1' } });
    expect((await at.post('/api/drafts/get', { json: { key: 'faqs', id: 'faq-1' } })).status).toBe(
      404,
    );
    const [item] = z
      .array(TrashItem)
      .parse((await at.post('/api/trash/getall', { json: { key: 'faqs' } })).body.data);
    expect(item?.hadDraft).toBe(true);
    await at.post('/api/trash/restore', { json: { trashId: item!._id } });
    const draft = await at.post('/api/drafts/get', { json: { key: 'faqs', id: 'faq-1' } });
    expect(DraftDetail.parse(draft.body.data).draft.answer).toBe('Kept.');
  });

  it('deletes a draft-only picture when the draft is discarded, and keeps published ones', async () => {
    const saved = await at.post('/api/clientSection/draft', {
      form: { clientSectionId: 'client-1', clientImgAlt: 'A new logo' },
      files: { clientImg: await image('png') },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const path = String(DraftDetail.parse(saved.body.data).draft.clientImg);
    const served = () => at.server.app.inject({ method: 'GET', url: `/${path}` });
    expect((await served()).statusCode).toBe(200);
    await at.post('/api/drafts/discard', { json: { key: 'clients', id: 'client-1' } });
    expect((await served()).statusCode).toBe(404);
  });

  it('answers bad input with 400 and unknown ids with 404', async () => {
    expect((await at.post('/api/versions/get', { json: { versionId: 'nope' } })).status).toBe(404);
    expect((await at.post('/api/versions/restore', { json: { versionId: 'nope' } })).status).toBe(
      404,
    );
    expect((await at.post('/api/versions/getall', { json: { pageSize: 1000 } })).status).toBe(400);
    expect((await at.post('/api/trash/restore', { json: { trashId: 'nope' } })).status).toBe(404);
    expect((await at.post('/api/trash/restore', { json: {} })).status).toBe(400);
    expect(
      (await at.post('/api/trash/undo', { json: { key: 'faqs', id: 'never-deleted' } })).status,
    ).toBe(404);
  });
});
