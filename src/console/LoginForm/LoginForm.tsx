import { useId, useState, type FormEvent } from 'react';
import { BrandLogo } from '@/src/ui/BrandLogo';
import { TextField } from '../TextField';
import './LoginForm.css';

/** What the sign-in form hands over; the container adds the macAddress constant. */
export interface LoginFormValues {
  /** The admin's username as typed. */
  username: string;
  /** The password as typed (not trimmed: spaces may be part of it). */
  password: string;
  /** Whether to keep the session after the browser closes. */
  remember: boolean;
}

export interface LoginFormProps {
  /** Called with the entered credentials once the browser's required checks pass. */
  onSubmit: (values: LoginFormValues) => void;
  /** The failure to show under the form ('Login failed', the server's message, ...). */
  error?: string | null;
  /** Disables the form and says "Signing in…" while the request runs. */
  submitting?: boolean;
  /** Pre-fills the username, e.g. in stories or after a failed attempt. */
  initialUsername?: string;
  /** Where "Forgot password?" goes; none when the site cannot e-mail a reset link (issue 47). */
  forgotPasswordHref?: string | null;
}

/**
 * Admin sign-in: username and password (required, checked by the browser as the spec says),
 * Remember me (checked) and Sign In. The password is kept only in this form's state.
 */
export function LoginForm({
  onSubmit,
  error,
  submitting = false,
  initialUsername = '',
  forgotPasswordHref,
}: LoginFormProps) {
  const [username, setUsername] = useState(initialUsername);
  const [password, setPassword] = useState('');
  const [remember, setRemember] = useState(true);
  const headingId = useId();
  const rememberId = useId();

  const handle = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!submitting) onSubmit({ username, password, remember });
  };

  return (
    <section className="login-form" aria-labelledby={headingId}>
      <div className="login-form__brand">
        <BrandLogo />
      </div>
      <h1 id={headingId} className="login-form__title">
        Sign in to the admin console
      </h1>
      <form onSubmit={handle} aria-labelledby={headingId}>
        <fieldset className="login-form__fields" disabled={submitting}>
          <TextField
            label="Username"
            name="username"
            required
            autoComplete="username"
            value={username}
            onChange={setUsername}
          />
          <TextField
            label="Password"
            name="password"
            type="password"
            required
            autoComplete="current-password"
            value={password}
            onChange={setPassword}
          />
          <div className="login-form__remember">
            <input
              id={rememberId}
              type="checkbox"
              name="remember"
              checked={remember}
              onChange={(e) => setRemember(e.currentTarget.checked)}
            />
            <label htmlFor={rememberId}>Remember me</label>
          </div>
        </fieldset>
        <button type="submit" className="login-form__submit" disabled={submitting}>
          {submitting ? 'Signing in…' : 'Sign In'}
        </button>
      </form>
      {/* Always in the page, so a screen reader announces the message when it appears. */}
      <div className="login-form__status" role="alert">
        {error ? <p className="login-form__error">{error}</p> : null}
      </div>
      {forgotPasswordHref ? (
        <p className="login-form__forgot">
          <a href={forgotPasswordHref}>Forgot password?</a>
        </p>
      ) : null}
    </section>
  );
}
