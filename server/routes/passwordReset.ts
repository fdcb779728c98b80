import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import {
  PasswordResetCreate,
  PasswordResetMessages,
  PasswordResetRequest,
  PasswordResetSet,
  RESET_PASSWORD_PATH,
} from '@/sdk/schemas/passwordReset';
import type { PasswordResetLink, PasswordResetOptions } from '@/sdk/schemas/passwordReset';
import { Permissions } from '@/sdk/schemas/users';
import { recordAudit } from '../audit/auditLog';
import { findAdmin, findAdminById } from '../auth/admins';
import { actorOf, requireRole } from '../auth/guard';
import { hashPassword } from '../auth/password';
import { passwordProblem } from '../auth/passwordPolicy';
import { completePasswordReset, issuePasswordReset, resetTarget } from '../auth/passwordResets';
import { USER_NOT_FOUND } from '../auth/users';
import type { ServerContext } from '../context';
import { clientAddress } from '../http/clientAddress';
import { ok } from '../http/envelope';
import { badRequest, conflict, notFound, tooManyRequests } from '../http/errors';
import { readJson } from '../http/form';
import { parseInput } from '../http/input';
import { emailOf, sendResetMail } from '../notify/resetMail';
import { ownHashing, passwordCheckLimit } from './currentPassword';

export const DISABLED_USER = 'This user is disabled: enable them first, then send a reset.';

/**
 * Password reset (issue 47 item 5, docs/security.md): an admin makes a single-use link for a user;
 * a user asks for one by e-mail from the sign-in page; the link's holder sets a new password.
 */
export const passwordResetRoutes =
  (context: ServerContext): FastifyPluginAsync =>
  async (app) => {
    const { config, db, passwordThrottle: throttle } = context;
    const smtp = config.leadNotify;
    // An e-mailed link is built from PUBLIC_URL only: from a visitor's Host header, anyone could
    // have a user's own link point at their server (reset-link poisoning).
    const byEmail = Boolean(smtp && config.publicUrl);
    const linkOf = (origin: string, token: string) => `${origin}${RESET_PASSWORD_PATH}#${token}`;

    app.post(
      '/api/admin/users/password-reset',
      { preHandler: requireRole(db, Permissions.users) },
      async (request, reply) => {
        const { userId } = parseInput(PasswordResetCreate, readJson(request));
        const user = await findAdminById(db, userId);
        if (!user) throw notFound(USER_NOT_FOUND);
        if (user.disabled) throw conflict(DISABLED_USER);
        const madeBy = actorOf(request).username;
        const { token, expiresAt } = await issuePasswordReset(db, user.id, madeBy);
        const link = linkOf(config.publicUrl ?? request.siteOrigin, token);
        const to = smtp ? emailOf(user.username) : null;
        if (smtp && to) void sendResetMail(smtp, to, link, request.log);
        await recordAudit(db, {
          kind: 'user',
          action: 'reset-link',
          target: user.username,
          summary: `made a password reset link for ${user.username}${to ? ' (e-mailed)' : ''}`,
        });
        reply.header('cache-control', 'no-store');
        const answer: PasswordResetLink = {
          username: user.username,
          link,
          expiresAt: expiresAt.toISOString(),
          emailed: Boolean(to),
        };
        return ok(PasswordResetMessages.created, answer);
      },
    );

    app.post('/api/admin/auth/password-reset/options', async () => {
      const options: PasswordResetOptions = { byEmail };
      return ok('Password reset options.', options);
    });

    app.post(
      '/api/admin/auth/password-reset/request',
      { config: addressLimit(config.loginRateLimit) },
      async (request, reply) => {
        const { username } = parseInput(PasswordResetRequest, readJson(request));
        if (!smtp || !byEmail) throw conflict(PasswordResetMessages.byEmailOff);
        // Counted per username as sign-in is, known or not, so the waits tell nothing either.
        const wait = await throttle.claim(username);
        if (wait > 0) {
          reply.header('retry-after', Math.ceil(wait / 1000));
          throw tooManyRequests(PasswordResetMessages.slowed(Math.ceil(wait / 1000)));
        }
        const user = await findAdmin(db, username);
        const to = user && !user.disabled ? emailOf(user.username) : null;
        if (user && to && config.publicUrl) {
          const { token } = await issuePasswordReset(db, user.id, null);
          // Not awaited: the answer takes as long whether a mail is sent or not.
          void sendResetMail(smtp, to, linkOf(config.publicUrl, token), request.log);
          await recordAudit(db, {
            kind: 'user',
            action: 'reset-link-emailed',
            target: user.username,
            summary: `a password reset link was e-mailed to ${user.username}`,
            actor: { id: null, username: user.username },
          });
        }
        return ok(PasswordResetMessages.requested, null);
      },
    );

    // Counted against the sign-in limit of the caller's address, as every password check is.
    app.post(
      '/api/admin/auth/password-reset',
      { config: passwordCheckLimit(config) },
      async (request, reply) => {
        const { token, newPassword } = parseInput(PasswordResetSet, readJson(request));
        const reset = await resetTarget(db, token);
        const problem = passwordProblem(newPassword, reset.username);
        if (problem) throw badRequest(problem, [{ path: ['newPassword'], message: problem }]);
        const turn = { turnAwayWhenBusy: true, holder: reset.adminId };
        const passwordHash = await ownHashing(reply, () => hashPassword(newPassword, turn));
        await completePasswordReset(db, reset, passwordHash);
        await throttle.forget(reset.username);
        await recordAudit(db, {
          kind: 'user',
          action: 'reset-link-used',
          target: reset.username,
          summary: `${reset.username} set a new password with a reset link; every session ended`,
          actor: { id: reset.adminId, username: reset.username },
        });
        reply.header('cache-control', 'no-store');
        return ok(PasswordResetMessages.done, null);
      },
    );
  };

/** Reset requests per visitor address (an IPv6 /64), whatever usernames it names. */
const addressLimit = (max: number) => ({
  rateLimit: {
    max,
    timeWindow: '15 minutes',
    hook: 'preHandler' as const,
    keyGenerator: (request: FastifyRequest) => `reset:${clientAddress(request)}`,
    errorResponseBuilder: () => tooManyRequests(PasswordResetMessages.tooMany),
  },
});
