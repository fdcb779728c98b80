import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { ApiError } from '@/sdk/errors';
import { TwoFactorMessages } from '@/sdk/schemas/twoFactor';
import { authMachine } from './authMachine';
import type { CodeAttempt, LoginAnswer, LoginCredentials, SignedIn } from './authMachine';

const CHALLENGE = 'challenge-0123456789';

/** An account with two-factor on: the password step answers a challenge. */
function start(loginWithCode: (input: CodeAttempt) => Promise<SignedIn>) {
  const effects = {
    loginWithCode: vi.fn(loginWithCode),
    storeToken: vi.fn(),
    navigate: vi.fn(),
  };
  const machine = authMachine.provide({
    actors: {
      login: fromPromise<LoginAnswer, LoginCredentials>(async () => ({
        challenge: CHALLENGE,
        message: 'Enter the code',
      })),
      loginWithCode: fromPromise(({ input }) => effects.loginWithCode(input)),
      logout: fromPromise<void, { token: string | null }>(async () => {}),
    },
    actions: {
      storeToken: (_, params) => effects.storeToken(params),
      clearToken: () => {},
      navigate: (_, params) => effects.navigate(params.to),
    },
  });
  const actor = createActor(machine, { input: { token: null } }).start();
  actor.send({ type: 'auth.login', username: 'admin', password: 'secret', remember: false });
  return { actor, effects };
}

describe('authMachine two-factor sign-in', () => {
  it('asks for the code after the password, storing nothing, then signs in with it', async () => {
    const { actor, effects } = start(async () => ({ token: 'tok-2', message: 'Login successful' }));
    await waitFor(actor, (s) => s.matches('awaitingCode'));
    expect(actor.getSnapshot().hasTag('awaitingCode')).toBe(true);
    expect(effects.storeToken).not.toHaveBeenCalled();
    actor.send({ type: 'auth.code', code: '123456' });
    expect(actor.getSnapshot().hasTag('submitting')).toBe(true);
    await waitFor(actor, (s) => s.matches('authenticated'));
    expect(effects.loginWithCode).toHaveBeenCalledWith({ challenge: CHALLENGE, code: '123456' });
    expect(effects.storeToken).toHaveBeenCalledWith({ token: 'tok-2', remember: false });
    expect(effects.navigate).toHaveBeenCalledWith('/dashboard');
    expect(actor.getSnapshot().context.challenge).toBeNull();
  });

  it('keeps the code step after a wrong code, with the message under it; the next code goes', async () => {
    let calls = 0;
    const { actor } = start(async () => {
      calls += 1;
      if (calls === 1) throw new ApiError(401, TwoFactorMessages.wrongCode);
      return { token: 'tok-3', message: 'Login successful' };
    });
    await waitFor(actor, (s) => s.matches('awaitingCode'));
    actor.send({ type: 'auth.code', code: '000000' });
    await waitFor(actor, (s) => s.matches('awaitingCode') && s.context.error !== null);
    expect(actor.getSnapshot().context.error).toBe(TwoFactorMessages.wrongCode);
    actor.send({ type: 'auth.code', code: '123456' });
    expect(actor.getSnapshot().context.error).toBeNull();
    await waitFor(actor, (s) => s.matches('authenticated'));
  });

  it('goes back to the password form when the challenge is gone (410), saying why', async () => {
    const { actor } = start(() => Promise.reject(new ApiError(410, TwoFactorMessages.signInAgain)));
    await waitFor(actor, (s) => s.matches('awaitingCode'));
    actor.send({ type: 'auth.code', code: '123456' });
    await waitFor(actor, (s) => s.matches('unauthenticated'));
    expect(actor.getSnapshot().context).toMatchObject({
      error: TwoFactorMessages.signInAgain,
      challenge: null,
      token: null,
    });
  });

  it('goes back to the password form on cancel', async () => {
    const { actor } = start(async () => ({ token: 'x', message: 'x' }));
    await waitFor(actor, (s) => s.matches('awaitingCode'));
    actor.send({ type: 'auth.cancel' });
    expect(actor.getSnapshot().value).toBe('unauthenticated');
    expect(actor.getSnapshot().context.challenge).toBeNull();
  });
});
