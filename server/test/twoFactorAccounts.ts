import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { MAC_ADDRESS } from '@/sdk/schemas/auth';
import type { Role } from '@/sdk/schemas/users';
import { RecoveryCodes, TwoFactorChallenge, TwoFactorSetup } from '@/sdk/schemas/twoFactor';
import { insertAdmin } from '../auth/admins';
import { hashPassword } from '../auth/password';
import { currentCode } from '../auth/totp';
import type { TestServer } from './testApp';
import { call } from './requests';

export const TWO_FACTOR_PASSWORD = 'amber lantern over the bay';
const STEP_MS = 30_000;

/**
 * An authenticator's code `steps` periods from now. Enrolment spends the previous step's code, so
 * a test has this step's and the next one's for two more uses (the window takes one either side).
 */
export const codeAt = (secret: string, steps: number) =>
  currentCode(secret, Date.now() + steps * STEP_MS);

export interface TestAccount {
  id: string;
  username: string;
  password: string;
  role: Role;
}

/** A user with a real password (scrypt) and no two-factor yet. */
export async function accountWithPassword(
  server: TestServer,
  role: Role = 'admin',
): Promise<TestAccount> {
  const username = `tf-${randomUUID().slice(0, 8)}`;
  const row = await insertAdmin(server.context.db, {
    username,
    role,
    passwordHash: await hashPassword(TWO_FACTOR_PASSWORD),
  });
  if (!row) throw new Error('could not create a two-factor test user');
  return { id: row.id, username, password: TWO_FACTOR_PASSWORD, role };
}

/** POST /api/admin/auth/login as the spec's client sends it, from an address given or a default. */
export const passwordStep = (
  server: TestServer,
  account: TestAccount,
  password = account.password,
) =>
  call(server.app, '/api/admin/auth/login', {
    json: { username: account.username, password, macAddress: MAC_ADDRESS },
  });

/** The second step with a challenge and a code. */
export const codeStep = (server: TestServer, challenge: string, code: string) =>
  call(server.app, '/api/admin/auth/login/two-factor', { json: { challenge, code } });

/** A sign-in's first step for an account with two-factor on: its challenge. */
export async function challengeFor(server: TestServer, account: TestAccount): Promise<string> {
  const first = await passwordStep(server, account);
  expect(first.status).toBe(401);
  return TwoFactorChallenge.parse(first.body).challenge;
}

/** Signs in without two-factor (or before it is on) and answers the token. */
export async function tokenOf(server: TestServer, account: TestAccount): Promise<string> {
  const answer = await passwordStep(server, account);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return String(answer.body.token);
}

export interface Enrolled {
  token: string;
  secret: string;
  recoveryCodes: string[];
}

/**
 * Sets two-factor up through the API: set-up, then the current password and the previous step's
 * code (see codeAt).
 */
export async function enrol(
  server: TestServer,
  token: string,
  currentPassword = TWO_FACTOR_PASSWORD,
): Promise<Omit<Enrolled, 'token'>> {
  const setup = await call(server.app, '/api/admin/account/two-factor/setup', { token, json: {} });
  expect(setup.status, JSON.stringify(setup.body)).toBe(200);
  const { secret } = TwoFactorSetup.parse(setup.body.data);
  const step = () => Math.floor(Date.now() / STEP_MS);
  let enable;
  for (let tries = 0; tries < 2; tries += 1) {
    const computedAt = step();
    enable = await call(server.app, '/api/admin/account/two-factor/enable', {
      token,
      json: { currentPassword, code: codeAt(secret, -1) },
    });
    // The previous step's code is refused when a step ended on its way (a slow machine): again.
    if (enable.status === 200 || step() === computedAt) break;
  }
  expect(enable?.status, JSON.stringify(enable?.body)).toBe(200);
  return { secret, recoveryCodes: RecoveryCodes.parse(enable?.body.data).recoveryCodes };
}

/** A signed-in account with two-factor on. */
export async function enrolledAccount(
  server: TestServer,
  role: Role = 'admin',
): Promise<TestAccount & Enrolled> {
  const account = await accountWithPassword(server, role);
  const token = await tokenOf(server, account);
  return { ...account, token, ...(await enrol(server, token)) };
}
