import type { DraftSummary } from '@/sdk/content/drafts';

/** Where a record's draft stands, as the console tells it apart. */
export type DraftStateName = 'new' | 'editing' | 'waiting' | 'sent-back';

/** A draft's state: review first (it is what someone waits for), then new or changed. */
export function draftStateOf(draft: Pick<DraftSummary, 'isNew' | 'review'>): DraftStateName {
  if (draft.review.state !== 'editing') return draft.review.state;
  return draft.isNew ? 'new' : 'editing';
}

/** The badge's words for each state: short, for a table row. */
export const draftBadgeLabels: Record<DraftStateName, string> = {
  new: 'New draft',
  editing: 'Draft',
  waiting: 'Waiting for review',
  'sent-back': 'Sent back',
};
