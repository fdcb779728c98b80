import { useEffect, useState } from 'react';
import type { FormEvent } from 'react';
import type { RedirectCreate } from '@/sdk/schemas/redirects';
import { TextField } from '../TextField';

/** Refusals beside their fields (the server's 400 and 409 issues), or above the form. */
export type RedirectFormErrors = Partial<Record<'from' | 'to' | 'general', string>>;

export interface RedirectFormProps {
  onCreate: (values: RedirectCreate) => void;
  /** The add is on its way. */
  busy?: boolean;
  errors?: RedirectFormErrors;
  /** Told whether the form holds something not yet added (the screen asks before leaving). */
  onDirtyChange?: (dirty: boolean) => void;
}

/** Adds a redirect by hand: the old address and where it now leads. */
export function RedirectForm({
  onCreate,
  busy = false,
  errors = {},
  onDirtyChange,
}: RedirectFormProps) {
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const dirty = from !== '' || to !== '';
  useEffect(() => onDirtyChange?.(dirty), [dirty, onDirtyChange]);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // Sent as typed: the sdk's schema (and then the server) answer a bad address beside its field.
    onCreate({ from: from.trim(), to: to.trim() });
  };
  return (
    <form className="redirect-form" aria-label="New redirect" onSubmit={submit} noValidate>
      <h2>Add a redirect</h2>
      {errors.general ? (
        <p role="alert" className="team-notice team-notice--error">
          {errors.general}
        </p>
      ) : null}
      <div className="redirect-form__fields">
        <TextField
          label="Old address"
          name="from"
          value={from}
          onChange={setFrom}
          required
          disabled={busy}
          error={errors.from}
          hint="A path on this site, such as /summer-offer."
        />
        <TextField
          label="New address"
          name="to"
          value={to}
          onChange={setTo}
          required
          disabled={busy}
          error={errors.to}
          hint="A path here (/offers) or an https:// address."
        />
      </div>
      <div className="team-row">
        <button type="submit" className="team-button team-button--primary" disabled={busy}>
          {busy ? 'Adding…' : 'Add redirect'}
        </button>
      </div>
    </form>
  );
}
