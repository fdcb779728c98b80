import { MatchersV3 } from '@pact-foundation/pact';
import { afterEach, describe, expect, it } from 'vitest';
import { sdk } from '@/sdk';
import { LAST_ADMIN } from '@/sdk/schemas/users';
import { AUDIT_ENTRY_ID, CONTENT_ID, USER_ID } from '../pactIds';
import {
  authorised,
  createPact,
  failureBody,
  INSTANT,
  resetSdk,
  seeded,
  successBody,
  tokenState,
  useMockServer,
} from './pact';

const { like, eachLike, integer, regex, boolean } = MatchersV3;
const SELF_ID = USER_ID.tokenUser;
const EDITOR_ID = USER_ID.editor;
const PASSWORD = 'the current long password';
const EDITOR_TOKEN = 'pact-editor-token-0123456789abcdef0123456789abcd';

const role = (example: 'admin' | 'editor') => regex('^(admin|editor)$', example);
const userBody = (username: string, as: 'admin' | 'editor') => ({
  _id: like(EDITOR_ID),
  username: like(username),
  role: role(as),
  disabled: boolean(false),
  mustChangePassword: boolean(false),
  createdAt: regex(INSTANT, '2026-11-21T10:00:00.000Z'),
});
const userExists = [
  'a user with id {id} exists',
  { id: EDITOR_ID, username: 'edna', role: 'editor' },
] as const;
/** The token's own user, with a known id and password (for the own-account calls). */
const selfState = [
  'a valid admin token exists',
  { ...tokenState[1], userId: SELF_ID, password: PASSWORD },
] as const;

afterEach(resetSdk);

describe('users contract', () => {
  it('lists users', async () => {
    await createPact()
      .addInteraction()
      .given(...tokenState)
      .uponReceiving('a request for the users')
      .withRequest('POST', '/api/admin/users/getall', (req) => req.headers(authorised))
      .willRespondWith(200, (res) =>
        res.jsonBody(successBody(eachLike(userBody('admin', 'admin')))),
      )
      .executeTest(async (server) => {
        useMockServer(server, authorised['x-admin-token']);
        const users = await sdk.users.list();
        expect(users[0]?.role).toBe('admin');
      });
  });

  it('creates a user and answers its one-time password', async () => {
    await createPact()
      .addInteraction()
      .given(...tokenState)
      .uponReceiving('a new editor')
      .withRequest('POST', '/api/admin/users/create', (req) =>
        req.headers(authorised).jsonBody({ username: 'new.editor', role: 'editor' }),
      )
      .willRespondWith(200, (res) =>
        res.jsonBody(
          successBody({
            user: { ...userBody('new.editor', 'editor'), mustChangePassword: boolean(true) },
            password: regex('^[A-Za-z0-9_-]{20,}$', 'Qx7-w1_Lr9PzK2mVb8nT5yU3'),
          }),
        ),
      )
      .executeTest(async (server) => {
        useMockServer(server, authorised['x-admin-token']);
        const created = await sdk.users.create({ username: 'new.editor', role: 'editor' });
        expect(created.password.length).toBeGreaterThanOrEqual(20);
        expect(created.user.mustChangePassword).toBe(true);
      });
  });

  it('changes a role', async () => {
    await createPact()
      .addInteraction()
      .given(...tokenState)
      .given(...userExists)
      .uponReceiving('a role change')
      .withRequest('POST', '/api/admin/users/update', (req) =>
        req.headers(authorised).jsonBody({ userId: seeded('userId', EDITOR_ID), role: 'admin' }),
      )
      .willRespondWith(200, (res) => res.jsonBody(successBody(userBody('edna', 'admin'))))
      .executeTest(async (server) => {
        useMockServer(server, authorised['x-admin-token']);
        expect((await sdk.users.update({ userId: EDITOR_ID, role: 'admin' })).role).toBe('admin');
      });
  });

  it('refuses to disable the last active admin with 409', async () => {
    await createPact()
      .addInteraction()
      .given(...selfState)
      .uponReceiving('disabling the last active admin')
      .withRequest('POST', '/api/admin/users/update', (req) =>
        req
          .headers(authorised)
          .jsonBody({ userId: seeded('tokenUserId', SELF_ID), disabled: true }),
      )
      .willRespondWith(409, (res) => res.jsonBody(failureBody(LAST_ADMIN)))
      .executeTest(async (server) => {
        useMockServer(server, authorised['x-admin-token']);
        await expect(sdk.users.update({ userId: SELF_ID, disabled: true })).rejects.toMatchObject({
          status: 409,
          msg: LAST_ADMIN,
        });
      });
  });

  it('deletes a user', async () => {
    await createPact()
      .addInteraction()
      .given(...tokenState)
      .given(...userExists)
      .uponReceiving('a user deletion')
      .withRequest('POST', '/api/admin/users/delete', (req) =>
        req.headers(authorised).jsonBody({ userId: seeded('userId', EDITOR_ID) }),
      )
      .willRespondWith(200, (res) => res.jsonBody(successBody({ _id: like(EDITOR_ID) })))
      .executeTest(async (server) => {
        useMockServer(server, authorised['x-admin-token']);
        expect((await sdk.users.delete({ userId: EDITOR_ID }))._id).toBe(EDITOR_ID);
      });
  });

  it('refuses an editor the users with 403', async () => {
    await createPact()
      .addInteraction()
      .given('a valid admin token exists', { token: EDITOR_TOKEN, role: 'editor' })
      .uponReceiving('an editor asking for the users')
      .withRequest('POST', '/api/admin/users/getall', (req) =>
        req.headers({ 'x-admin-token': EDITOR_TOKEN }),
      )
      .willRespondWith(403, (res) =>
        res.jsonBody(failureBody('Your role does not allow this. Ask an admin if you need it.')),
      )
      .executeTest(async (server) => {
        useMockServer(server, EDITOR_TOKEN);
        await expect(sdk.users.list()).rejects.toMatchObject({ status: 403 });
      });
  });
});

describe('own account contract', () => {
  it('tells who is signed in', async () => {
    await createPact()
      .addInteraction()
      .given(...selfState)
      .uponReceiving('a request for the signed-in user')
      .withRequest('POST', '/api/admin/account/me', (req) => req.headers(authorised))
      .willRespondWith(200, (res) =>
        res.jsonBody(
          successBody({
            _id: like(SELF_ID),
            username: like('pact-token-admin'),
            role: role('admin'),
            mustChangePassword: boolean(false),
            // My account and the console shell read it (issue 33 item 10).
            twoFactor: {
              enabled: boolean(false),
              recoveryCodesLeft: integer(0),
              required: boolean(false),
            },
            // My account's review e-mails (issue 47): the setting, and why no mail could reach
            // this user (the pact's token user is no address; the provider sends no mail).
            reviewEmails: boolean(true),
            reviewEmailsBlocked: regex('^(no-smtp|no-address)$', 'no-smtp'),
          }),
        ),
      )
      .executeTest(async (server) => {
        useMockServer(server, authorised['x-admin-token']);
        const me = await sdk.account.me();
        expect(me.role).toBe('admin');
        expect(me.twoFactor.enabled).toBe(false);
        expect(me.reviewEmailsBlocked).toBe('no-smtp');
      });
  });

  it('changes the own password and answers a fresh token', async () => {
    const change = { currentPassword: PASSWORD, newPassword: 'a brand new and long phrase' };
    await createPact()
      .addInteraction()
      .given(...selfState)
      .uponReceiving('an own password change')
      .withRequest('POST', '/api/admin/account/password', (req) =>
        req.headers(authorised).jsonBody(change),
      )
      .willRespondWith(200, (res) =>
        res.jsonBody(
          successBody({
            token: regex('^[A-Za-z0-9_-]{43,}$', 'q9Xr2w8bK1n4Ty7uZpLm0cVb6sDf3gHj5kQa8eRt1yU'),
            expiresAt: regex(INSTANT, '2026-11-21T18:00:00.000Z'),
          }),
        ),
      )
      .executeTest(async (server) => {
        useMockServer(server, authorised['x-admin-token']);
        expect((await sdk.account.changePassword(change)).token.length).toBeGreaterThan(40);
      });
  });

  it('refuses a common password with its reason', async () => {
    const change = { currentPassword: PASSWORD, newPassword: '1qaz2wsx3edc' };
    await createPact()
      .addInteraction()
      .given(...selfState)
      .uponReceiving('an own password change to a common password')
      .withRequest('POST', '/api/admin/account/password', (req) =>
        req.headers(authorised).jsonBody(change),
      )
      .willRespondWith(400, (res) =>
        res.jsonBody(
          failureBody('This password is one of the 10,000 most common ones; choose another.'),
        ),
      )
      .executeTest(async (server) => {
        useMockServer(server, authorised['x-admin-token']);
        await expect(sdk.account.changePassword(change)).rejects.toMatchObject({ status: 400 });
      });
  });

  it('turns the own review e-mails off', async () => {
    await createPact()
      .addInteraction()
      .given(...selfState)
      .uponReceiving('an own review e-mails change')
      .withRequest('POST', '/api/admin/account/review-emails', (req) =>
        req.headers(authorised).jsonBody({ reviewEmails: false }),
      )
      .willRespondWith(200, (res) =>
        res.jsonBody(successBody({ reviewEmails: boolean(false) }, 'Review e-mails are off.')),
      )
      .executeTest(async (server) => {
        useMockServer(server, authorised['x-admin-token']);
        await expect(sdk.account.setReviewEmails(false)).resolves.toEqual({ reviewEmails: false });
      });
  });

  it('signs out everywhere', async () => {
    await createPact()
      .addInteraction()
      .given(...tokenState)
      .uponReceiving('a sign-out everywhere')
      .withRequest('POST', '/api/admin/account/signout-all', (req) => req.headers(authorised))
      .willRespondWith(200, (res) => res.jsonBody(successBody(null, 'Signed out everywhere')))
      .executeTest(async (server) => {
        useMockServer(server, authorised['x-admin-token']);
        await expect(sdk.account.signOutEverywhere()).resolves.toBeUndefined();
      });
  });
});

describe('audit log contract', () => {
  it('reads a page of the audit log for one kind', async () => {
    await createPact()
      .addInteraction()
      .given(...tokenState)
      .given('an audit entry of kind {kind} exists', { kind: 'content' })
      .uponReceiving('a request for the content entries of the audit log')
      .withRequest('POST', '/api/admin/audit/getall', (req) =>
        req.headers(authorised).jsonBody({ page: 1, pageSize: 25, kind: 'content' }),
      )
      .willRespondWith(200, (res) =>
        res.jsonBody(
          successBody({
            items: eachLike({
              _id: like(AUDIT_ENTRY_ID),
              at: regex(INSTANT, '2026-11-21T10:00:00.000Z'),
              actorId: like(EDITOR_ID),
              actorName: like('edna'),
              kind: regex('^(content|media|lead|export|sign-in|user)$', 'content'),
              action: like('clients.update'),
              target: like(CONTENT_ID.clients),
              summary: like(`updated clients ${CONTENT_ID.clients}`),
            }),
            total: integer(1),
            page: integer(1),
            pageSize: integer(25),
          }),
        ),
      )
      .executeTest(async (server) => {
        useMockServer(server, authorised['x-admin-token']);
        const page = await sdk.audit.list({ kind: 'content' });
        expect(page.items[0]?.kind).toBe('content');
      });
  });
});
