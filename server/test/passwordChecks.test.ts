import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAC_ADDRESS } from '@/sdk/schemas/auth';
import { createHashSlots, HashingBusyError, OneCheckAtATimeError } from '../auth/hashSlots';
import { databaseBackends } from './backends';
import { call } from './requests';
import type { Answer } from './requests';
import { startTestApp } from './testApp';
import type { TestServer } from './testApp';
import { accountWithPassword, codeAt, enrol, passwordStep, tokenOf } from './twoFactorAccounts';
import type { TestAccount } from './twoFactorAccounts';

// Issue 43 item 3: a signed-in user's own password checks (password change, two-factor on, off,
// new recovery codes) are throttled like sign-in and bounded in the hashing line.

describe('hashing slots hold one place per signed-in user', () => {
  const parked = () => {
    const releases: Array<() => void> = [];
    const task = () => new Promise<void>((resolve) => releases.push(resolve));
    return { task, releases };
  };

  it("refuses a user's second check at once, so a flood by one user leaves the line to sign-ins", async () => {
    const slots = createHashSlots(1, 4);
    const { task, releases } = parked();
    const flood = Array.from({ length: 16 }, () =>
      slots.run(task, { turnAwayWhenBusy: true, holder: 'sales-user' }).then(
        () => 'done',
        (error: unknown) => (error instanceof OneCheckAtATimeError ? 'one at a time' : 'failed'),
      ),
    );
    // An admin's sign-in beside it is let into the line, not turned away.
    const signIn = slots.run(task, { turnAwayWhenBusy: true }).then(
      () => 'done',
      (error: unknown) => (error instanceof HashingBusyError ? 'busy' : 'failed'),
    );
    expect(slots.full()).toBe(false);
    while (releases.length > 0) {
      releases.shift()?.();
      await new Promise((resolve) => setImmediate(resolve));
    }
    expect(await signIn).toBe('done');
    const answers = await Promise.all(flood);
    expect(answers.filter((a) => a === 'done')).toHaveLength(1);
    expect(answers.filter((a) => a === 'one at a time')).toHaveLength(15);
    // The place is given back: the user's next check runs.
    await expect(slots.run(async () => 'next', { holder: 'sales-user' })).resolves.toBe('next');
  });
});

describe.each(databaseBackends())('password checks of signed-in users on $name', (backend) => {
  let server: TestServer;
  let dispose: () => Promise<void>;
  beforeAll(async () => {
    const opened = await backend.open();
    dispose = opened.dispose;
    server = await startTestApp({}, opened.database);
  });
  afterAll(async () => {
    await server.close();
    await dispose();
  });

  const post = (url: string, token: string, json: unknown) =>
    call(server.app, url, { token, json });

  async function salesUser(): Promise<TestAccount & { token: string; secret: string }> {
    const account = await accountWithPassword(server, 'sales');
    const token = await tokenOf(server, account);
    const { secret } = await enrol(server, token);
    return { ...account, token, secret };
  }

  /**
   * At the suites' test hash cost (a few ms): on this shared machine a real-cost hash takes from
   * 0.3 s to seconds, and a one-second bound would measure the machine. That one user can never
   * fill the line is proved by the slots themselves (the test above, with tasks held open); this
   * one proves the routes use it: the throttle and the one place per user, beside a sign-in.
   */
  it("cannot turn an admin's sign-in away with a flood of wrong current passwords", async () => {
    const sales = await salesUser();
    const admin = await accountWithPassword(server, 'admin');
    const wrong = { currentPassword: 'a wrong guess', code: codeAt(sales.secret, 0) };
    const calls: Array<[string, unknown]> = [
      [
        '/api/admin/account/password',
        { currentPassword: 'a wrong guess', newPassword: 'x'.repeat(20) },
      ],
      ['/api/admin/account/two-factor/disable', wrong],
      ['/api/admin/account/two-factor/recovery-codes', wrong],
    ];
    // The reported attack: 16 calls at once, spread over the three routes.
    const flood = Array.from({ length: 16 }, (_, n) => {
      const [url, body] = calls[n % calls.length] ?? calls[0]!;
      return post(url, sales.token, body);
    });
    // Beside the flood, once its checks have had time to reach the hashing line.
    await new Promise((resolve) => setTimeout(resolve, 20));
    const started = performance.now();
    const signIn = await passwordStep(server, admin);
    const took = performance.now() - started;
    const answers: Answer[] = await Promise.all(flood);

    expect(signIn.status, JSON.stringify(signIn.body)).toBe(200);
    expect(took).toBeLessThan(1000);
    const statuses = answers.map((answer) => answer.status);
    // Wrong (400) within the free attempts, then slowed or one at a time (429); never 503.
    expect(new Set(statuses)).toEqual(new Set([400, 429]));
    expect(statuses.filter((status) => status === 400).length).toBeLessThanOrEqual(5);
    for (const answer of answers.filter((a) => a.status === 429))
      expect(Number(answer.headers['retry-after'])).toBeGreaterThan(0);
  });

  it("counts a signed-in user's wrong current passwords with their sign-in attempts", async () => {
    const account = await accountWithPassword(server, 'sales');
    const token = await tokenOf(server, account);
    const change = (currentPassword: string) =>
      post('/api/admin/account/password', token, {
        currentPassword,
        newPassword: 'a brand new long password',
      });
    for (let guess = 0; guess < 5; guess += 1)
      expect((await change(`guess ${guess}`)).status).toBe(400);
    // The sixth guess waits, like a sixth sign-in attempt would: no more free guesses.
    const slowed = await change('guess 5');
    expect(slowed.status).toBe(429);
    expect(Number(slowed.headers['retry-after'])).toBeGreaterThan(0);
    expect(slowed.body.msg).toMatch(/Too many password attempts for this account/);
    // The same count: the username's sign-in is slowed too.
    const signIn = await call(server.app, '/api/admin/auth/login', {
      json: { username: account.username, password: account.password, macAddress: MAC_ADDRESS },
    });
    expect(signIn.status).toBe(429);
  });

  it('throttles turning two-factor on, off and new recovery codes the same way', async () => {
    for (const url of [
      '/api/admin/account/two-factor/enable',
      '/api/admin/account/two-factor/disable',
      '/api/admin/account/two-factor/recovery-codes',
    ]) {
      const account = await accountWithPassword(server, 'editor');
      const token = await tokenOf(server, account);
      if (!url.endsWith('/enable')) await enrol(server, token);
      else await post('/api/admin/account/two-factor/setup', token, {});
      const statuses: number[] = [];
      for (let guess = 0; guess < 6; guess += 1)
        statuses.push(
          (await post(url, token, { currentPassword: `guess ${guess}`, code: '123456' })).status,
        );
      expect(statuses, url).toEqual([400, 400, 400, 400, 400, 429]);
    }
  });
});
