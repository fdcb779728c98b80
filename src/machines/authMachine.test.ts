import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { ApiError } from '@/sdk/errors';
import { AuthMessages, authMachine, loginFailureMessage } from './authMachine';
import type { LoginAnswer, LoginCredentials } from './authMachine';

const credentials = { username: 'admin', password: 'secret' };

function start(
  token: string | null | undefined,
  actors: {
    login?: (input: LoginCredentials) => Promise<LoginAnswer>;
    logout?: () => Promise<void>;
  } = {},
) {
  const effects = {
    login: vi.fn(actors.login ?? (async () => ({ token: 'tok-1', message: 'Login successful' }))),
    logout: vi.fn(actors.logout ?? (async () => undefined)),
    storeToken: vi.fn(),
    clearToken: vi.fn(),
    navigate: vi.fn(),
  };
  const machine = authMachine.provide({
    actors: {
      login: fromPromise(({ input }) => effects.login(input)),
      logout: fromPromise(() => effects.logout()),
    },
    actions: {
      storeToken: (_, params) => effects.storeToken(params),
      clearToken: () => effects.clearToken(),
      navigate: (_, params) => effects.navigate(params.to),
    },
    delays: { logoutTimeout: 50 },
  });
  const actor = createActor(machine, { input: { token } }).start();
  return { actor, effects };
}

const login = (remember = false) => ({ type: 'auth.login', ...credentials, remember }) as const;

describe('authMachine start', () => {
  it('is authenticated exactly when a stored token exists', () => {
    const { actor } = start('stored-token');
    expect(actor.getSnapshot().value).toBe('authenticated');
    expect(actor.getSnapshot().context.token).toBe('stored-token');
  });

  it.each([null, '', undefined])('is unauthenticated without a token (%j)', (token) => {
    const { actor } = start(token);
    expect(actor.getSnapshot().value).toBe('unauthenticated');
    expect(actor.getSnapshot().context.token).toBeNull();
  });
});

describe('authMachine login', () => {
  it('sends the credentials, stores the token in session storage and goes to /dashboard', async () => {
    const { actor, effects } = start(null);
    actor.send(login(false));
    expect(actor.getSnapshot().value).toBe('loggingIn');
    expect(actor.getSnapshot().hasTag('submitting')).toBe(true);
    await waitFor(actor, (s) => s.matches('authenticated'));
    expect(effects.login).toHaveBeenCalledWith(credentials);
    expect(effects.storeToken).toHaveBeenCalledWith({ token: 'tok-1', remember: false });
    expect(effects.navigate).toHaveBeenCalledWith('/dashboard');
    expect(actor.getSnapshot().context.token).toBe('tok-1');
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  it('passes the remember flag so the app keeps the token in localStorage', async () => {
    const { actor, effects } = start(null);
    actor.send(login(true));
    await waitFor(actor, (s) => s.matches('authenticated'));
    expect(effects.storeToken).toHaveBeenCalledWith({ token: 'tok-1', remember: true });
  });

  it('ignores a second login while the first is in flight', async () => {
    const { actor, effects } = start(null);
    actor.send(login());
    actor.send(login());
    await waitFor(actor, (s) => s.matches('authenticated'));
    expect(effects.login).toHaveBeenCalledTimes(1);
  });

  it('ignores login while already authenticated', () => {
    const { actor, effects } = start('stored-token');
    actor.send(login());
    expect(actor.getSnapshot().value).toBe('authenticated');
    expect(effects.login).not.toHaveBeenCalled();
  });

  it.each([
    [
      'the server message of a 401',
      new ApiError(401, 'Invalid username or password'),
      'Invalid username or password',
    ],
    ['the server message of a 429', new ApiError(429, 'Too many attempts'), 'Too many attempts'],
    ["'Login failed' when a non-200 has no message", new ApiError(400, ''), AuthMessages.failed],
    [
      'the exception message on a network failure (status 0)',
      new ApiError(0, 'offline'),
      AuthMessages.error,
    ],
    ['the exception message on a plain Error', new TypeError('fetch failed'), AuthMessages.error],
  ])('reports %s under the form and stays signed out', async (_label, error, message) => {
    const { actor, effects } = start(null, { login: () => Promise.reject(error) });
    actor.send(login(true));
    await waitFor(actor, (s) => s.matches('unauthenticated'));
    expect(effects.storeToken).not.toHaveBeenCalled();
    expect(effects.navigate).not.toHaveBeenCalled();
    expect(actor.getSnapshot().context).toEqual({
      token: null,
      remember: false,
      error: message,
      challenge: null,
    });
  });

  it('treats an ApiError with status 200 (unreadable answer) as an exception', () => {
    expect(loginFailureMessage(new ApiError(200, 'bad body'))).toBe(AuthMessages.error);
  });

  it('can log in again after a failure', async () => {
    let calls = 0;
    const { actor, effects } = start(null, {
      login: async () => {
        calls += 1;
        if (calls === 1) throw new ApiError(401, 'Invalid username or password');
        return { token: 'tok-2', message: 'ok' };
      },
    });
    actor.send(login());
    await waitFor(actor, (s) => s.matches('unauthenticated'));
    actor.send(login());
    // A new try clears the last failure's message.
    expect(actor.getSnapshot().context.error).toBeNull();
    await waitFor(actor, (s) => s.matches('authenticated'));
    expect(effects.storeToken).toHaveBeenCalledWith({ token: 'tok-2', remember: false });
  });
});
