import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { contentDefinitionList } from '@/sdk/content';
import { DraftMessages, DraftSummary } from '@/sdk/content/drafts';
import { ROLE_FORBIDDEN } from '../../auth/guard';
import { useDraftServer } from './draftServer';

describe('review: "editors need review"', () => {
  const at = useDraftServer();
  const asEditor = (url: string, json: unknown = {}) => at.post(url, { token: at.editor, json });
  const faqAnswer = async () =>
    ((await at.post('/api/faqSection/getall', { token: '' })).body.data as { answer: string }[])[0]
      ?.answer;

  it('is changed by admins only, and audited', async () => {
    const refused = await asEditor('/api/publishing/update', { editorsNeedReview: true });
    expect(refused.status).toBe(403);
    expect(refused.body.msg).toBe(ROLE_FORBIDDEN);
    const on = await at.post('/api/publishing/update', { json: { editorsNeedReview: true } });
    expect(on.body.data).toEqual({ editorsNeedReview: true });
    expect((await asEditor('/api/publishing/getall')).body.data).toEqual({
      editorsNeedReview: true,
    });
    const [entry] = await at.audit(1);
    expect(entry?.action).toBe('publishing.review');
  });

  it('lets editors draft and ask for review, but not publish by any route', async () => {
    expect(
      (await asEditor('/api/faqSection/draft', { faqSectionId: 'faq-1', answer: 'Edited.' }))
        .status,
    ).toBe(200);
    for (const [url, body] of [
      ['/api/drafts/publish', { key: 'faqs', id: 'faq-1' }],
      ['/api/faqSection/update', { faqSectionId: 'faq-1', answer: 'Straight to the site.' }],
      ['/api/faqSection/delete', { faqSectionId: 'faq-1' }],
      ['/api/faqSection/reorder', { ids: ['faq-1'] }],
    ] as const) {
      const answer = await asEditor(url, body);
      expect(answer.status, url).toBe(403);
      expect(answer.body.msg, url).toBe(DraftMessages.reviewRequired);
    }
    expect(await faqAnswer()).toBe('Yes, on Android and iOS.');
    const asked = await asEditor('/api/drafts/review/request', {
      key: 'faqs',
      id: 'faq-1',
      note: 'New wording from marketing',
    });
    expect(DraftSummary.parse(asked.body.data).review.state).toBe('waiting');
  });

  it('shows admins the waiting drafts; an admin sends one back with a note, then publishes', async () => {
    const waiting = await at.post('/api/drafts/getall', { json: { review: 'waiting' } });
    expect(
      z
        .array(DraftSummary)
        .parse(waiting.body.data)
        .map((d) => d.id),
    ).toEqual(['faq-1']);
    expect(
      (await asEditor('/api/drafts/review/sendBack', { key: 'faqs', id: 'faq-1', note: 'No' }))
        .status,
    ).toBe(403);
    const sent = await at.post('/api/drafts/review/sendBack', {
      json: { key: 'faqs', id: 'faq-1', note: 'Say which platforms.' },
    });
    expect(DraftSummary.parse(sent.body.data).review).toMatchObject({
      state: 'sent-back',
      note: 'Say which platforms.',
    });
    expect(
      (
        await at.post('/api/drafts/review/sendBack', {
          json: { key: 'faqs', id: 'faq-1', note: 'x' },
        })
      ).status,
    ).toBe(409);
    // The editor edits again and asks again; the admin publishes.
    await asEditor('/api/faqSection/draft', { faqSectionId: 'faq-1', answer: 'Android and iOS.' });
    await asEditor('/api/drafts/review/request', { key: 'faqs', id: 'faq-1' });
    expect(
      (await at.post('/api/drafts/publish', { json: { key: 'faqs', id: 'faq-1' } })).status,
    ).toBe(200);
    expect(await faqAnswer()).toBe('Android and iOS.');
    const actions = (await at.audit(5)).map((entry) => entry.action);
    expect(actions).toEqual(
      expect.arrayContaining(['faqs.review-request', 'faqs.review-send-back', 'faqs.publish']),
    );
  });

  it('refuses editors every route that publishes, for every declaration, and lets admins through', async () => {
    const publishing = [
      ...contentDefinitionList.flatMap((d) => [
        `${d.api}/update`,
        ...(d.create ? [`${d.api}/create`] : []),
        ...(d.kind === 'collection' ? [`${d.api}/delete`] : []),
        ...(d.kind === 'collection' && d.order === 'manual' ? [`${d.api}/reorder`] : []),
      ]),
      '/api/drafts/publish',
      '/api/trash/restore',
      '/api/trash/undo',
      '/api/releases/schedule',
      '/api/releases/unschedule',
      '/api/releases/publish',
    ];
    for (const url of publishing) {
      const editor = await asEditor(url, {});
      expect(editor.status, url).toBe(403);
      expect(editor.body.msg, url).toBe(DraftMessages.reviewRequired);
      // An admin gets past the guards to the route's own answer (here: an empty body's).
      const admin = await at.post(url, { json: {} });
      expect(admin.status, url).not.toBe(403);
    }
  });

  it('lets editors publish again once it is off', async () => {
    await at.post('/api/publishing/update', { json: { editorsNeedReview: false } });
    const answer = await asEditor('/api/faqSection/update', {
      faqSectionId: 'faq-1',
      answer: 'Editor.',
    });
    expect(answer.status).toBe(200);
  });
});
