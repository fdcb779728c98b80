import { describe, expect, it } from 'vitest';
import { DraftDetail, DraftMessages, DraftSummary } from '@/sdk/content/drafts';
import { useDraftServer } from './draftServer';

// Issue 47 (4): with "editors need review" on, an editor's on/off switch is a proposal: a draft
// of the item whose `changes` hold `isActive`, as a field edit's would, that waits for review.
describe('an editor under review proposes an on/off switch as a draft', () => {
  const at = useDraftServer();
  const asEditor = (url: string, json: unknown = {}) => at.post(url, { token: at.editor, json });
  /** The clients a visitor sees now, by id. */
  const onTheSite = async () =>
    ((await at.post('/api/clientSection/getall', { token: '' })).body.data as { _id: string }[])
      .map((item) => item._id)
      .sort();

  it('refuses the live switch, and keeps the proposal off the site until an admin publishes it', async () => {
    await at.post('/api/publishing/update', { json: { editorsNeedReview: true } });
    expect(await onTheSite()).toEqual(['client-1']);

    const live = await asEditor('/api/clientSection/update', {
      clientSectionId: 'client-1',
      isActive: false,
    });
    expect(live.status).toBe(403);
    expect(live.body.msg).toBe(DraftMessages.reviewRequired);

    const proposed = await asEditor('/api/clientSection/draft', {
      clientSectionId: 'client-1',
      isActive: false,
    });
    expect(proposed.status).toBe(200);
    const draft = DraftDetail.parse(proposed.body.data);
    expect(draft.changedFields).toEqual(['isActive']);
    expect(draft.draft.isActive).toBe(false);
    expect(draft.published?.isActive).toBe(true);
    const asked = await asEditor('/api/drafts/review/request', { key: 'clients', id: 'client-1' });
    expect(DraftSummary.parse(asked.body.data).review.state).toBe('waiting');
    // Still shown: a proposal changes nothing anyone else sees.
    expect(await onTheSite()).toEqual(['client-1']);
    const versionsBefore = (await at.versionsOf('clients', 'client-1')).length;

    const published = await at.post('/api/drafts/publish', {
      json: { key: 'clients', id: 'client-1' },
    });
    expect(published.status).toBe(200);
    expect(await onTheSite()).toEqual([]);
    expect((await at.versionsOf('clients', 'client-1')).length).toBe(versionsBefore + 1);
  });

  it('sent back and discarded, a proposal to show an item changes nothing', async () => {
    const proposed = await asEditor('/api/clientSection/draft', {
      clientSectionId: 'client-2',
      isActive: true,
    });
    expect(DraftDetail.parse(proposed.body.data).changedFields).toEqual(['isActive']);
    await asEditor('/api/drafts/review/request', { key: 'clients', id: 'client-2' });
    const sent = await at.post('/api/drafts/review/sendBack', {
      json: { key: 'clients', id: 'client-2', note: 'Keep it hidden until the logo is ready.' },
    });
    expect(DraftSummary.parse(sent.body.data).review.state).toBe('sent-back');
    expect(await onTheSite()).toEqual([]);
    expect((await asEditor('/api/drafts/discard', { key: 'clients', id: 'client-2' })).status).toBe(
      200,
    );
    expect(await onTheSite()).toEqual([]);
  });

  it('flipped back before review, the proposal is gone: nothing differs from the site', async () => {
    await asEditor('/api/clientSection/draft', { clientSectionId: 'client-2', isActive: true });
    const back = await asEditor('/api/clientSection/draft', {
      clientSectionId: 'client-2',
      isActive: false,
    });
    expect(back.body.msg).toBe(DraftMessages.noChanges);
    expect(
      (await at.post('/api/drafts/get', { json: { key: 'clients', id: 'client-2' } })).status,
    ).toBe(404);
  });
});
