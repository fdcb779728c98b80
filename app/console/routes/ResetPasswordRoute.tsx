import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { ApiError, sdk } from '@/sdk';
import { ResetPasswordForm, ResetPasswordRequest } from '@/src/console/ResetPassword';
import { failureMessage } from '../apiFailure';
import { fieldErrors } from '../fieldErrors';
import { useResetByEmail } from '../useResetByEmail';

const FAILED = 'The password could not be set. Please try again.';
const REQUEST_FAILED = 'The reset link could not be asked for. Please try again.';

/**
 * The token of `/reset-password#<token>`, read once and taken out of the address bar (the
 * router's own replace): the fragment never reaches a server or a Referer, and is not left in the
 * page's address either.
 */
function useTakenToken(): string {
  const { hash, pathname } = useLocation();
  const navigate = useNavigate();
  const [token] = useState(() => hash.slice(1));
  useEffect(() => {
    if (hash) void navigate(pathname, { replace: true });
  }, [hash, pathname, navigate]);
  return token;
}

/** /reset-password (issue 47 item 5): set a new password with a link, or ask for one by e-mail. */
export function Component() {
  const token = useTakenToken();
  return (
    <main className="login-screen">{token ? <SetPassword token={token} /> : <AskForLink />}</main>
  );
}

function SetPassword({ token }: { token: string }) {
  const [status, setStatus] = useState<'form' | 'done' | 'link-error'>('form');
  const [submitting, setSubmitting] = useState(false);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [linkError, setLinkError] = useState<string | null>(null);
  const submit = (newPassword: string) => {
    setSubmitting(true);
    setFieldError(null);
    setError(null);
    sdk.passwordReset
      .set({ token, newPassword })
      .then(() => setStatus('done'))
      .catch((e: unknown) => {
        if (e instanceof ApiError && (e.status === 404 || e.status === 410)) {
          setLinkError(e.msg);
          setStatus('link-error');
          return;
        }
        const errors = fieldErrors(e, ['newPassword'], FAILED);
        setFieldError(errors.newPassword ?? null);
        setError(errors.general ?? null);
      })
      .finally(() => setSubmitting(false));
  };
  return (
    <ResetPasswordForm
      status={status}
      onSubmit={submit}
      submitting={submitting}
      fieldError={fieldError}
      error={error}
      linkError={linkError}
    />
  );
}

function AskForLink() {
  const byEmail = useResetByEmail();
  const [submitting, setSubmitting] = useState(false);
  const [sent, setSent] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const submit = (username: string) => {
    setSubmitting(true);
    setError(null);
    sdk.passwordReset
      .request({ username })
      .then(setSent)
      .catch((e: unknown) => setError(failureMessage(e, REQUEST_FAILED)))
      .finally(() => setSubmitting(false));
  };
  return (
    <ResetPasswordRequest
      byEmail={byEmail}
      onSubmit={submit}
      submitting={submitting}
      sent={sent}
      error={error}
    />
  );
}
