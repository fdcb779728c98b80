import { useState } from 'react';
import type {
  SecurityOverview,
  TwoFactorConfirmation,
  TwoFactorEnable,
  TwoFactorSetup,
  TwoFactorStatus,
} from '@/sdk/schemas/twoFactor';
import { TwoFactorPanelCodes } from './TwoFactorPanelCodes';
import { TwoFactorPanelConfirm } from './TwoFactorPanelConfirm';
import { TwoFactorPanelRequirement } from './TwoFactorPanelRequirement';
import { TwoFactorPanelSetup } from './TwoFactorPanelSetup';
import '../teamScreens.css';
import './TwoFactorPanel.css';

export interface TwoFactorPanelProps {
  /** Where the account stands (from the current user). */
  status: TwoFactorStatus;
  /** A set-up in progress (QR code and secret), or null. */
  setup?: TwoFactorSetup | null;
  /** Recovery codes just made, shown until the user says they are kept; null otherwise. */
  recoveryCodes?: readonly string[] | null;
  /** Starts a set-up. */
  onStart: () => void;
  /** Confirms the set-up with the current password and the app's code. */
  onEnable: (enable: TwoFactorEnable) => void;
  /** Leaves a set-up unconfirmed. */
  onCancelSetup: () => void;
  /** New recovery codes, after the current password and a code. */
  onRenewCodes: (confirmation: TwoFactorConfirmation) => void;
  /** Turns two-factor off, after the current password and a code. */
  onDisable: (confirmation: TwoFactorConfirmation) => void;
  /** The shown recovery codes are kept: hide them. */
  onCodesDone: () => void;
  /** The server's refusals by field (code, current password), shown beside them. */
  fieldErrors?: Partial<Record<'currentPassword' | 'code', string>>;
  /** A refusal that is not about one field. */
  error?: string | null;
  /** Blocks every button while a request is on its way. */
  busy?: boolean;
  /** Admins only: the site's "require two-factor for admins" and its switch. */
  requirement?: { overview: SecurityOverview; onChange: (on: boolean) => void } | null;
}

type Confirming = 'renew' | 'disable' | null;

/** Two-factor sign-in on My account: set it up, keep the recovery codes, renew them, turn it off. */
export function TwoFactorPanel({
  status,
  setup = null,
  recoveryCodes = null,
  onStart,
  onEnable,
  onCancelSetup,
  onRenewCodes,
  onDisable,
  onCodesDone,
  fieldErrors = {},
  error,
  busy = false,
  requirement = null,
}: TwoFactorPanelProps) {
  const [confirming, setConfirming] = useState<Confirming>(null);
  // A confirmation that went through (two-factor off, new codes shown) closes its form.
  const [seen, setSeen] = useState({ enabled: status.enabled, codes: recoveryCodes });
  if (seen.enabled !== status.enabled || seen.codes !== recoveryCodes) {
    setSeen({ enabled: status.enabled, codes: recoveryCodes });
    setConfirming(null);
  }
  const confirmed = (confirmation: TwoFactorConfirmation) =>
    confirming === 'disable' ? onDisable(confirmation) : onRenewCodes(confirmation);
  // One the server refused stays open, with the refusal beside its field.
  const showConfirm = confirming !== null && status.enabled && !recoveryCodes;
  return (
    <section className="team-panel two-factor" aria-labelledby="two-factor-heading">
      <h2 id="two-factor-heading">Two-factor sign-in</h2>
      {status.required && !status.enabled ? (
        <p className="team-notice team-notice--error" role="alert">
          An admin requires two-factor sign-in: set it up to go on using the console.
        </p>
      ) : null}
      {error ? (
        <p className="team-notice team-notice--error" role="alert">
          {error}
        </p>
      ) : null}
      {recoveryCodes ? <TwoFactorPanelCodes codes={recoveryCodes} onDone={onCodesDone} /> : null}
      {status.enabled ? (
        <p>
          Two-factor sign-in is <strong>on</strong>: after your password, the console asks for the
          code from your authenticator app. Recovery codes left: {status.recoveryCodesLeft}.
        </p>
      ) : setup ? null : (
        <p>
          Two-factor sign-in is <strong>off</strong>. With it on, a stolen password alone cannot
          open the console: the code from an app on your phone is needed too.
        </p>
      )}
      {!status.enabled && setup ? (
        <TwoFactorPanelSetup
          setup={setup}
          onEnable={onEnable}
          onCancel={onCancelSetup}
          errors={fieldErrors}
          busy={busy}
        />
      ) : null}
      {!status.enabled && !setup ? (
        <div className="team-row">
          <button
            type="button"
            className="team-button team-button--primary"
            onClick={onStart}
            disabled={busy}
          >
            Set up two-factor sign-in
          </button>
        </div>
      ) : null}
      {status.enabled && !showConfirm && !recoveryCodes ? (
        <div className="team-row">
          <button
            type="button"
            className="team-button"
            onClick={() => setConfirming('renew')}
            disabled={busy}
          >
            New recovery codes
          </button>
          <button
            type="button"
            className="team-button team-button--danger"
            onClick={() => setConfirming('disable')}
            disabled={busy}
          >
            Turn off two-factor sign-in
          </button>
        </div>
      ) : null}
      {showConfirm ? (
        <TwoFactorPanelConfirm
          action={
            confirming === 'disable' ? 'Turn off two-factor sign-in' : 'Make new recovery codes'
          }
          onConfirm={confirmed}
          onCancel={() => setConfirming(null)}
          errors={fieldErrors}
          busy={busy}
        />
      ) : null}
      {requirement ? (
        <TwoFactorPanelRequirement
          overview={requirement.overview}
          ownTwoFactorOn={status.enabled}
          onChange={requirement.onChange}
          busy={busy}
        />
      ) : null}
    </section>
  );
}
