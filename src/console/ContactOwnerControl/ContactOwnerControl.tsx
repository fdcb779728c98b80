import { useId, useState } from 'react';
import type { LeadOwner } from '@/sdk/schemas/leadOwner';
import '../ContactTimeline/contactControls.css';

export interface ContactOwnerControlProps {
  /** Who works the contact now; null: nobody. */
  owner: LeadOwner | null;
  /** Everyone it may be assigned to (sdk.leads.owners); null while they load. */
  owners: readonly LeadOwner[] | null;
  /** The signed-in user's id, for "Assign to me". */
  meId: string;
  /** Called with the new owner's id, or null to unassign. */
  onChange: (ownerId: string | null) => void;
  /** A change is being saved: the buttons wait. */
  busy?: boolean;
  /** Why the last change failed (the server's message), shown beside the control. */
  error?: string | null;
}

/** The contact's owner: assign to me, pick a colleague, or unassign. */
export function ContactOwnerControl({
  owner,
  owners,
  meId,
  onChange,
  busy = false,
  error,
}: ContactOwnerControlProps) {
  const id = useId();
  const [picked, setPicked] = useState('');
  const mine = owner?._id === meId;
  return (
    <fieldset className="contact-control" aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="contact-control__legend">Owner</legend>
      <p className="contact-control__value">
        {owner ? (mine ? `${owner.username} (you)` : owner.username) : 'Unassigned'}
      </p>
      <div className="contact-control__row">
        {mine ? null : (
          <button
            type="button"
            className="contact-control__button contact-control__button--primary"
            disabled={busy}
            onClick={() => onChange(meId)}
          >
            Assign to me
          </button>
        )}
        {owner ? (
          <button
            type="button"
            className="contact-control__button"
            disabled={busy}
            onClick={() => onChange(null)}
          >
            Unassign
          </button>
        ) : null}
      </div>
      <div className="contact-control__row">
        <label htmlFor={`${id}-pick`} className="contact-control__label">
          Assign to
        </label>
        <select
          id={`${id}-pick`}
          value={picked}
          disabled={busy || !owners}
          onChange={(e) => setPicked(e.currentTarget.value)}
        >
          <option value="">{owners ? 'Pick a colleague' : 'Loading…'}</option>
          {(owners ?? []).map((user) => (
            <option key={user._id} value={user._id}>
              {user.username}
            </option>
          ))}
        </select>
        <button
          type="button"
          className="contact-control__button"
          disabled={busy || !picked || picked === owner?._id}
          onClick={() => onChange(picked)}
        >
          Assign
        </button>
      </div>
      {error ? (
        <p id={`${id}-error`} className="contact-control__error" role="alert">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
