import { useState } from 'react';
import { sdk } from '@/sdk';
import type { DraftFields } from '@/sdk';
import type { AnyCollection, ContentKey } from '@/sdk/content';
import { DraftMessages, DraftSummary } from '@/sdk/content/drafts';
import { failureMessage } from './apiFailure';
import { outcomeToast } from './outcomeToast';

export const ProposalMessages = {
  proposed: 'Proposed: it waits for an admin to review it. The site is unchanged until then.',
  withdrawn: 'Proposal withdrawn: the site already shows it this way.',
} as const;

/** The summary part of a draft (the list keeps summaries, not whole records): its schema's fields. */
const summaryOf = (draft: DraftSummary): DraftSummary => DraftSummary.parse(draft);

/**
 * Issue 47: an editor's on/off switch while review is on. The change is saved as the item's draft
 * (`isActive` in its changes, as a field edit would be) and sent for review at once, since the
 * switch is the whole proposal; flipped back to what the site shows, the server keeps no draft.
 * Answers the draft's summary (null when none is kept) for the list's badges.
 */
export async function proposeStatus(
  definition: AnyCollection,
  id: string,
  isActive: boolean,
): Promise<DraftSummary | null> {
  const key = definition.key as ContentKey;
  const fields = { [definition.idField]: id, isActive } as DraftFields<typeof key>;
  const { draft } = await sdk.drafts.save(key, fields);
  if (!draft.isNew && draft.changedFields.length === 0) return null;
  if (draft.review.state === 'waiting') return summaryOf(draft);
  return sdk.drafts.requestReview({ key, id: draft.id });
}

/**
 * Issue 47: an editor's delete while review is on: the item's draft marked as a delete, waiting for
 * review (any edits it held stay with it). Answers the draft's summary for the list's badges.
 */
export async function proposeDeletion(
  definition: AnyCollection,
  id: string,
): Promise<DraftSummary> {
  const key = definition.key as ContentKey;
  return summaryOf(await sdk.drafts.proposeDelete({ key, id }));
}

/**
 * The list's proposals (switches and deletes): which rows are saving one, and the drafts list kept
 * in step (the badges and the switch read it), with a toast saying the site is unchanged.
 */
export function useStatusProposals(
  definition: AnyCollection,
  setDrafts: (update: (drafts: DraftSummary[]) => DraftSummary[]) => void,
) {
  const [proposingIds, setProposingIds] = useState<string[]>([]);
  const propose = async (id: string, isActive: boolean) => {
    setProposingIds((ids) => [...ids, id]);
    try {
      const summary = await proposeStatus(definition, id, isActive);
      setDrafts((drafts) => [
        ...drafts.filter((draft) => draft.id !== id),
        ...(summary ? [summary] : []),
      ]);
      outcomeToast.success(summary ? ProposalMessages.proposed : ProposalMessages.withdrawn);
    } catch (error) {
      outcomeToast.error(failureMessage(error, 'The proposal could not be saved.'));
    } finally {
      setProposingIds((ids) => ids.filter((x) => x !== id));
    }
  };
  /** Issue 47: a delete, proposed: the item's draft marked as a delete, waiting for review. */
  const proposeDelete = async (id: string) => {
    setProposingIds((ids) => [...ids, id]);
    try {
      const summary = await proposeDeletion(definition, id);
      setDrafts((drafts) => [...drafts.filter((draft) => draft.id !== id), summary]);
      outcomeToast.success(DraftMessages.deleteProposed);
    } catch (error) {
      outcomeToast.error(failureMessage(error, 'The delete could not be proposed.'));
    } finally {
      setProposingIds((ids) => ids.filter((x) => x !== id));
    }
  };
  return { proposingIds, propose, proposeDelete };
}
