import type { DraftSummary } from '@/sdk/content/drafts';
import { draftBadgeLabels, draftStateOf } from './draftStates';
import './DraftBadge.css';

export interface DraftBadgeProps {
  /** The record's draft (a DraftSummary from sdk.drafts.list): its state picks the words. */
  draft: Pick<DraftSummary, 'isNew' | 'review'>;
}

/**
 * Marks a row whose record has unpublished changes: "Draft", "New draft", "Waiting for review"
 * or "Sent back". Words, not only a colour, so it reads without colour vision.
 */
export function DraftBadge({ draft }: DraftBadgeProps) {
  const state = draftStateOf(draft);
  return <span className={`draft-badge draft-badge--${state}`}>{draftBadgeLabels[state]}</span>;
}
