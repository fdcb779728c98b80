import { Link } from 'react-router-dom';
import type { DraftSummary } from '@/sdk/content/drafts';
import { VisuallyHidden } from '@/src/ui/VisuallyHidden';
import { formatDateTime } from '../format';
import '../teamScreens.css';

// Issue 47: what the list says about an order an editor proposes: the moves not sent yet, the
// proposal waiting (or sent back) for its editor, and for an admin, that one waits for review.

export interface ContentTableOrderChangedProps {
  /** The proposal is on its way: both buttons wait. */
  busy: boolean;
  onPropose: () => void;
  onUndo: () => void;
}

/** The editor moved items: the order shown is theirs only until they propose it. */
export function ContentTableOrderChanged({
  busy,
  onPropose,
  onUndo,
}: ContentTableOrderChangedProps) {
  return (
    <div className="content-table__order content-table__order--changed" tabIndex={-1}>
      <p role="status">
        You changed the order; it is not proposed yet. The site keeps its order until an admin
        publishes yours.
      </p>
      <div className="content-table__order-actions">
        <button
          type="button"
          className="team-button team-button--primary"
          disabled={busy}
          onClick={onPropose}
        >
          Propose this order
        </button>
        <button type="button" className="team-button" disabled={busy} onClick={onUndo}>
          Undo changes
        </button>
      </div>
    </div>
  );
}

export interface ContentTableOrderProposalProps {
  /** The collection's order draft (ORDER_DRAFT_ID), with its review state and note. */
  draft: DraftSummary;
  /** An admin reads that it waits in the queue; the editor reads its state and may withdraw it. */
  mayPublish: boolean;
  busy?: boolean;
  /** Withdraws the proposal (the editor): the list goes back to the site's order. */
  onWithdraw?: () => void;
  /** The review queue, for someone who may open it (admins): the line links to it. */
  reviewPath?: string;
}

/** What the editor reads about their proposal, by its review state. */
function proposalState(review: DraftSummary['review']): string {
  if (review.state === 'sent-back') return `Sent back: ${review.note}`;
  if (review.state === 'waiting') return 'Proposed order: waiting for review.';
  return 'Proposed order: not sent for review yet.';
}

/** A proposed order of this list: the editor's own line, or an admin's pointer to the queue. */
export function ContentTableOrderProposal({
  draft,
  mayPublish,
  busy = false,
  onWithdraw,
  reviewPath,
}: ContentTableOrderProposalProps) {
  const asked = draft.review.last ?? draft.updated;
  if (mayPublish) {
    const sentBack = draft.review.state === 'sent-back';
    return (
      <div className="content-table__order" tabIndex={-1}>
        <p>
          {sentBack ? (
            <>A new order proposed by {draft.updated.by} was sent back to them.</>
          ) : (
            <>
              {asked.by} proposed a new order ({formatDateTime(asked.at)}): it waits in the{' '}
              {reviewPath ? <Link to={reviewPath}>review queue</Link> : 'review queue'}.
            </>
          )}{' '}
          The list shows the site&apos;s order.
        </p>
      </div>
    );
  }
  return (
    <div
      className={`content-table__order${draft.review.state === 'sent-back' ? ' content-table__order--sent-back' : ''}`}
      tabIndex={-1}
    >
      <p>
        <strong>{proposalState(draft.review)}</strong> The list shows the order you proposed; the
        site keeps its own until an admin publishes it.
      </p>
      {onWithdraw ? (
        <div className="content-table__order-actions">
          <button type="button" className="team-button" disabled={busy} onClick={onWithdraw}>
            Withdraw<VisuallyHidden> the proposed order</VisuallyHidden>
          </button>
        </div>
      ) : null}
    </div>
  );
}
