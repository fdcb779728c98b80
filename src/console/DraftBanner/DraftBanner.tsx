import { useId, useState } from 'react';
import type { DraftSummary } from '@/sdk/content/drafts';
import { ConfirmDialog } from '../ConfirmDialog';
import { draftStateOf } from '../DraftBadge';
import type { DraftStateName } from '../DraftBadge';
import { formatDateTime } from '../format';
import { DraftBannerRelease } from './DraftBannerRelease';
import { DraftBannerSendBack } from './DraftBannerSendBack';
import './DraftBanner.css';

export interface DraftBannerProps {
  /** The record's draft (sdk.drafts.get without its records). */
  draft: DraftSummary;
  /** The form's field labels by name, to name the changed fields as people know them. */
  fieldLabels?: Readonly<Record<string, string>>;
  /** Says the form's Publish puts the draft on the site (admins; editors while review is off). */
  mayPublish: boolean;
  /** Shows Send back on a draft waiting for review (admins). */
  mayReview?: boolean;
  /** An action is on its way: every button waits. */
  busy?: boolean;
  /** Throws the draft away, after the person confirmed. */
  onDiscard: () => void;
  /** Sends a waiting draft back to its editor with the note typed. */
  onSendBack?: (note: string) => void;
  /** The Releases screen, linked when a release holds the draft (issue 44). */
  releasesPath?: string;
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
 * What publishing the draft would do. A proposed delete (issue 47) says so, with any edits it
 * also holds; it is no list of changed fields (it may change none).
 */
function whatItDoes(draft: DraftSummary, labels: Readonly<Record<string, string>>) {
  if (draft.isNew) return 'Publishing adds it to the site.';
  const changed = changedNames(draft.changedFields, labels);
  if (draft.proposesDelete) {
    const edits = changed ? ` Edits it also holds: ${changed}.` : '';
    return `A delete of this item is proposed: it stays on the site until an admin publishes the delete, then goes to the trash, where it can be restored.${edits}`;
  }
  return `Changed: ${changed}. The site still shows the published version.`;
}

/**
 * Says a form shows a draft, not the live site: who saved it and when (India time), which fields
 * differ, where review stands (the admin's note when sent back), with Discard draft and, for
 * admins, Send back. Sits above the form. Publishing is the form's own button, the screen's only
 * one (issue 47): it publishes the draft with whatever is typed, so it cannot leave typing out.
 */
export function DraftBanner({
  draft,
  fieldLabels = {},
  mayPublish,
  mayReview = false,
  busy = false,
  onDiscard,
  onSendBack,
  releasesPath,
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
      {draft.release ? (
        <DraftBannerRelease release={draft.release} releasesPath={releasesPath} />
      ) : null}
      <p className="draft-banner__text">
        Draft saved by {draft.updated.by}, {formatDateTime(draft.updated.at)}.{' '}
        {whatItDoes(draft, fieldLabels)}
      </p>
      {state === 'waiting' && last ? (
        <p className="draft-banner__text">
          {last.by} asked for review, {formatDateTime(last.at)}.
        </p>
      ) : null}
      {state === 'sent-back' ? (
        <div className="draft-banner__note">
          <p className="draft-banner__text">
            {last ? `${last.by} sent it back, ${formatDateTime(last.at)}:` : 'Sent back:'}
          </p>
          <blockquote>{note}</blockquote>
          <p className="draft-banner__text">Change it, then ask for review again.</p>
        </div>
      ) : null}
      {mayPublish && state !== 'sent-back' ? (
        <p className="draft-banner__hint">
          {draft.proposesDelete
            ? 'Publish, under the form, carries out the delete: the item goes to the trash.'
            : 'Publish, under the form, puts this draft on the site with anything you type now.'}
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
