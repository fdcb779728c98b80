import { useId, useState } from 'react';
import type { DraftSummary } from '@/sdk/content/drafts';
import { ConfirmDialog } from '../ConfirmDialog';
import { draftStateOf } from '../DraftBadge';
import type { DraftStateName } from '../DraftBadge';
import { formatIndiaTime } from '../indiaTime';
import { DraftBannerSendBack } from './DraftBannerSendBack';
import './DraftBanner.css';

export interface DraftBannerProps {
  /** The record's draft (sdk.drafts.get without its records). */
  draft: DraftSummary;
  /** The form's field labels by name, to name the changed fields as people know them. */
  fieldLabels?: Readonly<Record<string, string>>;
  /** Shows Publish (admins; editors while review is off). */
  mayPublish: boolean;
  /** Shows Send back on a draft waiting for review (admins). */
  mayReview?: boolean;
  /** The form holds typing the draft does not have yet: Publish would leave it out. */
  unsavedTyping?: boolean;
  /** An action is on its way: every button waits. */
  busy?: boolean;
  /** Publishes the saved draft. */
  onPublish: () => void;
  /** Throws the draft away, after the person confirmed. */
  onDiscard: () => void;
  /** Sends a waiting draft back to its editor with the note typed. */
  onSendBack?: (note: string) => void;
}

const titles: Record<DraftStateName, string> = {
  new: 'New, not on the site yet',
  editing: 'Unpublished changes',
  waiting: 'Waiting for review',
  'sent-back': 'Sent back for changes',
};

/** The field names a person reads: the form's labels, in the order the server listed them. */
const changedNames = (fields: readonly string[], labels: Readonly<Record<string, string>>) =>
  [...new Set(fields.map((name) => labels[name] ?? name))].join(', ');

/**
 * Says a form shows a draft, not the live site: who saved it and when (India time), which fields
 * differ, where review stands (the admin's note when sent back), with Publish, Discard draft and,
 * for admins, Send back. Sits above the form; the form's own buttons save what is typed.
 */
export function DraftBanner({
  draft,
  fieldLabels = {},
  mayPublish,
  mayReview = false,
  unsavedTyping = false,
  busy = false,
  onPublish,
  onDiscard,
  onSendBack,
}: DraftBannerProps) {
  const titleId = useId();
  const [confirming, setConfirming] = useState(false);
  const [sendingBack, setSendingBack] = useState(false);
  const state = draftStateOf(draft);
  const { last, note } = draft.review;
  return (
    <section className={`draft-banner draft-banner--${state}`} aria-labelledby={titleId}>
      <h2 id={titleId} className="draft-banner__title">
        {titles[state]}
      </h2>
      <p className="draft-banner__text">
        Draft saved by {draft.updated.by}, {formatIndiaTime(draft.updated.at)}.{' '}
        {draft.isNew
          ? 'Publishing adds it to the site.'
          : `Changed: ${changedNames(draft.changedFields, fieldLabels)}. The site still shows the published version.`}
      </p>
      {state === 'waiting' && last ? (
        <p className="draft-banner__text">
          {last.by} asked for review, {formatIndiaTime(last.at)}.
        </p>
      ) : null}
      {state === 'sent-back' ? (
        <div className="draft-banner__note">
          <p className="draft-banner__text">
            {last ? `${last.by} sent it back, ${formatIndiaTime(last.at)}:` : 'Sent back:'}
          </p>
          <blockquote>{note}</blockquote>
          <p className="draft-banner__text">Change it, then ask for review again.</p>
        </div>
      ) : null}
      {mayPublish && unsavedTyping ? (
        <p className="draft-banner__hint">
          Your latest typing is not in the draft yet: Publish here puts the saved draft on the site.
          Save the draft first, or use the form&apos;s own button.
        </p>
      ) : null}
      {sendingBack && onSendBack ? (
        <DraftBannerSendBack
          busy={busy}
          onSend={(text) => {
            onSendBack(text);
            setSendingBack(false);
          }}
          onCancel={() => setSendingBack(false)}
        />
      ) : (
        <div className="draft-banner__actions">
          {mayPublish ? (
            <button
              type="button"
              className="draft-banner__publish"
              disabled={busy || unsavedTyping}
              onClick={onPublish}
            >
              Publish
            </button>
          ) : null}
          {mayReview && state === 'waiting' && onSendBack ? (
            <button type="button" disabled={busy} onClick={() => setSendingBack(true)}>
              Send back
            </button>
          ) : null}
          <button type="button" disabled={busy} onClick={() => setConfirming(true)}>
            Discard draft
          </button>
        </div>
      )}
      <ConfirmDialog
        open={confirming}
        title="Discard this draft?"
        confirmLabel="Discard draft"
        destructive
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          onDiscard();
        }}
      >
        {draft.isNew
          ? 'This new item was never on the site; discarding removes it.'
          : 'The changes saved in this draft are thrown away; the site keeps what it shows now.'}
      </ConfirmDialog>
    </section>
  );
}
