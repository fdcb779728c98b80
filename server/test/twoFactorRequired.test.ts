import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CurrentUser } from '@/sdk/schemas/users';
import { SecurityOverview, TwoFactorMessages } from '@/sdk/schemas/twoFactor';
import { ROLE_FORBIDDEN } from '../auth/guard';
import { auditLog } from '../db/schema';
import { call } from './requests';
import { startTestApp } from './testApp';
import type { TestServer } from './testApp';
import { accountWithPassword, enrol, enrolledAccount, tokenOf } from './twoFactorAccounts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestApp();
});
afterAll(() => server.close());

const setRequirement = (token: string, on: boolean) =>
  call(server.app, '/api/admin/security/update', {
    token,
    json: { requireTwoFactorForAdmins: on },
  });

describe('"require two-factor for admins"', () => {
  it('is off at first, admins only, and an admin without two-factor cannot switch it on', async () => {
    const admin = await accountWithPassword(server);
    const token = await tokenOf(server, admin);
    const read = await call(server.app, '/api/admin/security/getall', { token, json: {} });
    expect(read.status).toBe(200);
    expect(SecurityOverview.parse(read.body.data).requireTwoFactorForAdmins).toBe(false);
    const refused = await setRequirement(token, true);
    expect(refused.status).toBe(409);
    expect(refused.body.msg).toBe(TwoFactorMessages.ownFirst);

    const editor = await accountWithPassword(server, 'editor');
    const asEditor = await setRequirement(await tokenOf(server, editor), true);
    expect(asEditor.status).toBe(403);
    expect(asEditor.body.msg).toBe(ROLE_FORBIDDEN);
  });

  it('stops an admin without two-factor everywhere but the set-up, at once, until it is set up', async () => {
    const owner = await enrolledAccount(server);
    const other = await accountWithPassword(server);
    const otherToken = await tokenOf(server, other);
    const editor = await accountWithPassword(server, 'editor');
    const editorToken = await tokenOf(server, editor);

    const on = await setRequirement(owner.token, true);
    expect(on.status).toBe(200);
    const overview = SecurityOverview.parse(on.body.data);
    expect(overview.requireTwoFactorForAdmins).toBe(true);
    expect(overview.adminsWithoutTwoFactor).toContain(other.username);
    expect(overview.adminsWithoutTwoFactor).not.toContain(owner.username);

    // The session the other admin already had is stopped on its next call.
    const leads = await call(server.app, '/api/leads/getall', { token: otherToken, json: {} });
    expect(leads.status).toBe(403);
    expect(leads.body).toEqual({ success: false, msg: TwoFactorMessages.setUpFirst });
    const me = await call(server.app, '/api/admin/account/me', { token: otherToken });
    expect(me.status).toBe(200);
    expect(CurrentUser.parse(me.body.data).twoFactor).toEqual({
      enabled: false,
      recoveryCodesLeft: 0,
      required: true,
    });
    // Editors are not concerned; the admin who has it goes on.
    expect(
      (await call(server.app, '/api/admin/account/me', { token: editorToken })).body.data,
    ).toMatchObject({
      twoFactor: { required: false },
    });
    expect(
      (await call(server.app, '/api/leads/getall', { token: owner.token, json: {} })).status,
    ).toBe(200);

    await enrol(server, otherToken);
    const after = await call(server.app, '/api/leads/getall', { token: otherToken, json: {} });
    expect(after.status).toBe(200);

    const off = await setRequirement(owner.token, false);
    expect(SecurityOverview.parse(off.body.data).requireTwoFactorForAdmins).toBe(false);
    const entries = await server.context.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'require-two-factor'));
    expect(entries.map((entry) => [entry.actorName, entry.summary])).toEqual(
      expect.arrayContaining([
        [owner.username, 'two-factor sign-in is now required for admins'],
        [owner.username, 'two-factor sign-in is no longer required for admins'],
      ]),
    );
  });
});
