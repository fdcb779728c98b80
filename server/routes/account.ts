import { Permissions } from '@/sdk/schemas/users';
import type { FastifyPluginAsync } from 'fastify';
import { PasswordChange, PasswordMessages, ReviewEmails } from '@/sdk/schemas/users';
import { eq } from 'drizzle-orm';
import { admins } from '../db/schema';
import type { CurrentUser, PasswordChanged } from '@/sdk/schemas/users';
import type { TwoFactorStatus } from '@/sdk/schemas/twoFactor';
import { recordAudit } from '../audit/auditLog';
import { reviewMailBlocked } from '../notify/reviewNotifier';
import { actorOf, requireRole } from '../auth/guard';
import { findAdmin, setPassword } from '../auth/admins';
import { passwordProblem } from '../auth/passwordPolicy';
import { recoveryCodesLeft } from '../auth/recoveryCodes';
import { requireTwoFactorForAdmins } from '../auth/securitySettings';
import { createSession, revokeAdminSessions } from '../auth/sessions';
import type { ServerContext } from '../context';
import { ok } from '../http/envelope';
import { badRequest, unauthorized } from '../http/errors';
import { readJson } from '../http/form';
import { parseInput } from '../http/input';
import { currentPasswordCheck, ownHashing, passwordCheckLimit } from './currentPassword';
import { twoFactorRoutes } from './twoFactor';

/** What every signed-in user may do to their own account, whatever the role. */
export const accountRoutes =
  (context: ServerContext): FastifyPluginAsync =>
  async (app) => {
    const { config, db } = context;
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
      const [row] = await db
        .select({ reviewEmails: admins.reviewEmails })
        .from(admins)
        .where(eq(admins.id, id));
      const reviewEmails = row?.reviewEmails ?? true;
      const reviewEmailsBlocked = reviewMailBlocked(config.leadNotify, username);
      const me: CurrentUser = {
        _id: id,
        username,
        role,
        mustChangePassword,
        twoFactor,
        reviewEmails,
        reviewEmailsBlocked,
      };
      return ok('Signed in.', me);
    });

    // "E-mail me about reviews" (issue 47): one's own setting, whatever the role.
    // Not before a one-time password is changed: nothing but that may be done first.
    const settled = { preHandler: requireRole(db, Permissions.account) };
    app.post('/api/admin/account/review-emails', settled, async (request) => {
      const { reviewEmails } = parseInput(ReviewEmails, readJson(request));
      const actor = actorOf(request);
      await db.update(admins).set({ reviewEmails }).where(eq(admins.id, actor.id));
      await recordAudit(db, {
        kind: 'user',
        action: 'review-emails',
        target: actor.username,
        summary: reviewEmails ? 'review e-mails on' : 'review e-mails off',
      });
      const saved: ReviewEmails = { reviewEmails };
      return ok(reviewEmails ? 'Review e-mails are on.' : 'Review e-mails are off.', saved);
    });

    await app.register(twoFactorRoutes(context));

    // Checked as a sign-in's password is: throttled, in the bounded hashing line, one at a time.
    const passwordCheck = currentPasswordCheck(context);
    const wrongCurrent = { field: 'currentPassword', message: PasswordMessages.wrongCurrent };
    const passwordChange = { ...ownAccount, config: passwordCheckLimit(config) };

    app.post('/api/admin/account/password', passwordChange, async (request, reply) => {
      const { currentPassword, newPassword } = parseInput(PasswordChange, readJson(request));
      const actor = actorOf(request);
      const row = await findAdmin(db, actor.username);
      if (!row) throw unauthorized();
      await passwordCheck.require(reply, row, currentPassword, wrongCurrent);
      const problem =
        newPassword === currentPassword
          ? PasswordMessages.same
          : passwordProblem(newPassword, actor.username);
      if (problem) throw badRequest(problem, [{ path: ['newPassword'], message: problem }]);
      await passwordCheck.passed(row);
      // Every session ends (a thief's too), and every sign-in waiting for its two-factor code;
      // this browser gets a fresh session.
      // The new hash holds the user's one place in the hashing line too.
      const turn = { turnAwayWhenBusy: true, holder: actor.id };
      await ownHashing(reply, () => setPassword(db, actor.id, newPassword, turn));
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
