import { useEffect, useId, useState } from 'react';
import type { FormEvent } from 'react';
import { API_TOKEN_DAYS_DEFAULT, API_TOKEN_DAYS_MAX } from '@/sdk/schemas/apiTokens';
import { TokenScope, TokenScopes } from '@/sdk/schemas/users';
import { TextField } from '../TextField';

/** What a new token is made with (`days` as typed, so an emptied field stays empty). */
export interface ApiTokenFormValues {
  name: string;
  scope: TokenScope;
  days: number;
}

/** Refusals beside their fields (the server's 400 issues), or above the form. */
export type ApiTokenFormErrors = Partial<Record<'name' | 'scope' | 'days' | 'general', string>>;

export interface ApiTokenFormProps {
  onCreate: (values: ApiTokenFormValues) => void;
  /** The create is on its way. */
  busy?: boolean;
  errors?: ApiTokenFormErrors;
  /** Told whether the form holds something not yet made (the screen asks before leaving). */
  onDirtyChange?: (dirty: boolean) => void;
}

/** Makes an API token: what it is for, what it may do, how many days it works. */
export function ApiTokenForm({
  onCreate,
  busy = false,
  errors = {},
  onDirtyChange,
}: ApiTokenFormProps) {
  const scopeId = useId();
  const scopeHintId = useId();
  const [name, setName] = useState('');
  const [scope, setScope] = useState<TokenScope>('read-leads');
  const [days, setDays] = useState(String(API_TOKEN_DAYS_DEFAULT));
  const dirty = name !== '' || scope !== 'read-leads' || days !== String(API_TOKEN_DAYS_DEFAULT);
  useEffect(() => onDirtyChange?.(dirty), [dirty, onDirtyChange]);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // An empty or non-numeric entry goes as NaN: the sdk's schema answers it beside the field.
    onCreate({ name: name.trim(), scope, days: days.trim() === '' ? Number.NaN : Number(days) });
  };
  return (
    <form className="webhook-form" aria-label="New API token" onSubmit={submit} noValidate>
      <h2>New API token</h2>
      {errors.general ? (
        <p role="alert" className="team-notice team-notice--error">
          {errors.general}
        </p>
      ) : null}
      <TextField
        label="Name"
        name="name"
        value={name}
        onChange={setName}
        required
        disabled={busy}
        error={errors.name}
        hint="What uses it, e.g. CRM import. Shown in the list and the audit log."
      />
      <div className="api-token-form__field">
        <label htmlFor={scopeId}>Scope *</label>
        <p id={scopeHintId} className="api-token-form__hint">
          Read leads: the inbox list, the export and the dashboard, reading only. Content: every
          content route, reading and writing.
        </p>
        <select
          id={scopeId}
          className="team-select"
          value={scope}
          disabled={busy}
          aria-describedby={scopeHintId}
          onChange={(event) => setScope(TokenScope.parse(event.currentTarget.value))}
        >
          {TokenScope.options.map((option) => (
            <option key={option} value={option}>
              {TokenScopes[option].label}
            </option>
          ))}
        </select>
        {errors.scope ? <p className="webhook-form__error">{errors.scope}</p> : null}
      </div>
      <TextField
        label="Expires after (days)"
        name="days"
        type="number"
        min={1}
        step={1}
        value={days}
        onChange={setDays}
        required
        disabled={busy}
        error={errors.days}
        hint={`From 1 to ${API_TOKEN_DAYS_MAX} days.`}
      />
      <div className="team-row">
        <button type="submit" className="team-button team-button--primary" disabled={busy}>
          {busy ? 'Creating…' : 'Create token'}
        </button>
      </div>
    </form>
  );
}
