import { useState, type FormEvent } from 'react';
import type { TwoFactorEnable, TwoFactorSetup } from '@/sdk/schemas/twoFactor';
import { TextField } from '../TextField';

export interface TwoFactorPanelSetupProps {
  /** The set-up the server started: QR code, secret, otpauth URI. */
  setup: TwoFactorSetup;
  /** Called with the current password and the authenticator's code, to turn two-factor on. */
  onEnable: (enable: TwoFactorEnable) => void;
  /** Leaves the set-up; the secret is dropped by the server when it expires. */
  onCancel: () => void;
  /** The server's refusals by field: a wrong password, a wrong code, a set-up expired. */
  errors?: Partial<Record<'currentPassword' | 'code', string>>;
  busy?: boolean;
}

/** The secret in groups of four, as authenticator apps show keys. */
const grouped = (secret: string) => secret.match(/.{1,4}/g)?.join(' ') ?? secret;

/**
 * The set-up: scan the QR code (or type the key), then confirm with the current password (a
 * session left open must not bind its own app) and the app's code.
 */
export function TwoFactorPanelSetup({
  setup,
  onEnable,
  onCancel,
  errors = {},
  busy = false,
}: TwoFactorPanelSetupProps) {
  const [currentPassword, setCurrentPassword] = useState('');
  const [code, setCode] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onEnable({ currentPassword, code });
  };
  return (
    <form aria-label="Set up two-factor sign-in" onSubmit={submit} className="two-factor__setup">
      <ol className="two-factor__steps">
        <li>
          Scan this QR code with an authenticator app (Google Authenticator, Microsoft
          Authenticator, 1Password, Aegis…).
          <img
            className="two-factor__qr"
            src={setup.qrCode}
            alt="QR code for your authenticator app"
            width={200}
            height={200}
          />
          <p>
            Cannot scan it? Add an account by hand with this key (time-based):{' '}
            <code className="team-secret" data-testid="two-factor-secret">
              {grouped(setup.secret)}
            </code>
          </p>
        </li>
        <li>
          Enter your current password, to confirm it is you.
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
        </li>
        <li>
          Enter the 6-digit code the app shows for this account.
          <TextField
            label="Code from the app"
            name="code"
            autoComplete="one-time-code"
            value={code}
            onChange={setCode}
            required
            disabled={busy}
            error={errors.code}
          />
        </li>
      </ol>
      <div className="team-row">
        <button type="submit" className="team-button team-button--primary" disabled={busy}>
          Turn on two-factor sign-in
        </button>
        <button type="button" className="team-button" onClick={onCancel} disabled={busy}>
          Cancel
        </button>
      </div>
    </form>
  );
}
