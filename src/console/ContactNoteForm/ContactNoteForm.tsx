import { useId } from 'react';
import '../ContactTimeline/contactControls.css';

export interface ContactNoteFormProps {
  /** The note as typed and not yet added. */
  draft: string;
  /** Called as the note is typed; the container knows it is unsaved. */
  onDraftChange: (draft: string) => void;
  /** Called with the note to add to the timeline. */
  onAdd: (text: string) => void;
  /** The note is being added: the button waits. */
  busy?: boolean;
  /** Why the note was not added (the server's message), shown under the box. */
  error?: string | null;
}

/** A private note on the contact's timeline (the sales team's, never the visitor's). */
export function ContactNoteForm({
  draft,
  onDraftChange,
  onAdd,
  busy = false,
  error,
}: ContactNoteFormProps) {
  const id = useId();
  return (
    <form
      // A note being written keeps its grown box on a phone when focus moves to Add note, so
      // the button does not move away under the pointer (ContactPage.css).
      className={draft ? 'contact-control contact-control--drafting' : 'contact-control'}
      aria-label="Add a note"
      onSubmit={(event) => {
        event.preventDefault();
        onAdd(draft);
      }}
    >
      <label htmlFor={`${id}-note`} className="contact-control__label">
        Note
      </label>
      <textarea
        id={`${id}-note`}
        rows={3}
        maxLength={5000}
        value={draft}
        disabled={busy}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(e) => onDraftChange(e.currentTarget.value)}
      />
      {error ? (
        <p id={`${id}-error`} className="contact-control__error" role="alert">
          {error}
        </p>
      ) : null}
      <div className="contact-control__row">
        <button
          type="submit"
          className="contact-control__button contact-control__button--primary"
          disabled={busy}
        >
          {busy ? 'Adding…' : 'Add note'}
        </button>
      </div>
    </form>
  );
}
