import { useId } from 'react';
import { Link } from 'react-router-dom';
import type { OrderEntry, OrderProposal } from '@/sdk/content/drafts';
import { formatDateTime } from '../format';
import { contentKindLabel } from '../navigation';
import { ReviewQueueActions } from './ReviewQueueActions';
import type { ReviewDraft, ReviewQueueDraftProps } from './ReviewQueueDraft';
import { movedItems } from './reviewQueueOrder';

export type ReviewQueueOrderProps = Omit<
  ReviewQueueDraftProps,
  'draft' | 'fieldLabels' | 'imageUrl'
> & {
  /** A collection's proposed order (issue 47): its draft under ORDER_DRAFT_ID, with `order`. */
  draft: ReviewDraft & { order: OrderProposal };
};

/** One of the two orders: its title and the items, numbered; the moved ones say where they were. */
function OrderColumn(props: {
  title: string;
  entries: readonly OrderEntry[];
  moved?: ReadonlyMap<string, number>;
}) {
  const id = useId();
  return (
    <div className="review-queue__order">
      <h3 id={id}>{props.title}</h3>
      <ol aria-labelledby={id}>
        {props.entries.map((entry) => {
          const was = props.moved?.get(entry.id);
          return (
            <li key={entry.id}>
              {entry.name}
              {was === undefined ? null : (
                <>
                  {' '}
                  <span className="review-queue__was">was {was}</span>
                </>
              )}
            </li>
          );
        })}
      </ol>
    </div>
  );
}

/**
 * An editor's new order of a collection (issue 47): the list as the site shows it and as
 * proposed, side by side (stacked on a phone), the moved items marked with their old place;
 * Publish new order, Send back. A reorder changes no field, so there is no comparison table.
 */
export function ReviewQueueOrder({
  draft,
  formPath,
  busy,
  sendingBack,
  onPublish,
  onStartSendBack,
  onSendBack,
  onCancelSendBack,
}: ReviewQueueOrderProps) {
  const asked = draft.review.last ?? draft.updated;
  const label = contentKindLabel(draft.key);
  const { current, proposed } = draft.order;
  return (
    <li className="review-queue__draft review-queue__draft--order">
      <p className="review-queue__name">
        <Link to={formPath}>New order: {label}</Link>
      </p>
      <p className="review-queue__hint">
        Proposed to show the items in a new order; no item changes. {asked.by} asked{' '}
        {formatDateTime(asked.at)}.
        {draft.review.note ? ` Their note: “${draft.review.note}”` : null}
      </p>
      <div className="review-queue__orders">
        <OrderColumn title="On the site" entries={current} />
        <OrderColumn title="Proposed" entries={proposed} moved={movedItems(current, proposed)} />
      </div>
      <ReviewQueueActions
        publishLabel="Publish new order"
        name={`of ${label}`}
        sendBackName={`new order of ${label}`}
        busy={busy}
        sendingBack={sendingBack}
        onPublish={onPublish}
        onStartSendBack={onStartSendBack}
        onSendBack={onSendBack}
        onCancelSendBack={onCancelSendBack}
      />
    </li>
  );
}
