import { useId, useState, type FormEvent } from 'react';
import { BrandLogo } from '@/src/ui/BrandLogo';
import { TextField } from '../TextField';
import './LoginForm.css';

export interface LoginFormCodeProps {
  /** Called with the code as typed (the sdk drops spaces and dashes) once the field is filled. */
  onSubmit: (code: string) => void;
  /** Back to the username and password. */
  onCancel: () => void;
  /** Why the last code was refused (a wrong code, a wait), shown under the form. */
  error?: string | null;
  /** Disables the form and says "Checking…" while the code is checked. */
  submitting?: boolean;
}

/**
 * The second step of a sign-in with two-factor on: the code from the authenticator app, or one
 * of the recovery codes. Looks like the sign-in form, and tells a refusal in the same alert region.
 */
export function LoginFormCode({
  onSubmit,
  onCancel,
  error,
  submitting = false,
}: LoginFormCodeProps) {
  const [code, setCode] = useState('');
  const headingId = useId();
  const hintId = useId();
  const handle = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!submitting) onSubmit(code);
  };
  return (
    <section className="login-form" aria-labelledby={headingId}>
      <div className="login-form__brand">
        <BrandLogo />
      </div>
      <h1 id={headingId} className="login-form__title">
        Enter your sign-in code
      </h1>
      <p id={hintId} className="login-form__hint">
        Open your authenticator app and enter the 6-digit code for this account. Lost your phone?
        Enter one of your recovery codes instead.
      </p>
      <form onSubmit={handle} aria-labelledby={headingId}>
        <fieldset className="login-form__fields" disabled={submitting}>
          <TextField
            label="Code"
            name="code"
            required
            autoComplete="one-time-code"
            value={code}
            onChange={setCode}
            invalid={Boolean(error)}
          />
        </fieldset>
        {/* Under the code it is about, above the buttons (issue 47: it sat below "Back to sign
            in"); always in the page, so a screen reader announces the message when it appears. */}
        <div className="login-form__status login-form__status--in-form" role="alert">
          {error ? <p className="login-form__error">{error}</p> : null}
        </div>
        <button type="submit" className="login-form__submit" disabled={submitting}>
          {submitting ? 'Checking…' : 'Verify'}
        </button>
        <button type="button" className="login-form__back" onClick={onCancel} disabled={submitting}>
          Back to sign in
        </button>
      </form>
    </section>
  );
}
