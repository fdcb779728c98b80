import { useState, type FormEvent } from 'react';
import type { TwoFactorConfirmation } from '@/sdk/schemas/twoFactor';
import { TextField } from '../TextField';

export interface TwoFactorPanelConfirmProps {
  /** What the confirmation is for, e.g. "Turn off two-factor sign-in". */
  action: string;
  /** Called with the current password and a code (the app's or a recovery code). */
  onConfirm: (confirmation: TwoFactorConfirmation) => void;
  onCancel: () => void;
  /** The server's refusals, by field. */
  errors?: Partial<Record<'currentPassword' | 'code', string>>;
  busy?: boolean;
}

/** The password and a code again, before two-factor (or its recovery codes) is taken away. */
export function TwoFactorPanelConfirm({
  action,
  onConfirm,
  onCancel,
  errors = {},
  busy = false,
}: TwoFactorPanelConfirmProps) {
  const [currentPassword, setCurrentPassword] = useState('');
  const [code, setCode] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onConfirm({ currentPassword, code });
  };
  return (
    <form aria-label={action} onSubmit={submit} className="team-panel two-factor__confirm">
      <p>Confirm it is you: your current password, and a code from the app or a recovery code.</p>
      <TextField
        label="Current password"
        name="currentPassword"
        type="password"
        autoComplete="current-password"
        value={currentPassword}
        onChange={setCurrentPassword}
        required
        disabled={busy}
        error={errors.currentPassword}
      />
      <TextField
        label="Code"
        name="code"
        autoComplete="one-time-code"
        value={code}
        onChange={setCode}
        required
        disabled={busy}
        error={errors.code}
      />
      <div className="team-row">
        <button type="submit" className="team-button team-button--danger" disabled={busy}>
          {action}
        </button>
        <button type="button" className="team-button" onClick={onCancel} disabled={busy}>
          Cancel
        </button>
      </div>
    </form>
  );
}
