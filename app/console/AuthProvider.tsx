import { useActorRef, useSelector } from '@xstate/react';
import { createContext, useContext, useEffect, useMemo } from 'react';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { fromPromise } from 'xstate';
import type { ActorRefFrom } from 'xstate';
import { configureApi, sdk, twoFactorChallengeOf } from '@/sdk';
import { authMachine } from '@/src/machines/authMachine';
import type {
  CodeAttempt,
  LoginAnswer,
  LoginCredentials,
  SignedIn,
} from '@/src/machines/authMachine';
import { clearToken, readStoredToken, storeToken } from './tokenStorage';

type AuthActor = ActorRefFrom<typeof authMachine>;

const AuthContext = createContext<AuthActor | null>(null);

/** Wires the auth machine to the sdk, token storage and the router. */
export function AuthProvider({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const machine = useMemo(
    () =>
      authMachine.provide({
        actors: {
          // A 401 that holds a two-factor challenge is the first step's answer, not a failure.
          login: fromPromise<LoginAnswer, LoginCredentials>(({ input }) =>
            sdk.auth.login(input).catch((error: unknown) => {
              const needed = twoFactorChallengeOf(error);
              if (!needed) throw error;
              return { challenge: needed.challenge, message: needed.message };
            }),
          ),
          loginWithCode: fromPromise<SignedIn, CodeAttempt>(({ input }) =>
            sdk.auth.loginWithCode(input),
          ),
          logout: fromPromise<void, { token: string | null }>(() => sdk.auth.logout()),
        },
        actions: {
          storeToken: (_, { token, remember }) => storeToken(token, remember),
          clearToken: () => clearToken(),
          navigate: (_, { to }) => void navigate(to),
        },
      }),
    [navigate],
  );
  const actor = useActorRef(machine, { input: { token: readStoredToken() } });
  // The one place a 401 is handled: any call whose token the server refused ends the session.
  useEffect(() => {
    configureApi({ onUnauthorized: () => actor.send({ type: 'auth.unauthorized' }) });
    return () => configureApi({ onUnauthorized: undefined });
  }, [actor]);
  return <AuthContext.Provider value={actor}>{children}</AuthContext.Provider>;
}

/** The auth actor, for sign-in, sign-out and reporting a 401. */
export function useAuth(): AuthActor {
  const actor = useContext(AuthContext);
  if (!actor) throw new Error('useAuth is used outside <AuthProvider>.');
  return actor;
}

/** True while a sign-in request is on its way. */
export function useSigningIn(): boolean {
  return useSelector(useAuth(), (s) => s.hasTag('submitting'));
}

/** Which form the sign-in shows: the password, or the two-factor code after it. */
export function useSignInStep(): 'password' | 'code' {
  return useSelector(useAuth(), (s) => (s.hasTag('awaitingCode') ? 'code' : 'password'));
}

/** Why the last sign-in failed (the spec's message), until the next try. */
export function useSignInError(): string | null {
  return useSelector(useAuth(), (s) => s.context.error);
}
