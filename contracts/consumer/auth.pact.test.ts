import { MatchersV3 } from '@pact-foundation/pact';
import { afterEach, describe, expect, it } from 'vitest';
import { sdk } from '@/sdk';
import { MAC_ADDRESS } from '@/sdk/schemas';
import {
  ADMIN,
  authorised,
  createPact,
  resetSdk,
  successBody,
  tokenState,
  useMockServer,
} from './pact';

const { like, regex } = MatchersV3;
const adminExists = ['an admin account exists', ADMIN] as const;

afterEach(resetSdk);

describe('admin auth contract', () => {
  it('signs in with the right password', async () => {
    await createPact()
      .addInteraction()
      .given(...adminExists)
      .uponReceiving('a sign-in with the right password')
      .withRequest('POST', '/api/admin/auth/login', (req) =>
        req.jsonBody({ ...ADMIN, macAddress: MAC_ADDRESS }),
      )
      .willRespondWith(200, (res) =>
        res.jsonBody({
          token: regex('^[A-Za-z0-9_-]{43,}$', 'q9Xr2w8bK1n4Ty7uZpLm0cVb6sDf3gHj5kQa8eRt1yU'),
          message: like('Login successful'),
          expiresAt: regex('^\\d{4}-\\d{2}-\\d{2}T.*$', '2026-11-21T18:00:00.000Z'),
        }),
      )
      .executeTest(async (server) => {
        useMockServer(server);
        const answer = await sdk.auth.login(ADMIN);
        expect(answer.token.length).toBeGreaterThanOrEqual(43);
      });
  });

  it('refuses a wrong password with a message', async () => {
    await createPact()
      .addInteraction()
      .given(...adminExists)
      .uponReceiving('a sign-in with a wrong password')
      .withRequest('POST', '/api/admin/auth/login', (req) =>
        req.jsonBody({ username: ADMIN.username, password: 'wrong', macAddress: MAC_ADDRESS }),
      )
      .willRespondWith(401, (res) =>
        res.jsonBody({
          success: false,
          msg: like('Invalid username or password'),
          message: like('Invalid username or password'),
        }),
      )
      .executeTest(async (server) => {
        useMockServer(server);
        await expect(
          sdk.auth.login({ username: ADMIN.username, password: 'wrong' }),
        ).rejects.toMatchObject({
          status: 401,
          msg: 'Invalid username or password',
        });
      });
  });

  it('signs out, revoking the token', async () => {
    await createPact()
      .addInteraction()
      .given(...tokenState)
      .uponReceiving('a sign-out')
      .withRequest('POST', '/api/admin/auth/logout', (req) => req.headers(authorised))
      .willRespondWith(200, (res) => res.jsonBody(successBody(null, 'Signed out')))
      .executeTest(async (server) => {
        useMockServer(server, authorised['x-admin-token']);
        await expect(sdk.auth.logout()).resolves.toBeUndefined();
      });
  });
});
