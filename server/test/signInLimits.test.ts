import { describe, expect, it } from 'vitest';
import { createHashSlots, HashingBusyError } from '../auth/hashSlots';
import { delayAfter, memoryUsernameThrottle, USERNAME_LIMITS } from '../auth/usernameThrottle';

describe('the wait between attempts for one username', () => {
  it('is nothing for five attempts, then doubles from one second up to a minute', () => {
    const waits = Array.from({ length: 14 }, (_, attempts) => delayAfter(attempts));
    expect(waits).toEqual([
      0, 0, 0, 0, 0, 1000, 2000, 4000, 8000, 16_000, 32_000, 60_000, 60_000, 60_000,
    ]);
    // Years of attempts: still a minute, never Infinity or NaN.
    expect(delayAfter(10_000_000)).toBe(60_000);
  });

  it('never keeps the real user out for more than a minute, and is forgotten after quiet', async () => {
    let now = 0;
    const throttle = memoryUsernameThrottle(() => now);
    // An attacker who tries the moment each wait ends, for an hour.
    for (; now < 3_600_000; now += 1000) await throttle.claim('admin');
    const wait = await throttle.claim('Admin ');
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(60_000);
    now += USERNAME_LIMITS.forgetAfterMs;
    expect(await throttle.claim('admin')).toBe(0);
  });

  it('counts a refused attempt as nothing, so hammering does not lengthen the wait', async () => {
    let now = 0;
    const throttle = memoryUsernameThrottle(() => now);
    for (let i = 0; i < 6; i += 1) await throttle.claim('admin');
    now += 100;
    for (let i = 0; i < 50; i += 1) await throttle.claim('admin');
    now += 1900;
    expect(await throttle.claim('admin')).toBe(0);
  });

  it('keeps a slowed username when a flood of made-up names fills its memory', async () => {
    // The clock stands still: every claim is at the same moment.
    const throttle = memoryUsernameThrottle(() => 0);
    for (let i = 0; i < 5; i += 1) await throttle.claim('admin');
    for (let i = 0; i < 50_000; i += 1) await throttle.claim(`made-up-${i}`);
    expect(await throttle.claim('admin')).toBeGreaterThan(0);
  });
});

describe('hashing slots', () => {
  /** A task that runs until released, counting how many run at once. */
  function tasks() {
    let running = 0;
    let most = 0;
    const releases: Array<() => void> = [];
    const task = () =>
      new Promise<void>((resolve) => {
        running += 1;
        most = Math.max(most, running);
        releases.push(() => {
          running -= 1;
          resolve();
        });
      });
    return { task, releases, most: () => most };
  }

  it('runs two at a time, lets four wait, and turns the rest of the sign-ins away at once', async () => {
    const slots = createHashSlots(2, 4);
    const { task, releases, most } = tasks();
    const signIns = Array.from({ length: 10 }, () =>
      slots.run(task, { turnAwayWhenBusy: true }).then(
        () => 'done',
        (error: unknown) => (error instanceof HashingBusyError ? 'busy' : 'failed'),
      ),
    );
    // Another caller (a password change) waits instead of being turned away.
    const change = slots.run(task).then(() => 'done');
    await new Promise((resolve) => setImmediate(resolve));
    expect(releases).toHaveLength(2);
    while (releases.length > 0) {
      releases.shift()?.();
      await new Promise((resolve) => setImmediate(resolve));
    }
    expect(await Promise.all(signIns)).toEqual([
      ...Array<string>(6).fill('done'),
      ...Array<string>(4).fill('busy'),
    ]);
    expect(await change).toBe('done');
    expect(most()).toBe(2);
  });

  it('frees the slot of a task that failed', async () => {
    const slots = createHashSlots(1, 0);
    await expect(slots.run(() => Promise.reject(new Error('scrypt failed')))).rejects.toThrow();
    await expect(slots.run(async () => 'next', { turnAwayWhenBusy: true })).resolves.toBe('next');
  });
});
