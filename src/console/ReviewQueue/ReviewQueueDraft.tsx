import { Link } from 'react-router-dom';
import type { DraftSummary } from '@/sdk/content/drafts';
import type { FieldChange } from '@/sdk/content/history';
import { formatDateTime } from '../format';
import { contentKindLabel } from '../navigation';
import { FieldComparison } from '../VersionHistory';
import { ReviewQueueActions } from './ReviewQueueActions';

/**
 * A draft waiting for review with what it would change: `changes` is the published record and
 * the draft compared field by field (compareRecords, as the history compares); undefined while
 * it loads, 'failed' when it could not be read.
 */
export type ReviewDraft = DraftSummary & { changes?: readonly FieldChange[] | 'failed' };

export interface ReviewQueueDraftProps {
  draft: ReviewDraft;
  formPath: string;
  fieldLabels: Readonly<Record<string, string>>;
  imageUrl: (path: string) => string;
  busy: boolean;
  sendingBack: boolean;
  onPublish: () => void;
  onStartSendBack: () => void;
  onSendBack: (note: string) => void;
  onCancelSendBack: () => void;
}

/** What the reviewer reads about it: now on the site, and proposed. */
const sides = { before: 'Now on the site', after: 'Proposed' };

/** One waiting draft: who asked when, each changed field before and after, Publish, Send back. */
export function ReviewQueueDraft({
  draft,
  formPath,
  fieldLabels,
  imageUrl,
  busy,
  sendingBack,
  onPublish,
  onStartSendBack,
  onSendBack,
  onCancelSendBack,
}: ReviewQueueDraftProps) {
  const asked = draft.review.last ?? draft.updated;
  const { changes } = draft;
  const deletes = draft.proposesDelete === true;
  // A proposed delete (issue 47) shows its edits only when it holds some.
  const edits =
    deletes && Array.isArray(changes) && !changes.some((field) => field.changed) ? [] : changes;
  return (
    <li className={`review-queue__draft${deletes ? ' review-queue__draft--delete' : ''}`}>
      <p className="review-queue__name">
        <Link to={formPath}>
          {deletes ? `Delete: ${draft.name}` : `${contentKindLabel(draft.key)}: ${draft.name}`}
        </Link>
      </p>
      <p className="review-queue__hint">
        {deletes
          ? `${contentKindLabel(draft.key)}: proposed to take it off the site into the trash, where it can be restored. `
          : null}
        {asked.by} asked {formatDateTime(asked.at)}.{' '}
        {draft.isNew ? 'A new item: not on the site yet.' : null}
        {draft.review.note ? ` Their note: “${draft.review.note}”` : null}
      </p>
      {Array.isArray(edits) && edits.length === 0 ? null : changes === undefined ? (
        <p role="status">Loading the changes…</p>
      ) : changes === 'failed' ? (
        <p className="review-queue__hint">
          The changes could not be loaded: open the form to read them.
        </p>
      ) : (
        <FieldComparison
          fields={changes}
          fieldLabels={fieldLabels}
          imageUrl={imageUrl}
          sides={sides}
          label={`Changes to ${draft.name}`}
          caption={`${deletes ? 'Edits it also holds, kept in the trash' : 'Changes proposed'} (${changes.filter((field) => field.changed).length})`}
        />
      )}
      <ReviewQueueActions
        publishLabel={deletes ? 'Publish delete' : 'Publish'}
        name={draft.name}
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
