import { Permissions } from '@/sdk/schemas/users';
import type { FastifyPluginAsync } from 'fastify';
import { PasswordChange, PasswordMessages } from '@/sdk/schemas/users';
import type { CurrentUser, PasswordChanged } from '@/sdk/schemas/users';
import type { TwoFactorStatus } from '@/sdk/schemas/twoFactor';
import { recordAudit } from '../audit/auditLog';
import { actorOf, requireRole } from '../auth/guard';
import { findAdmin, setPassword } from '../auth/admins';
import { verifyPassword } from '../auth/password';
import { passwordProblem } from '../auth/passwordPolicy';
import { recoveryCodesLeft } from '../auth/recoveryCodes';
import { requireTwoFactorForAdmins } from '../auth/securitySettings';
import { createSession, revokeAdminSessions } from '../auth/sessions';
import type { ServerContext } from '../context';
import { ok } from '../http/envelope';
import { badRequest } from '../http/errors';
import { readJson } from '../http/form';
import { parseInput } from '../http/input';
import { twoFactorRoutes } from './twoFactor';

/** What every signed-in user may do to their own account, whatever the role. */
export const accountRoutes =
  ({ config, db }: ServerContext): FastifyPluginAsync =>
  async (app) => {
    // A user with a one-time password may still read who they are, change it, or sign out; so
    // may an admin who has yet to set up the two-factor sign-in the site requires.
    const ownAccount = {
      preHandler: requireRole(db, Permissions.account, {
        allowOneTimePassword: true,
        allowWithoutTwoFactor: true,
      }),
    };

    app.post('/api/admin/account/me', ownAccount, async (request) => {
      const { id, username, role, mustChangePassword, twoFactorEnabled } = actorOf(request);
      const twoFactor: TwoFactorStatus = {
        enabled: twoFactorEnabled,
        recoveryCodesLeft: twoFactorEnabled ? await recoveryCodesLeft(db, id) : 0,
        required: role === 'admin' && (await requireTwoFactorForAdmins(db)),
      };
      const me: CurrentUser = { _id: id, username, role, mustChangePassword, twoFactor };
      return ok('Signed in.', me);
    });

    await app.register(twoFactorRoutes({ config, db }));

    app.post('/api/admin/account/password', ownAccount, async (request, reply) => {
      const { currentPassword, newPassword } = parseInput(PasswordChange, readJson(request));
      const actor = actorOf(request);
      const row = await findAdmin(db, actor.username);
      if (!row || !(await verifyPassword(currentPassword, row.passwordHash)))
        throw badRequest(PasswordMessages.wrongCurrent, [
          { path: ['currentPassword'], message: PasswordMessages.wrongCurrent },
        ]);
      const problem =
        newPassword === currentPassword
          ? PasswordMessages.same
          : passwordProblem(newPassword, actor.username);
      if (problem) throw badRequest(problem, [{ path: ['newPassword'], message: problem }]);
      // Every session ends (a thief's too); this browser gets a fresh one.
      await setPassword(db, actor.id, newPassword);
      const session = await createSession(db, actor.id, config.sessionTtlHours);
      await recordAudit(db, { kind: 'user', action: 'password', target: actor.username });
      reply.header('cache-control', 'no-store');
      const changed: PasswordChanged = {
        token: session.token,
        expiresAt: session.expiresAt.toISOString(),
      };
      return ok('Your password is changed; other devices are signed out.', changed);
    });

    app.post('/api/admin/account/signout-all', ownAccount, async (request) => {
      const actor = actorOf(request);
      await revokeAdminSessions(db, actor.id);
      await recordAudit(db, {
        kind: 'user',
        action: 'sign-out-everywhere',
        target: actor.username,
      });
      return ok('You are signed out on every device.', null);
    });
  };
