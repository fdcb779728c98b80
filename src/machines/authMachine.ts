import { assign, fromPromise, setup } from 'xstate';
import { ApiError } from '@/sdk/errors';

/** The spec's login failure messages (section 8), shown as-is under the sign-in form. */
export const AuthMessages = {
  failed: 'Login failed',
  error: 'An error occurred during login',
} as const;

/** Where the app goes after each auth change (spec section 4; docs/spec-notes.md: login lands on /dashboard). */
export const AuthRoutes = {
  afterLogin: '/dashboard',
  afterLogout: '/',
  signIn: '/login',
} as const;

/**
 * The sdk has no request timeout (as the spec asks), so a hanging logout call must not trap the
 * user: after this long the token is dropped locally anyway. The app may override the delay.
 */
export const LOGOUT_TIMEOUT_MS = 5000;

export interface LoginCredentials {
  username: string;
  password: string;
}

/** What the login actor resolves with; the sdk's answer also has expiresAt, which is not needed here. */
export interface LoginAnswer {
  token: string;
  message: string;
}

export interface AuthInput {
  /**
   * The token the app found in storage at start; authenticated exactly when there is one.
   * undefined is accepted because the sdk's token reader may answer it.
   */
  token?: string | null;
}

export interface AuthContext {
  token: string | null;
  /** The "Remember me" choice of the login in flight, kept until the token arrives. */
  remember: boolean;
  /** Why the last sign-in failed (the spec's message), shown under the form until the next try. */
  error: string | null;
}

export type AuthEvent =
  | { type: 'auth.login'; username: string; password: string; remember: boolean }
  | { type: 'auth.logout' }
  | { type: 'auth.unauthorized' };

/** A non-200 answer reports the server's message; anything without a status is an exception. */
export function loginFailureMessage(error: unknown): string {
  if (error instanceof ApiError && error.status > 0 && error.status !== 200) {
    return error.msg || AuthMessages.failed;
  }
  return AuthMessages.error;
}

const notProvided = (name: string) => () => Promise.reject(new Error(`${name} is not provided`));

export const authMachine = setup({
  types: {
    input: {} as AuthInput,
    context: {} as AuthContext,
    events: {} as AuthEvent,
  },
  actors: {
    // Placeholders: the app provides the sdk calls, tests provide fakes.
    login: fromPromise<LoginAnswer, LoginCredentials>(notProvided('login')),
    logout: fromPromise<void, { token: string | null }>(notProvided('logout')),
  },
  actions: {
    // Effects the app provides (storage, router); no-ops keep tests DOM-free.
    storeToken: (_, _params: { token: string; remember: boolean }) => {},
    clearToken: () => {},
    navigate: (_, _params: { to: string }) => {},
    rememberChoice: assign({
      remember: ({ event }) => (event.type === 'auth.login' ? event.remember : false),
      error: null,
    }),
    // Shown inline (an alert region under the form), not as a blocking browser alert() box.
    setError: assign((_, params: { message: string }) => ({ error: params.message })),
    setToken: assign((_, params: { token: string }) => ({ token: params.token })),
    forgetToken: assign({ token: null, remember: false }),
  },
  guards: {
    hasToken: ({ context }) => Boolean(context.token),
  },
  delays: {
    logoutTimeout: LOGOUT_TIMEOUT_MS,
  },
}).createMachine({
  id: 'auth',
  context: ({ input }) => ({ token: input.token || null, remember: false, error: null }),
  initial: 'starting',
  states: {
    // Decides the first real state from the stored token before anything else runs.
    starting: {
      always: [{ guard: 'hasToken', target: 'authenticated' }, { target: 'unauthenticated' }],
    },
    unauthenticated: {
      on: {
        'auth.login': { target: 'loggingIn', actions: 'rememberChoice' },
      },
    },
    loggingIn: {
      tags: ['submitting'],
      // A second auth.login here is not handled, so a double click sends one request.
      invoke: {
        src: 'login',
        // Only auth.login enters this state; the fallback only satisfies the event union's types.
        // The password lives in this event alone, never in context where inspectors would show it.
        input: ({ event }) =>
          event.type === 'auth.login'
            ? { username: event.username, password: event.password }
            : { username: '', password: '' },
        onDone: {
          target: 'authenticated',
          actions: [
            { type: 'setToken', params: ({ event }) => ({ token: event.output.token }) },
            {
              type: 'storeToken',
              params: ({ context, event }) => ({
                token: event.output.token,
                remember: context.remember,
              }),
            },
            { type: 'navigate', params: { to: AuthRoutes.afterLogin } },
          ],
        },
        onError: {
          target: 'unauthenticated',
          actions: [
            'forgetToken',
            {
              type: 'setError',
              params: ({ event }) => ({ message: loginFailureMessage(event.error) }),
            },
          ],
        },
      },
    },
    authenticated: {
      on: {
        'auth.logout': 'loggingOut',
        'auth.unauthorized': {
          target: 'unauthenticated',
          actions: [
            'forgetToken',
            'clearToken',
            { type: 'navigate', params: { to: AuthRoutes.signIn } },
          ],
        },
      },
    },
    loggingOut: {
      tags: ['loggingOut'],
      // The server revokes the token first (the sdk still reads it from storage), then it goes
      // locally whatever the server said: a failed revoke must never keep the user signed in.
      invoke: {
        src: 'logout',
        input: ({ context }) => ({ token: context.token }),
        onDone: 'signedOut',
        onError: 'signedOut',
      },
      after: { logoutTimeout: 'signedOut' },
    },
    signedOut: {
      entry: [
        'forgetToken',
        'clearToken',
        { type: 'navigate', params: { to: AuthRoutes.afterLogout } },
      ],
      always: 'unauthenticated',
    },
  },
});
