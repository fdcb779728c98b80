import { useId, useState, type FormEvent } from 'react';
import { BrandLogo } from '@/src/ui/BrandLogo';
import { TextField } from '../TextField';
import '../LoginForm/LoginForm.css';

export interface ResetPasswordRequestProps {
  /** Whether the site can e-mail a link; null while that is being asked. */
  byEmail: boolean | null;
  /** Asks for a link for this username. */
  onSubmit: (username: string) => void;
  /** Disables the form and says "Sending…" while the request runs. */
  submitting?: boolean;
  /** The server's answer once asked: the same whether or not the username exists. */
  sent?: string | null;
  /** Why the request failed (slowed, the network), shown under the field. */
  error?: string | null;
  /** Where "Back to sign in" goes. */
  signInHref?: string;
}

/**
 * "Forgot password?" from the sign-in page (issue 47 item 5): a username, and a link is e-mailed
 * to it when it is an e-mail address. Where the site sends no e-mail, it says to ask an admin.
 */
export function ResetPasswordRequest({
  byEmail,
  onSubmit,
  submitting = false,
  sent,
  error,
  signInHref = '/login',
}: ResetPasswordRequestProps) {
  const [username, setUsername] = useState('');
  const headingId = useId();
  const handle = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!submitting) onSubmit(username.trim());
  };
  return (
    <section className="login-form" aria-labelledby={headingId} aria-busy={byEmail === null}>
      <div className="login-form__brand">
        <BrandLogo />
      </div>
      <h1 id={headingId} className="login-form__title">
        Reset your password
      </h1>
      {byEmail === null ? (
        <p className="login-form__hint">Loading…</p>
      ) : !byEmail ? (
        <p className="login-form__hint">
          This site does not send reset links by e-mail. Ask an admin to send you one from People.
        </p>
      ) : sent ? (
        <p className="login-form__hint" role="status">
          {sent}
        </p>
      ) : (
        <form onSubmit={handle} aria-labelledby={headingId}>
          <p className="login-form__hint">
            Enter your username. If it is your e-mail address, a link to set a new password is sent
            there.
          </p>
          <fieldset className="login-form__fields" disabled={submitting}>
            <TextField
              label="Username"
              name="username"
              required
              autoComplete="username"
              value={username}
              onChange={setUsername}
              error={error}
            />
          </fieldset>
          <button type="submit" className="login-form__submit" disabled={submitting}>
            {submitting ? 'Sending…' : 'Send reset link'}
          </button>
        </form>
      )}
      <a className="login-form__link-button" href={signInHref}>
        Back to sign in
      </a>
    </section>
  );
}
