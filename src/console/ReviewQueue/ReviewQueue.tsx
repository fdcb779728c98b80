import { useState } from 'react';
import { Link } from 'react-router-dom';
import { VisuallyHidden } from '@/src/ui/VisuallyHidden';
import type { DraftSummary } from '@/sdk/content/drafts';
import { DraftBannerSendBack } from '../DraftBanner';
import { formatIndiaTime } from '../indiaTime';
import { LoadError } from '../LoadError';
import { contentKindLabel } from '../navigation';
import { Toggle } from '../Toggle';
import '../teamScreens.css';
import './ReviewQueue.css';

export interface ReviewQueueProps {
  /** The site's "editors need review"; null while it loads. */
  editorsNeedReview: boolean | null;
  onEditorsNeedReviewChange: (on: boolean) => void;
  /** The switch's change is on its way. */
  settingBusy?: boolean;
  /** Drafts waiting for an admin, oldest request first; null while loading. */
  waiting: readonly DraftSummary[] | null;
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
 * publish, each with Publish and Send back (with a note the editor reads on the form).
 */
export function ReviewQueue({
  editorsNeedReview,
  onEditorsNeedReviewChange,
  settingBusy = false,
  waiting,
  formPath,
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
                const busy = pendingIds.includes(refOf(draft));
                const asked = draft.review.last ?? draft.updated;
                return (
                  <li key={refOf(draft)} className="review-queue__draft">
                    <p className="review-queue__name">
                      <Link to={formPath(draft)}>
                        {contentKindLabel(draft.key)}: {draft.name}
                      </Link>
                    </p>
                    <p className="review-queue__hint">
                      {asked.by} asked {formatIndiaTime(asked.at)}.{' '}
                      {draft.isNew
                        ? 'A new item.'
                        : `Changed fields: ${draft.changedFields.length}.`}
                    </p>
                    {sendingBack === refOf(draft) ? (
                      <DraftBannerSendBack
                        busy={busy}
                        onSend={(note) => {
                          onSendBack(draft, note);
                          setSendingBack(null);
                        }}
                        onCancel={() => setSendingBack(null)}
                      />
                    ) : (
                      <div className="review-queue__actions">
                        <button
                          type="button"
                          className="team-button team-button--primary"
                          disabled={busy}
                          onClick={() => onPublish(draft)}
                        >
                          Publish<VisuallyHidden> {draft.name}</VisuallyHidden>
                        </button>
                        <button
                          type="button"
                          className="team-button"
                          disabled={busy}
                          onClick={() => setSendingBack(refOf(draft))}
                        >
                          Send back<VisuallyHidden> {draft.name}</VisuallyHidden>
                        </button>
                      </div>
                    )}
                  </li>
                );
              })}
            </ul>
          )}
        </section>
      )}
    </div>
  );
}
