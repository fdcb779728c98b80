import { useId, useState, type FormEvent, type RefObject } from 'react';
import { LeadStatus, type LeadRecord } from '@/sdk/schemas/lead';
import { LEAD_TRASH_DAYS } from '@/sdk/schemas/leadTrash';
import { ConfirmDialog } from '../ConfirmDialog';
import { formatDateTime, formatPhone, statusLabel } from '../format';
import { LEAD_STATUSES } from '../LeadsTable';
import { TextField } from '../TextField';
import { LeadDetailDrawerConsent } from './LeadDetailDrawerConsent';
import { LeadDetailDrawerOrigin } from './LeadDetailDrawerOrigin';
import { LeadDetailDrawerSpam } from './LeadDetailDrawerSpam';

/** What Save sends: the status and private note as the form holds them. */
export interface LeadDetailChange {
  /** The status picked in the drawer. */
  status: LeadStatus;
  /** The private note, as typed (the sales team's own words, never shown to the visitor). */
  note: string;
}

export interface LeadDetailDrawerBodyProps {
  /** The lead shown. */
  lead: LeadRecord;
  /** Id for the heading, which names the dialog. */
  titleId: string;
  /** The Close button, focused when the drawer opens. */
  closeRef: RefObject<HTMLButtonElement | null>;
  /** A save or delete is in flight. */
  saving: boolean;
  /** Where the form starts: the draft kept while the drawer is open, else the stored lead. */
  draft?: LeadDetailChange | null;
  /** Called with the status and note on every edit. */
  onDraftChange?: (draft: LeadDetailChange) => void;
  /** Called with the form's status and note. */
  onSave: (change: LeadDetailChange) => void;
  /** Called after the move to the trash was confirmed; without it there is no button. */
  onDelete?: () => void;
  /** Called by the Close button. */
  onClose: () => void;
}

/**
 * The drawer's content: contact, message, where it came from, the marketing consent, and the
 * status/note form with Save and "Move to trash"; a lead filed as spam says so and can be restored.
 */
export function LeadDetailDrawerBody({
  lead,
  titleId,
  closeRef,
  saving,
  draft,
  onDraftChange,
  onSave,
  onDelete,
  onClose,
}: LeadDetailDrawerBodyProps) {
  const id = useId();
  const [status, setStatusState] = useState(draft?.status ?? lead.status);
  const [note, setNoteState] = useState(draft?.note ?? lead.note);
  const setStatus = (next: LeadStatus) => {
    setStatusState(next);
    onDraftChange?.({ status: next, note });
  };
  const setNote = (next: string) => {
    setNoteState(next);
    onDraftChange?.({ status, note: next });
  };
  const [confirming, setConfirming] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSave({ status, note });
  };
  return (
    <div className="lead-drawer__panel">
      <header className="lead-drawer__header">
        <h2 id={titleId} className="lead-drawer__title">
          {lead.name}
        </h2>
        <button ref={closeRef} type="button" className="lead-drawer__close" onClick={onClose}>
          Close
        </button>
      </header>
      {lead.status === 'spam' ? (
        <LeadDetailDrawerSpam saving={saving} onRestore={() => onSave({ status: 'new', note })} />
      ) : null}
      <dl className="lead-drawer__facts">
        <dt>Received</dt>
        <dd>
          <time dateTime={lead.createdAt}>{formatDateTime(lead.createdAt)}</time>
        </dd>
        <dt>Email</dt>
        <dd>
          <a href={`mailto:${lead.email}`}>{lead.email}</a>
        </dd>
        <dt>Mobile</dt>
        <dd>
          <a href={`tel:+91${lead.mobile}`}>{formatPhone(lead.mobile)}</a>
        </dd>
      </dl>
      <section aria-labelledby={`${id}-message`} className="lead-drawer__message-box">
        <h3 id={`${id}-message`} className="lead-drawer__subtitle">
          Message
        </h3>
        <p className="lead-drawer__message">{lead.message}</p>
      </section>
      <LeadDetailDrawerOrigin lead={lead} />
      <LeadDetailDrawerConsent lead={lead} />
      <form id={`${id}-form`} className="lead-drawer__form" aria-busy={saving} onSubmit={submit}>
        <div className="lead-drawer__field">
          <label htmlFor={`${id}-status`}>Status</label>
          <select
            id={`${id}-status`}
            value={status}
            disabled={saving}
            onChange={(e) => setStatus(LeadStatus.parse(e.currentTarget.value))}
          >
            {LEAD_STATUSES.map((s) => (
              <option key={s} value={s}>
                {statusLabel(s)}
              </option>
            ))}
          </select>
        </div>
        <TextField
          label="Private note"
          name="note"
          value={note}
          onChange={setNote}
          multiline
          rows={4}
          disabled={saving}
        />
      </form>
      {/* Outside the form so it can stay pinned at the bottom; form= keeps it the submit button. */}
      <div className="lead-drawer__actions">
        {onDelete ? (
          <button
            type="button"
            className="lead-drawer__button lead-drawer__button--danger"
            disabled={saving}
            onClick={() => setConfirming(true)}
          >
            Move to trash
          </button>
        ) : null}
        <button
          type="submit"
          form={`${id}-form`}
          className="lead-drawer__button lead-drawer__button--primary"
          disabled={saving}
        >
          {saving ? 'Saving…' : 'Save'}
        </button>
      </div>
      {/* Not a delete since issue 43: the server keeps the lead in the trash, restorable. */}
      <ConfirmDialog
        open={confirming}
        title="Move this lead to the trash?"
        confirmLabel="Move to trash"
        destructive
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          onDelete?.();
        }}
      >
        {`The enquiry from ${lead.name} leaves the inbox. It is kept in the trash for ${LEAD_TRASH_DAYS} days and can be restored from there (Leads, Trash); after that it is deleted for good.`}
      </ConfirmDialog>
    </div>
  );
}
