import { LoginForm } from '@/src/console/LoginForm';
import { useAuth, useSignInError, useSigningIn } from '../providers/AuthProvider';

/**
 * /login: the admin sign-in. A failure shows the spec's message (section 8) from the auth
 * machine inline, in an alert region under the form, instead of the browser's alert() box.
 */
export function Component() {
  const auth = useAuth();
  const submitting = useSigningIn();
  const error = useSignInError();
  return (
    <main className="login-screen">
      <LoginForm
        submitting={submitting}
        error={error}
        onSubmit={({ username, password, remember }) =>
          auth.send({ type: 'auth.login', username, password, remember })
        }
      />
    </main>
  );
}
