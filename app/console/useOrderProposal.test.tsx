import { act, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, sdk } from '@/sdk';
import { faqs } from '@/sdk/content';
import { DraftMessages, DraftSummary, ORDER_DRAFT_ID } from '@/sdk/content/drafts';
import { outcomeToast } from './outcomeToast';
import { OrderProposalMessages, useOrderProposal } from './useOrderProposal';

// Issue 47 (4): an editor's new order is one proposal, the collection's draft under '#order';
// only the sdk's calls are answered by hand, the list of drafts is the hook's own.

const stamp = { by: 'edna.editor', at: '2026-12-02T10:00:00.000Z' };
const entries = (ids: string[]) => ids.map((id) => ({ id, name: `Question ${id}` }));
const orderDraft = (proposed: string[], state: 'waiting' | 'sent-back' = 'waiting') =>
  DraftSummary.parse({
    key: 'faqs',
    id: ORDER_DRAFT_ID,
    name: 'New order',
    isNew: false,
    changedFields: [],
    order: { current: entries(['a', 'b', 'c']), proposed: entries(proposed) },
    updated: stamp,
    review: { state, note: state === 'sent-back' ? 'Keep a first.' : '', last: stamp },
  });
const itemDraft = DraftSummary.parse({
  ...orderDraft(['a', 'b', 'c']),
  id: 'b',
  name: 'Question b',
  changedFields: ['answer'],
  order: undefined,
});

let hook: ReturnType<typeof useOrderProposal>;
let drafts: DraftSummary[] = [];
function Probe({ start }: { start: DraftSummary[] }) {
  const [list, setList] = useState(start);
  drafts = list;
  hook = useOrderProposal(faqs, setList);
  return null;
}

let root: ReturnType<typeof createRoot>;
const show = (start: DraftSummary[]) => act(() => root.render(<Probe start={start} />));

beforeEach(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  root = createRoot(document.body.appendChild(document.createElement('div')));
});
afterEach(() => {
  act(() => root.unmount());
  vi.restoreAllMocks();
});

describe('useOrderProposal', () => {
  it('sends every id in the new order and keeps the summary in place of an earlier one', async () => {
    const kept = orderDraft(['c', 'a', 'b']);
    const propose = vi.spyOn(sdk.drafts, 'proposeOrder').mockResolvedValue(kept);
    const success = vi.spyOn(outcomeToast, 'success');
    await show([itemDraft, orderDraft(['b', 'a', 'c'], 'sent-back')]);
    await act(() => hook.propose(['c', 'a', 'b']));
    expect(propose).toHaveBeenCalledWith({ key: 'faqs', ids: ['c', 'a', 'b'] });
    expect(drafts.map((draft) => draft.id)).toEqual(['b', ORDER_DRAFT_ID]);
    expect(drafts[1]?.order?.proposed.map((entry) => entry.id)).toEqual(['c', 'a', 'b']);
    expect(success).toHaveBeenCalledWith(DraftMessages.orderProposed);
    expect(hook.busy).toBe(false);
  });

  it("says so and keeps no proposal when the order sent is the site's", async () => {
    vi.spyOn(sdk.drafts, 'proposeOrder').mockResolvedValue(null);
    const success = vi.spyOn(outcomeToast, 'success');
    await show([orderDraft(['b', 'a', 'c']), itemDraft]);
    await act(() => hook.propose(['a', 'b', 'c']));
    expect(drafts).toEqual([itemDraft]);
    expect(success).toHaveBeenCalledWith(DraftMessages.orderUnchanged);
  });

  it("shows the server's message when the list changed meanwhile, and keeps the drafts", async () => {
    vi.spyOn(sdk.drafts, 'proposeOrder').mockRejectedValue(
      new ApiError(409, DraftMessages.orderOutdated),
    );
    const error = vi.spyOn(outcomeToast, 'error');
    const waiting = orderDraft(['b', 'a', 'c']);
    await show([waiting]);
    await act(() => hook.propose(['c', 'b', 'a']));
    expect(error).toHaveBeenCalledWith(DraftMessages.orderOutdated);
    expect(drafts).toEqual([waiting]);
    expect(hook.busy).toBe(false);
  });

  it('withdraws the proposal: its draft is discarded and leaves the list', async () => {
    const discard = vi.spyOn(sdk.drafts, 'discard').mockResolvedValue();
    const success = vi.spyOn(outcomeToast, 'success');
    await show([itemDraft, orderDraft(['b', 'a', 'c'])]);
    await act(() => hook.withdraw());
    expect(discard).toHaveBeenCalledWith({ key: 'faqs', id: ORDER_DRAFT_ID });
    expect(drafts).toEqual([itemDraft]);
    expect(success).toHaveBeenCalledWith(OrderProposalMessages.withdrawn);
  });
});
