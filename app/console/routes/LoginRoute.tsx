import { RESET_PASSWORD_PATH } from '@/sdk/schemas/passwordReset';
import { LoginForm, LoginFormCode } from '@/src/console/LoginForm';
import { useAuth, useSignInError, useSignInStep, useSigningIn } from '../AuthProvider';
import { useResetByEmail } from '../useResetByEmail';

/**
 * /login: the admin sign-in. A failure shows the spec's message (section 8) from the auth
 * machine inline, in an alert region under the form, instead of the browser's alert() box. An
 * account with two-factor on is asked for its code next (docs/machines.md).
 */
export function Component() {
  const auth = useAuth();
  const submitting = useSigningIn();
  const error = useSignInError();
  const step = useSignInStep();
  // "Forgot password?" only where a reset link can be e-mailed (issue 47 item 5).
  const byEmail = useResetByEmail() === true;
  return (
    <main className="login-screen">
      {step === 'code' ? (
        <LoginFormCode
          submitting={submitting}
          error={error}
          onSubmit={(code) => auth.send({ type: 'auth.code', code })}
          onCancel={() => auth.send({ type: 'auth.cancel' })}
        />
      ) : (
        <LoginForm
          submitting={submitting}
          error={error}
          forgotPasswordHref={byEmail ? RESET_PASSWORD_PATH : null}
          onSubmit={({ username, password, remember }) =>
            auth.send({ type: 'auth.login', username, password, remember })
          }
        />
      )}
    </main>
  );
}
