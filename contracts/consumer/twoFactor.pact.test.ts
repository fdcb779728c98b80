import { MatchersV3 } from '@pact-foundation/pact';
import { afterEach, describe, expect, it } from 'vitest';
import { sdk, twoFactorChallengeOf } from '@/sdk';
import { MAC_ADDRESS } from '@/sdk/schemas';
import { TwoFactorMessages } from '@/sdk/schemas/twoFactor';
import {
  PACT_CHALLENGE,
  PACT_RECOVERY_CODE,
  PACT_TWO_FACTOR_USER,
} from '@/contracts/twoFactorExample';
import {
  authorised,
  createPact,
  failureBody,
  INSTANT,
  resetSdk,
  successBody,
  tokenState,
  useMockServer,
} from './pact';

const { like, eachLike, regex, boolean, fromProviderState } = MatchersV3;
const TOKEN = regex('^[A-Za-z0-9_-]{43,}$', 'q9Xr2w8bK1n4Ty7uZpLm0cVb6sDf3gHj5kQa8eRt1yU');
const PASSWORD = 'the current long password';
const RECOVERY_CODES = {
  recoveryCodes: eachLike(regex('^[A-Z2-7]{4}(-[A-Z2-7]{4}){3}$', 'ABCD-EFGH-JKLM-NPQR')),
};
/** The authenticator's current code: the provider state computes it from the secret it stored. */
const currentCode = fromProviderState('${code}', '123456');

const twoFactorUser = ['an admin account with two-factor on exists', PACT_TWO_FACTOR_USER] as const;
const awaitingCode = [
  'a two-factor sign-in awaits its code',
  { ...PACT_TWO_FACTOR_USER, challenge: PACT_CHALLENGE, recoveryCode: PACT_RECOVERY_CODE },
] as const;
const selfState = ['a valid admin token exists', { ...tokenState[1], password: PASSWORD }] as const;
const tokenUserHasTwoFactor = ['the token user has two-factor on', {}] as const;

afterEach(resetSdk);

describe('two-factor sign-in contract', () => {
  it('answers a right password with a 401 that holds the challenge', async () => {
    await createPact()
      .addInteraction()
      .given(...twoFactorUser)
      .uponReceiving('a sign-in with the right password for an account with two-factor on')
      .withRequest('POST', '/api/admin/auth/login', (req) =>
        req.jsonBody({ ...PACT_TWO_FACTOR_USER, macAddress: MAC_ADDRESS }),
      )
      .willRespondWith(401, (res) =>
        res.jsonBody({
          success: false,
          msg: like(TwoFactorMessages.codeNeeded),
          message: like(TwoFactorMessages.codeNeeded),
          twoFactorRequired: true,
          challenge: TOKEN,
          expiresAt: regex(INSTANT, '2026-11-21T18:05:00.000Z'),
        }),
      )
      .executeTest(async (server) => {
        useMockServer(server);
        const refused = await sdk.auth.login(PACT_TWO_FACTOR_USER).catch((error: unknown) => error);
        expect(twoFactorChallengeOf(refused)?.challenge.length).toBeGreaterThanOrEqual(43);
      });
  });

  it('signs in with the challenge and a recovery code', async () => {
    await createPact()
      .addInteraction()
      .given(...awaitingCode)
      .uponReceiving('the second sign-in step with a recovery code')
      .withRequest('POST', '/api/admin/auth/login/two-factor', (req) =>
        req.jsonBody({ challenge: PACT_CHALLENGE, code: PACT_RECOVERY_CODE.replace(/-/g, '') }),
      )
      .willRespondWith(200, (res) =>
        res.jsonBody({
          token: TOKEN,
          message: like('Login successful'),
          expiresAt: regex(INSTANT, '2026-11-21T18:00:00.000Z'),
        }),
      )
      .executeTest(async (server) => {
        useMockServer(server);
        const answer = await sdk.auth.loginWithCode({
          challenge: PACT_CHALLENGE,
          code: PACT_RECOVERY_CODE,
        });
        expect(answer.token.length).toBeGreaterThanOrEqual(43);
      });
  });

  it('refuses a wrong code with 401, keeping the challenge', async () => {
    await createPact()
      .addInteraction()
      .given(...awaitingCode)
      .uponReceiving('the second sign-in step with a wrong code')
      .withRequest('POST', '/api/admin/auth/login/two-factor', (req) =>
        req.jsonBody({ challenge: PACT_CHALLENGE, code: 'ZZZZZZZZZZZZZZZZ' }),
      )
      .willRespondWith(401, (res) => res.jsonBody(failureBody(TwoFactorMessages.wrongCode)))
      .executeTest(async (server) => {
        useMockServer(server);
        await expect(
          sdk.auth.loginWithCode({ challenge: PACT_CHALLENGE, code: 'zzzz-zzzz-zzzz-zzzz' }),
        ).rejects.toMatchObject({ status: 401 });
      });
  });

  it('answers 410 for a challenge that is gone: the password again', async () => {
    await createPact()
      .addInteraction()
      .given(...twoFactorUser)
      .uponReceiving('the second sign-in step with a challenge that ended')
      .withRequest('POST', '/api/admin/auth/login/two-factor', (req) =>
        req.jsonBody({ challenge: PACT_CHALLENGE, code: '123456' }),
      )
      .willRespondWith(410, (res) => res.jsonBody(failureBody(TwoFactorMessages.signInAgain)))
      .executeTest(async (server) => {
        useMockServer(server);
        await expect(
          sdk.auth.loginWithCode({ challenge: PACT_CHALLENGE, code: '123456' }),
        ).rejects.toMatchObject({ status: 410 });
      });
  });
});

describe('two-factor set-up contract', () => {
  it('starts a set-up with a QR code and the secret', async () => {
    await createPact()
      .addInteraction()
      .given(...tokenState)
      .uponReceiving('a two-factor set-up start')
      .withRequest('POST', '/api/admin/account/two-factor/setup', (req) => req.headers(authorised))
      .willRespondWith(200, (res) =>
        res.jsonBody(
          successBody({
            secret: regex('^[A-Z2-7]+$', 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP'),
            otpauthUrl: regex(
              '^otpauth://totp/.+',
              'otpauth://totp/LMS%20console:admin?secret=JBSWY3DPEHPK3PXP',
            ),
            qrCode: regex(
              '^data:image/svg\\+xml;base64,.+',
              'data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=',
            ),
            expiresAt: regex(INSTANT, '2026-11-21T18:15:00.000Z'),
          }),
        ),
      )
      .executeTest(async (server) => {
        useMockServer(server, authorised['x-admin-token']);
        expect((await sdk.account.startTwoFactor()).secret).toMatch(/^[A-Z2-7]+$/);
      });
  });

  it('turns two-factor on with the current password and code, and answers the recovery codes', async () => {
    await createPact()
      .addInteraction()
      .given(...selfState)
      .given('the token user has started a two-factor set-up', {})
      .uponReceiving('a two-factor set-up confirmed with the current password and code')
      .withRequest('POST', '/api/admin/account/two-factor/enable', (req) =>
        req.headers(authorised).jsonBody({ currentPassword: PASSWORD, code: currentCode }),
      )
      .willRespondWith(200, (res) => res.jsonBody(successBody(RECOVERY_CODES)))
      .executeTest(async (server) => {
        useMockServer(server, authorised['x-admin-token']);
        const { recoveryCodes } = await sdk.account.enableTwoFactor({
          currentPassword: PASSWORD,
          code: '123456',
        });
        expect(recoveryCodes[0]).toMatch(/^[A-Z2-7]{4}-/);
      });
  });

  it('makes new recovery codes with the current password and a code', async () => {
    await createPact()
      .addInteraction()
      .given(...selfState)
      .given(...tokenUserHasTwoFactor)
      .uponReceiving('a request for new recovery codes')
      .withRequest('POST', '/api/admin/account/two-factor/recovery-codes', (req) =>
        req.headers(authorised).jsonBody({ currentPassword: PASSWORD, code: currentCode }),
      )
      .willRespondWith(200, (res) => res.jsonBody(successBody(RECOVERY_CODES)))
      .executeTest(async (server) => {
        useMockServer(server, authorised['x-admin-token']);
        const answer = await sdk.account.renewRecoveryCodes({
          currentPassword: PASSWORD,
          code: '123456',
        });
        expect(answer.recoveryCodes.length).toBeGreaterThan(0);
      });
  });

  it('turns two-factor off with the current password and a code', async () => {
    await createPact()
      .addInteraction()
      .given(...selfState)
      .given(...tokenUserHasTwoFactor)
      .uponReceiving('a request to turn two-factor off')
      .withRequest('POST', '/api/admin/account/two-factor/disable', (req) =>
        req.headers(authorised).jsonBody({ currentPassword: PASSWORD, code: currentCode }),
      )
      .willRespondWith(200, (res) => res.jsonBody(successBody(null, 'Two-factor sign-in is off.')))
      .executeTest(async (server) => {
        useMockServer(server, authorised['x-admin-token']);
        await expect(
          sdk.account.disableTwoFactor({ currentPassword: PASSWORD, code: '123456' }),
        ).resolves.toBeUndefined();
      });
  });
});

describe('sign-in rules contract', () => {
  it('reads whether admins must use two-factor, and who has not set it up', async () => {
    await createPact()
      .addInteraction()
      .given(...tokenState)
      .uponReceiving('a request for the sign-in rules')
      .withRequest('POST', '/api/admin/security/getall', (req) => req.headers(authorised))
      .willRespondWith(200, (res) =>
        res.jsonBody(
          successBody({
            requireTwoFactorForAdmins: boolean(false),
            adminsWithoutTwoFactor: eachLike(like('pact-token-admin')),
          }),
        ),
      )
      .executeTest(async (server) => {
        useMockServer(server, authorised['x-admin-token']);
        expect((await sdk.security.get()).requireTwoFactorForAdmins).toBe(false);
      });
  });

  it('requires two-factor for admins, asked by an admin who has it', async () => {
    await createPact()
      .addInteraction()
      .given(...tokenState)
      .given(...tokenUserHasTwoFactor)
      .uponReceiving('a request to require two-factor for admins')
      .withRequest('POST', '/api/admin/security/update', (req) =>
        req.headers(authorised).jsonBody({ requireTwoFactorForAdmins: true }),
      )
      .willRespondWith(200, (res) =>
        res.jsonBody(
          successBody({ requireTwoFactorForAdmins: boolean(true), adminsWithoutTwoFactor: [] }),
        ),
      )
      .executeTest(async (server) => {
        useMockServer(server, authorised['x-admin-token']);
        const rules = await sdk.security.update({ requireTwoFactorForAdmins: true });
        expect(rules.requireTwoFactorForAdmins).toBe(true);
      });
  });
});
