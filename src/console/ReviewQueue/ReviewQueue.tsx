import { useState } from 'react';
import type { DraftSummary } from '@/sdk/content/drafts';
import { LoadError } from '../LoadError';
import { Toggle } from '../Toggle';
import { ReviewQueueDraft } from './ReviewQueueDraft';
import type { ReviewDraft } from './ReviewQueueDraft';
import { ReviewQueueOrder } from './ReviewQueueOrder';
import '../teamScreens.css';
import './ReviewQueue.css';

export interface ReviewQueueProps {
  /** The site's "editors need review"; null while it loads. */
  editorsNeedReview: boolean | null;
  onEditorsNeedReviewChange: (on: boolean) => void;
  /** The switch's change is on its way. */
  settingBusy?: boolean;
  /** Drafts waiting for an admin, oldest request first, with their changes; null while loading. */
  waiting: readonly ReviewDraft[] | null;
  /** A declaration's field labels by name (the form's), for the changes. */
  fieldLabels: (key: DraftSummary['key']) => Readonly<Record<string, string>>;
  /** A stored picture's address, for the thumbnails (mediaUrl). */
  imageUrl: (path: string) => string;
  /** The form of a draft's record, to read it whole (with its preview) before deciding. */
  formPath: (draft: DraftSummary) => string;
  onPublish: (draft: DraftSummary) => void;
  onSendBack: (draft: DraftSummary, note: string) => void;
  /** Drafts with an action on its way. */
  pendingIds?: readonly string[];
  loadError?: { message: string; requestId: string | null } | null;
  onRetry?: () => void;
}

const refOf = (draft: DraftSummary) => `${draft.key}:${draft.id}`;

/**
 * The Review screen (admins): the "editors need review" switch, and the drafts editors asked to
 * publish, each with its changes (now on the site, proposed), Publish and Send back (with a note
 * the editor reads on the form).
 */
export function ReviewQueue({
  editorsNeedReview,
  onEditorsNeedReviewChange,
  settingBusy = false,
  waiting,
  formPath,
  fieldLabels,
  imageUrl,
  onPublish,
  onSendBack,
  pendingIds = [],
  loadError = null,
  onRetry = () => {},
}: ReviewQueueProps) {
  const [sendingBack, setSendingBack] = useState<string | null>(null);
  return (
    <div className="review-queue">
      <section className="team-panel" aria-labelledby="review-setting">
        <h2 id="review-setting">Publishing</h2>
        <Toggle
          label="Editors need review"
          checked={editorsNeedReview === true}
          disabled={editorsNeedReview === null || settingBusy}
          onChange={onEditorsNeedReviewChange}
        />
        <p className="review-queue__hint">
          {editorsNeedReview
            ? 'On: editors save drafts and ask for review; only admins publish.'
            : 'Off: editors publish their own changes.'}
        </p>
      </section>
      {loadError ? (
        <LoadError message={loadError.message} requestId={loadError.requestId} onRetry={onRetry} />
      ) : (
        <section className="review-queue__list" aria-labelledby="review-waiting">
          <h2 id="review-waiting">Waiting for review{waiting ? ` (${waiting.length})` : ''}</h2>
          {waiting === null ? (
            <p role="status">Loading the drafts waiting for review…</p>
          ) : waiting.length === 0 ? (
            <p className="review-queue__hint">Nothing is waiting for review.</p>
          ) : (
            <ul>
              {waiting.map((draft) => {
                const card = {
                  formPath: formPath(draft),
                  busy: pendingIds.includes(refOf(draft)),
                  sendingBack: sendingBack === refOf(draft),
                  onPublish: () => onPublish(draft),
                  onStartSendBack: () => setSendingBack(refOf(draft)),
                  onSendBack: (note: string) => {
                    onSendBack(draft, note);
                    setSendingBack(null);
                  },
                  onCancelSendBack: () => setSendingBack(null),
                };
                const { order } = draft;
                // A proposed order (issue 47) is no record's change: a card of its own.
                return order ? (
                  <ReviewQueueOrder key={refOf(draft)} {...card} draft={{ ...draft, order }} />
                ) : (
                  <ReviewQueueDraft
                    key={refOf(draft)}
                    {...card}
                    draft={draft}
                    fieldLabels={fieldLabels(draft.key)}
                    imageUrl={imageUrl}
                  />
                );
              })}
            </ul>
          )}
        </section>
      )}
    </div>
  );
}
