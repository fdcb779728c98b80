import { useState, type FormEvent, type ReactNode } from 'react';
import { PASSWORD_MIN_LENGTH } from '@/sdk/schemas/users';
import type { PasswordChange, Role } from '@/sdk/schemas/users';
import { TextField } from '../TextField';
import '../teamScreens.css';

export interface AccountPanelProps {
  /** The signed-in user's name. */
  username: string;
  /** The signed-in user's role, shown so people know what they may do. */
  role: Role;
  /** True until a one-time password is replaced: the console allows nothing else meanwhile. */
  mustChangePassword: boolean;
  /** Called with a valid-looking change (the server checks the rest: common list, username). */
  onChangePassword: (change: PasswordChange) => void;
  /** Ends every session of this user, this browser's included. */
  onSignOutEverywhere: () => void;
  /** Blocks the form while a request is on its way. */
  busy?: boolean;
  /** The server's refusal (wrong current password, too common, contains the username). */
  error?: string | null;
  /** Shown after a change went through. */
  notice?: string | null;
  /** The two-factor sign-in section (TwoFactorPanel), between the password and the sessions. */
  twoFactor?: ReactNode;
  /** "E-mail me about reviews" (ReviewEmailsPanel), after two-factor; for roles in review. */
  reviewEmails?: ReactNode;
}

export const PASSWORDS_DIFFER = 'The two new passwords differ.';

/**
 * My account: change one's own password, two-factor sign-in, review e-mails, and sign out on
 * every device.
 */
export function AccountPanel({
  username,
  role,
  mustChangePassword,
  onChangePassword,
  onSignOutEverywhere,
  busy = false,
  error,
  notice,
  twoFactor = null,
  reviewEmails = null,
}: AccountPanelProps) {
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [repeat, setRepeat] = useState('');
  const [mismatch, setMismatch] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (next !== repeat) return setMismatch(true);
    setMismatch(false);
    onChangePassword({ currentPassword: current, newPassword: next });
  };
  return (
    <div className="team-panel">
      <p>
        Signed in as <strong>{username}</strong> ({role}).
      </p>
      {mustChangePassword ? (
        <p className="team-notice team-notice--error" role="alert">
          You signed in with a one-time password. Choose your own password to continue.
        </p>
      ) : null}
      {notice ? (
        <p className="team-notice" role="status">
          {notice}
        </p>
      ) : null}
      <form aria-label="Change password" onSubmit={submit} className="team-panel">
        <h2>Change password</h2>
        <TextField
          label="Current password"
          name="currentPassword"
          type="password"
          autoComplete="current-password"
          value={current}
          onChange={setCurrent}
          required
          disabled={busy}
        />
        <TextField
          label={`New password (at least ${PASSWORD_MIN_LENGTH} characters)`}
          name="newPassword"
          type="password"
          autoComplete="new-password"
          value={next}
          onChange={setNext}
          required
          disabled={busy}
          error={error}
        />
        <TextField
          label="Repeat the new password"
          name="repeatPassword"
          type="password"
          autoComplete="new-password"
          value={repeat}
          onChange={setRepeat}
          required
          disabled={busy}
          error={mismatch ? PASSWORDS_DIFFER : null}
        />
        <div className="team-row">
          <button type="submit" className="team-button team-button--primary" disabled={busy}>
            Change password
          </button>
        </div>
      </form>
      {twoFactor}
      {reviewEmails}
      <div className="team-panel">
        <h2>Sessions</h2>
        <p>Lost a device, or signed in somewhere you should not have? End every session at once.</p>
        <div className="team-row">
          <button
            type="button"
            className="team-button team-button--danger"
            onClick={onSignOutEverywhere}
            disabled={busy}
          >
            Sign out everywhere
          </button>
        </div>
      </div>
    </div>
  );
}
