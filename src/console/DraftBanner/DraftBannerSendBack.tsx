import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import './DraftBanner.css';

export interface DraftBannerSendBackProps {
  busy: boolean;
  /** Called with the trimmed note (never empty: the server wants one too). */
  onSend: (note: string) => void;
  onCancel: () => void;
}

/** The admin's note for the editor: what to change before it can be published. */
export function DraftBannerSendBack({ busy, onSend, onCancel }: DraftBannerSendBackProps) {
  const id = useId();
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const send = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const text = note.trim();
    if (!text) return setError('Say what to change.');
    onSend(text);
  };
  return (
    <form className="draft-banner__send-back" onSubmit={send} noValidate>
      <label htmlFor={id}>What should the editor change?</label>
      <textarea
        id={id}
        rows={3}
        value={note}
        maxLength={1000}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => {
          setNote(event.currentTarget.value);
          setError(null);
        }}
      />
      {error ? (
        <p id={`${id}-error`} className="draft-banner__error">
          {error}
        </p>
      ) : null}
      <div className="draft-banner__actions">
        <button type="submit" className="draft-banner__publish" disabled={busy}>
          Send back
        </button>
        <button type="button" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}
