import { LoginForm } from '@/src/console/LoginForm';
import { useAuth, useSigningIn } from '../providers/AuthProvider';

/** /login: the admin sign-in. Alerts on failure come from the auth machine (spec section 8). */
export function Component() {
  const auth = useAuth();
  const submitting = useSigningIn();
  return (
    <main className="login-screen">
      <LoginForm
        submitting={submitting}
        onSubmit={({ username, password, remember }) =>
          auth.send({ type: 'auth.login', username, password, remember })
        }
      />
    </main>
  );
}
