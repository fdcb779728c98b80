import { useState } from 'react';
import { sdk } from '@/sdk';
import type { AnyCollection, ContentKey } from '@/sdk/content';
import { DraftMessages, DraftSummary, ORDER_DRAFT_ID } from '@/sdk/content/drafts';
import { failureMessage } from './apiFailure';
import { outcomeToast } from './outcomeToast';

export const OrderProposalMessages = {
  withdrawn: 'Proposed order withdrawn: the list is in the site’s order again.',
} as const;

/** The drafts without the collection's proposed order, then with `summary` when one is kept. */
const withOrder = (drafts: DraftSummary[], summary: DraftSummary | null) => [
  ...drafts.filter((draft) => draft.id !== ORDER_DRAFT_ID),
  ...(summary ? [DraftSummary.parse(summary)] : []),
];

/**
 * Issue 47: an editor's new order of a collection while review is on. The whole order is one
 * proposal, the collection's draft under ORDER_DRAFT_ID, waiting for review at once; the drafts
 * list keeps its summary (the table shows the list in that order). Withdrawing discards it.
 */
export function useOrderProposal(
  definition: AnyCollection,
  setDrafts: (update: (drafts: DraftSummary[]) => DraftSummary[]) => void,
) {
  const key = definition.key as ContentKey;
  const [busy, setBusy] = useState(false);
  const run = async (work: () => Promise<void>, failed: string) => {
    setBusy(true);
    try {
      await work();
    } catch (error) {
      // The editor's moves stay on the screen: the table keeps them until the order changes.
      outcomeToast.error(failureMessage(error, failed));
    } finally {
      setBusy(false);
    }
  };
  /** Every item's id in the proposed order; null back: it is the site's order, nothing is kept. */
  const propose = (ids: string[]) =>
    run(async () => {
      const summary = await sdk.drafts.proposeOrder({ key, ids });
      setDrafts((drafts) => withOrder(drafts, summary));
      outcomeToast.success(summary ? DraftMessages.orderProposed : DraftMessages.orderUnchanged);
    }, 'The order could not be proposed.');
  const withdraw = () =>
    run(async () => {
      await sdk.drafts.discard({ key, id: ORDER_DRAFT_ID });
      setDrafts((drafts) => withOrder(drafts, null));
      outcomeToast.success(OrderProposalMessages.withdrawn);
    }, 'The proposed order could not be withdrawn.');
  return { busy, propose, withdraw };
}
