import { useId, useState } from 'react';
import type { ContactSummary } from '@/sdk/schemas/contact';
import { VisuallyHidden } from '@/src/ui/VisuallyHidden';
import { ConfirmDialog } from '../ConfirmDialog';
import { formatPhone } from '../format';
import '../ContactTimeline/contactControls.css';

export interface ContactMergeControlProps {
  /** The contact whose page this is (left out of the results). */
  contactId: string;
  /** The contact's name, for the confirmation. */
  contactName: string;
  /** The contacts the last search found; null before any search. */
  results: readonly ContactSummary[] | null;
  /** Called with the text to search contacts by (name, e-mail, mobile, message). */
  onSearch: (text: string) => void;
  /** Called, after the confirmation, with the contact to merge into this one. */
  onMerge: (other: ContactSummary) => void;
  /** A search or the merge is under way. */
  busy?: boolean;
  /** Why the search or the merge failed, shown beside the control. */
  error?: string | null;
}

/** Merge another contact into this one, for a school the matching rules could not see as one. */
export function ContactMergeControl({
  contactId,
  contactName,
  results,
  onSearch,
  onMerge,
  busy = false,
  error,
}: ContactMergeControlProps) {
  const id = useId();
  const [text, setText] = useState('');
  const [picked, setPicked] = useState<ContactSummary | null>(null);
  const others = (results ?? []).filter((c) => c._id !== contactId);
  return (
    <fieldset className="contact-control" aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="contact-control__legend">Merge with another contact</legend>
      <form
        role="search"
        aria-label="Find a contact to merge"
        className="contact-control__row"
        onSubmit={(event) => {
          event.preventDefault();
          onSearch(text.trim());
        }}
      >
        <label htmlFor={`${id}-search`} className="contact-control__label">
          Find by name, e-mail or mobile
        </label>
        <input
          id={`${id}-search`}
          type="search"
          value={text}
          maxLength={200}
          onChange={(e) => setText(e.currentTarget.value)}
        />
        <button type="submit" className="contact-control__button" disabled={busy || !text.trim()}>
          Find
        </button>
      </form>
      {results === null ? null : others.length === 0 ? (
        <p className="contact-control__muted">No other contact matches.</p>
      ) : (
        <ul className="contact-control__results" aria-label="Contacts found">
          {others.map((other) => (
            <li key={other._id} className="contact-control__row">
              <span>
                {other.name} ·{' '}
                {[...other.emails.slice(0, 1), ...other.mobiles.slice(0, 1).map(formatPhone)].join(
                  ' · ',
                )}{' '}
                · {other.enquiries} {other.enquiries === 1 ? 'enquiry' : 'enquiries'}
              </span>
              <button
                type="button"
                className="contact-control__button"
                disabled={busy}
                onClick={() => setPicked(other)}
              >
                Merge<VisuallyHidden> {other.name}</VisuallyHidden>
              </button>
            </li>
          ))}
        </ul>
      )}
      {error ? (
        <p id={`${id}-error`} className="contact-control__error" role="alert">
          {error}
        </p>
      ) : null}
      <ConfirmDialog
        open={picked !== null}
        title={`Merge ${picked?.name ?? ''} into ${contactName}?`}
        confirmLabel="Merge contacts"
        onCancel={() => setPicked(null)}
        onConfirm={() => {
          if (picked) onMerge(picked);
          setPicked(null);
        }}
      >
        Its enquiries, notes and timeline join this contact, which keeps its owner and follow-up. If
        the rules were right after all, split an enquiry off again.
      </ConfirmDialog>
    </fieldset>
  );
}
