import { useId, useState, type FormEvent } from 'react';
import { PASSWORD_MIN_LENGTH } from '@/sdk/schemas/users';
import { BrandLogo } from '@/src/ui/BrandLogo';
import { TextField } from '../TextField';
import '../LoginForm/LoginForm.css';

export interface ResetPasswordFormProps {
  /** 'form': the new password is asked; 'done': it is set; 'link-error': the link does not work. */
  status: 'form' | 'done' | 'link-error';
  /** Sends the new password with the link's token (the container holds the token). */
  onSubmit: (newPassword: string) => void;
  /** Disables the form and says "Saving…" while the request runs. */
  submitting?: boolean;
  /** Why the password was refused (the server's rules), shown under the field. */
  fieldError?: string | null;
  /** A failure that is not about the password (the network, the server): above the button. */
  error?: string | null;
  /** Why the link does not work (expired, used, unknown), for 'link-error'. */
  linkError?: string | null;
  /** Where "Sign in" goes. */
  signInHref?: string;
}

const RULES = `At least ${PASSWORD_MIN_LENGTH} characters, not containing your username, and not one of the most common passwords.`;

/**
 * The page a reset link opens (issue 47 item 5): a new password, then "Sign in". The link works
 * once and for an hour; a used or expired one says so, with what to do next.
 */
export function ResetPasswordForm({
  status,
  onSubmit,
  submitting = false,
  fieldError,
  error,
  linkError,
  signInHref = '/login',
}: ResetPasswordFormProps) {
  const [password, setPassword] = useState('');
  const headingId = useId();
  const handle = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!submitting) onSubmit(password);
  };
  const title =
    status === 'done'
      ? 'Your password is set'
      : status === 'link-error'
        ? 'This link does not work'
        : 'Choose a new password';
  return (
    <section className="login-form" aria-labelledby={headingId}>
      <div className="login-form__brand">
        <BrandLogo />
      </div>
      <h1 id={headingId} className="login-form__title">
        {title}
      </h1>
      {status === 'form' ? (
        <form onSubmit={handle} aria-labelledby={headingId}>
          <fieldset className="login-form__fields" disabled={submitting}>
            <TextField
              label="New password"
              name="newPassword"
              type="password"
              required
              autoComplete="new-password"
              value={password}
              onChange={setPassword}
              hint={RULES}
              error={fieldError}
            />
          </fieldset>
          <div className="login-form__status login-form__status--in-form" role="alert">
            {error ? <p className="login-form__error">{error}</p> : null}
          </div>
          <button type="submit" className="login-form__submit" disabled={submitting}>
            {submitting ? 'Saving…' : 'Set new password'}
          </button>
        </form>
      ) : (
        <>
          <p
            className={status === 'done' ? 'login-form__hint' : 'login-form__error'}
            role={status === 'done' ? 'status' : 'alert'}
          >
            {status === 'done'
              ? 'Every device that was signed in to your account is signed out. Sign in with your new password.'
              : linkError}
          </p>
          <a className="login-form__link-button" href={signInHref}>
            {status === 'done' ? 'Sign in' : 'Back to sign in'}
          </a>
        </>
      )}
    </section>
  );
}
