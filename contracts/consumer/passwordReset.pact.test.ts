import { MatchersV3 } from '@pact-foundation/pact';
import { afterEach, describe, expect, it } from 'vitest';
import { sdk } from '@/sdk';
import { PasswordResetMessages } from '@/sdk/schemas/passwordReset';
import { USER_ID } from '../pactIds';
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

const { like, regex, boolean } = MatchersV3;
const EDITOR_ID = USER_ID.editor;
const RESET_TOKEN = 'pact-reset-token-0123456789abcdef0123456789abc';
const NEW_PASSWORD = 'a brand new long password';

afterEach(resetSdk);

// Issue 47 item 5: the browser's password reset calls (docs/api.md "Password reset").
describe('password reset contract', () => {
  it('makes a reset link for a user, answered once', async () => {
    await createPact()
      .addInteraction()
      .given(...tokenState)
      .given('a user with id {id} exists', { id: EDITOR_ID, username: 'edna', role: 'editor' })
      .uponReceiving('a request for a password reset link')
      .withRequest('POST', '/api/admin/users/password-reset', (req) =>
        req.headers(authorised).jsonBody({ userId: EDITOR_ID }),
      )
      .willRespondWith(200, (res) =>
        res.jsonBody(
          successBody({
            username: like('edna'),
            link: regex(
              '^https?://[^/]+/reset-password#[A-Za-z0-9_-]{43}$',
              'http://localhost/reset-password#n3Vq8sXk1bYt6ZpL0cR4mWf9aHj2uEo7dGi5yTk3QsA',
            ),
            expiresAt: regex(INSTANT, '2026-12-02T12:30:00.000Z'),
            emailed: boolean(false),
          }),
        ),
      )
      .executeTest(async (server) => {
        useMockServer(server, authorised['x-admin-token']);
        const made = await sdk.passwordReset.createLink({ userId: EDITOR_ID });
        expect(made.link).toContain('/reset-password#');
      });
  });

  it('tells the sign-in page whether a link can be e-mailed', async () => {
    await createPact()
      .addInteraction()
      .uponReceiving('a request for the password reset options')
      .withRequest('POST', '/api/admin/auth/password-reset/options', (req) => req.jsonBody({}))
      .willRespondWith(200, (res) => res.jsonBody(successBody({ byEmail: boolean(false) })))
      .executeTest(async (server) => {
        useMockServer(server);
        expect(typeof (await sdk.passwordReset.options()).byEmail).toBe('boolean');
      });
  });

  it('refuses a request by e-mail where the site sends none', async () => {
    await createPact()
      .addInteraction()
      .uponReceiving('a password reset request on a site without e-mail')
      .withRequest('POST', '/api/admin/auth/password-reset/request', (req) =>
        req.jsonBody({ username: 'asha@school.in' }),
      )
      .willRespondWith(409, (res) => res.jsonBody(failureBody(PasswordResetMessages.byEmailOff)))
      .executeTest(async (server) => {
        useMockServer(server);
        await expect(
          sdk.passwordReset.request({ username: 'asha@school.in' }),
        ).rejects.toMatchObject({ status: 409 });
      });
  });

  it('sets a new password with a live link', async () => {
    await createPact()
      .addInteraction()
      .given('a password reset link exists', { username: 'reset.user', token: RESET_TOKEN })
      .uponReceiving('a new password with a reset link')
      .withRequest('POST', '/api/admin/auth/password-reset', (req) =>
        req.jsonBody({ token: RESET_TOKEN, newPassword: NEW_PASSWORD }),
      )
      .willRespondWith(200, (res) => res.jsonBody(successBody(null, PasswordResetMessages.done)))
      .executeTest(async (server) => {
        useMockServer(server);
        const message = await sdk.passwordReset.set({
          token: RESET_TOKEN,
          newPassword: NEW_PASSWORD,
        });
        expect(message).toBe(PasswordResetMessages.done);
      });
  });

  it('refuses a link it does not know', async () => {
    await createPact()
      .addInteraction()
      .uponReceiving('a new password with an unknown reset link')
      .withRequest('POST', '/api/admin/auth/password-reset', (req) =>
        req.jsonBody({ token: 'not-a-reset-token', newPassword: NEW_PASSWORD }),
      )
      .willRespondWith(404, (res) => res.jsonBody(failureBody(PasswordResetMessages.invalid)))
      .executeTest(async (server) => {
        useMockServer(server);
        await expect(
          sdk.passwordReset.set({ token: 'not-a-reset-token', newPassword: NEW_PASSWORD }),
        ).rejects.toMatchObject({ status: 404 });
      });
  });
});
