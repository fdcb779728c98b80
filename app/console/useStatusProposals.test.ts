import { afterEach, describe, expect, it, vi } from 'vitest';
import { sdk } from '@/sdk';
import { faqs } from '@/sdk/content';
import { DraftDetail } from '@/sdk/content/drafts';
import type { DraftSummary } from '@/sdk/content/drafts';
import { proposeDeletion, proposeStatus } from './useStatusProposals';

// Issue 47 (4): an editor's switch while review is on is saved as the item's draft and sent for
// review in one go; flipped back to what the site shows, nothing is kept or asked.

const faq = { _id: 'faq-1', question: 'Is there an app?', answer: 'Yes.', isActive: true };
const detail = (changedFields: string[], state: DraftSummary['review']['state'] = 'editing') =>
  DraftDetail.parse({
    key: 'faqs',
    id: faq._id,
    name: faq.question,
    isNew: false,
    changedFields,
    updated: { by: 'edna.editor', at: '2026-12-02T10:00:00.000Z' },
    review: { state, note: '', last: null },
    draft: { ...faq, isActive: changedFields.length === 0 },
    published: faq,
  });

afterEach(() => vi.restoreAllMocks());

describe('proposeStatus', () => {
  it('saves only the id and the flag as a draft, then asks for review', async () => {
    const save = vi.spyOn(sdk.drafts, 'save').mockResolvedValue({
      msg: 'Draft saved.',
      draft: detail(['isActive']) as never,
    });
    const waiting = { ...detail(['isActive'], 'waiting') };
    const ask = vi.spyOn(sdk.drafts, 'requestReview').mockResolvedValue(waiting);
    const summary = await proposeStatus(faqs, faq._id, false);
    expect(save).toHaveBeenCalledWith('faqs', { faqSectionId: 'faq-1', isActive: false });
    expect(ask).toHaveBeenCalledWith({ key: 'faqs', id: 'faq-1' });
    expect(summary?.review.state).toBe('waiting');
  });

  it('does not ask again for a draft already waiting', async () => {
    vi.spyOn(sdk.drafts, 'save').mockResolvedValue({
      msg: 'Draft saved.',
      draft: detail(['answer', 'isActive'], 'waiting') as never,
    });
    const ask = vi.spyOn(sdk.drafts, 'requestReview');
    const summary = await proposeStatus(faqs, faq._id, false);
    expect(ask).not.toHaveBeenCalled();
    expect(summary).not.toHaveProperty('draft');
    expect(summary?.changedFields).toEqual(['answer', 'isActive']);
  });

  it('keeps nothing when the switch is back where the site has it', async () => {
    vi.spyOn(sdk.drafts, 'save').mockResolvedValue({
      msg: 'Nothing differs from the published record, so no draft is kept.',
      draft: detail([]) as never,
    });
    const ask = vi.spyOn(sdk.drafts, 'requestReview');
    expect(await proposeStatus(faqs, faq._id, true)).toBeNull();
    expect(ask).not.toHaveBeenCalled();
  });
});

describe('proposeDeletion', () => {
  it('asks the server to mark the item for deletion and keeps the summary for the badges', async () => {
    const { draft: _draft, published: _published, ...waiting } = detail([], 'waiting');
    const propose = vi
      .spyOn(sdk.drafts, 'proposeDelete')
      .mockResolvedValue({ ...waiting, proposesDelete: true });
    const save = vi.spyOn(sdk.drafts, 'save');
    const summary = await proposeDeletion(faqs, faq._id);
    expect(propose).toHaveBeenCalledWith({ key: 'faqs', id: 'faq-1' });
    expect(save).not.toHaveBeenCalled();
    expect(summary).toMatchObject({ proposesDelete: true, review: { state: 'waiting' } });
  });
});
