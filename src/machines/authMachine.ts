import { assign, fromPromise, setup } from 'xstate';
import { SIGNED_OUT_PATH } from '@/sdk/signedOut';
import { challengeEnded, loginFailureMessage, needsCode } from './authAnswers';
import type { CodeAttempt, LoginAnswer, LoginCredentials, SignedIn } from './authAnswers';

export { AuthMessages, loginFailureMessage } from './authAnswers';
export type {
  CodeAttempt,
  CodeNeeded,
  LoginAnswer,
  LoginCredentials,
  SignedIn,
} from './authAnswers';

/**
 * Where the app goes after each auth change (spec section 4; docs/spec-notes.md: login lands on
 * /dashboard). Logout goes to the landing page marked `?signed-out`, where the server says
 * "You are signed out." (issue 47 item 6).
 */
export const AuthRoutes = {
  afterLogin: '/dashboard',
  afterLogout: SIGNED_OUT_PATH,
  signIn: '/login',
} as const;

/**
 * The sdk has no request timeout (as the spec asks), so a hanging logout call must not trap the
 * user: after this long the token is dropped locally anyway. The app may override the delay.
 */
export const LOGOUT_TIMEOUT_MS = 5000;

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
  /** The challenge of a sign-in waiting for its two-factor code; null otherwise. */
  challenge: string | null;
}

export type AuthEvent =
  | { type: 'auth.login'; username: string; password: string; remember: boolean }
  /** The second step: a code from the authenticator app or a recovery code. */
  | { type: 'auth.code'; code: string }
  /** Back from the code step to the password form. */
  | { type: 'auth.cancel' }
  | { type: 'auth.logout' }
  | { type: 'auth.unauthorized' };

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
    loginWithCode: fromPromise<SignedIn, CodeAttempt>(notProvided('loginWithCode')),
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
    setChallenge: assign((_, params: { challenge: string }) => ({ challenge: params.challenge })),
    forgetChallenge: assign({ challenge: null }),
    clearError: assign({ error: null }),
  },
  guards: {
    hasToken: ({ context }) => Boolean(context.token),
  },
  delays: {
    logoutTimeout: LOGOUT_TIMEOUT_MS,
  },
}).createMachine({
  id: 'auth',
  context: ({ input }) => ({
    token: input.token || null,
    remember: false,
    error: null,
    challenge: null,
  }),
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
        onDone: [
          {
            // Two-factor on: the code comes next; nothing is stored yet.
            guard: ({ event }) => needsCode(event.output),
            target: 'awaitingCode',
            actions: {
              type: 'setChallenge',
              params: ({ event }) => ({
                challenge: needsCode(event.output) ? event.output.challenge : '',
              }),
            },
          },
          {
            target: 'signedIn',
            actions: {
              type: 'setToken',
              params: ({ event }) => ({ token: needsCode(event.output) ? '' : event.output.token }),
            },
          },
        ],
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
    awaitingCode: {
      tags: ['awaitingCode'],
      on: {
        'auth.code': { target: 'verifyingCode', actions: 'clearError' },
        'auth.cancel': { target: 'unauthenticated', actions: ['forgetChallenge', 'clearError'] },
      },
    },
    verifyingCode: {
      tags: ['awaitingCode', 'submitting'],
      invoke: {
        src: 'loginWithCode',
        // Only auth.code enters this state; the fallback only satisfies the event union's types.
        input: ({ context, event }) => ({
          challenge: context.challenge ?? '',
          code: event.type === 'auth.code' ? event.code : '',
        }),
        onDone: {
          target: 'signedIn',
          actions: [
            'forgetChallenge',
            { type: 'setToken', params: ({ event }) => ({ token: event.output.token }) },
          ],
        },
        onError: [
          {
            // The challenge is gone: back to the password form, which shows why.
            guard: ({ event }) => challengeEnded(event.error),
            target: 'unauthenticated',
            actions: [
              'forgetChallenge',
              'forgetToken',
              {
                type: 'setError',
                params: ({ event }) => ({ message: loginFailureMessage(event.error) }),
              },
            ],
          },
          {
            // A wrong code (or a wait): the code form stays, with the message under it.
            target: 'awaitingCode',
            actions: {
              type: 'setError',
              params: ({ event }) => ({ message: loginFailureMessage(event.error) }),
            },
          },
        ],
      },
    },
    // Both steps end here: the token is kept (storage, per "Remember me") and the console opens.
    signedIn: {
      entry: [
        {
          type: 'storeToken',
          params: ({ context }) => ({ token: context.token ?? '', remember: context.remember }),
        },
        { type: 'navigate', params: { to: AuthRoutes.afterLogin } },
      ],
      always: 'authenticated',
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
