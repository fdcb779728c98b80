import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { ApiError } from '@/sdk/errors';
import { authMachine } from './authMachine';

function start(token: string | null, logout: () => Promise<void> = async () => undefined) {
  const calls: string[] = [];
  const effects = {
    logout: vi.fn((input: { token: string | null }) => {
      calls.push('logout');
      void input;
      return logout();
    }),
    clearToken: vi.fn(() => calls.push('clearToken')),
    navigate: vi.fn((to: string) => calls.push(`navigate ${to}`)),
  };
  const machine = authMachine.provide({
    actors: { logout: fromPromise(({ input }) => effects.logout(input)) },
    actions: {
      clearToken: () => effects.clearToken(),
      navigate: (_, params) => effects.navigate(params.to),
    },
    delays: { logoutTimeout: 50 },
  });
  const actor = createActor(machine, { input: { token } }).start();
  return { actor, effects, calls };
}

describe('authMachine logout', () => {
  it('revokes on the server first, then clears the token and goes to the landing page, signed out', async () => {
    const { actor, effects, calls } = start('tok-1');
    actor.send({ type: 'auth.logout' });
    expect(actor.getSnapshot().hasTag('loggingOut')).toBe(true);
    await waitFor(actor, (s) => s.matches('unauthenticated'));
    expect(effects.logout).toHaveBeenCalledWith({ token: 'tok-1' });
    expect(calls).toEqual(['logout', 'clearToken', 'navigate /?signed-out']);
    expect(actor.getSnapshot().context.token).toBeNull();
  });

  it('signs out locally even when the server revoke fails', async () => {
    const { actor, effects } = start('tok-1', () => Promise.reject(new ApiError(500, 'boom')));
    actor.send({ type: 'auth.logout' });
    await waitFor(actor, (s) => s.matches('unauthenticated'));
    expect(effects.clearToken).toHaveBeenCalledTimes(1);
    expect(effects.navigate).toHaveBeenCalledWith('/?signed-out');
  });

  it('signs out locally when the server never answers', async () => {
    const { actor, effects } = start('tok-1', () => new Promise<void>(() => {}));
    actor.send({ type: 'auth.logout' });
    expect(actor.getSnapshot().value).toBe('loggingOut');
    await waitFor(actor, (s) => s.matches('unauthenticated'), { timeout: 1000 });
    expect(effects.clearToken).toHaveBeenCalledTimes(1);
    expect(effects.navigate).toHaveBeenCalledWith('/?signed-out');
  });

  it('ignores logout when nobody is signed in', () => {
    const { actor, effects } = start(null);
    actor.send({ type: 'auth.logout' });
    expect(actor.getSnapshot().value).toBe('unauthenticated');
    expect(effects.logout).not.toHaveBeenCalled();
    expect(effects.clearToken).not.toHaveBeenCalled();
  });

  it('ignores a second logout and a 401 while logging out', async () => {
    const { actor, effects } = start('tok-1');
    actor.send({ type: 'auth.logout' });
    actor.send({ type: 'auth.logout' });
    actor.send({ type: 'auth.unauthorized' });
    await waitFor(actor, (s) => s.matches('unauthenticated'));
    expect(effects.logout).toHaveBeenCalledTimes(1);
    expect(effects.navigate).toHaveBeenCalledExactlyOnceWith('/?signed-out');
  });
});

describe('authMachine unauthorized (a 401 from an admin call)', () => {
  it('clears the token without calling the server and goes to /login', () => {
    const { actor, effects } = start('expired');
    actor.send({ type: 'auth.unauthorized' });
    expect(actor.getSnapshot().value).toBe('unauthenticated');
    expect(actor.getSnapshot().context.token).toBeNull();
    expect(effects.clearToken).toHaveBeenCalledTimes(1);
    expect(effects.navigate).toHaveBeenCalledExactlyOnceWith('/login');
    expect(effects.logout).not.toHaveBeenCalled();
  });

  it('is ignored when already signed out', () => {
    const { actor, effects } = start(null);
    actor.send({ type: 'auth.unauthorized' });
    expect(actor.getSnapshot().value).toBe('unauthenticated');
    expect(effects.navigate).not.toHaveBeenCalled();
  });
});
