import { Permissions } from '@/sdk/schemas/users';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { LoginRequest } from '@/sdk/schemas';
import type { LoginResponse } from '@/sdk/schemas';
import { findAdmin } from '../auth/admins';
import { recordAudit } from '../audit/auditLog';
import { requireRole, tokenOf } from '../auth/guard';
import { verifyDummyPassword, verifyPassword } from '../auth/password';
import { createSession, revokeSession } from '../auth/sessions';
import type { ServerContext } from '../context';
import { ok } from '../http/envelope';
import { tooManyRequests } from '../http/errors';
import { parseInput } from '../http/input';
import { readJson } from '../http/form';

const INVALID_LOGIN = 'Invalid username or password';

/** Throttle key: the username tried plus the caller's address (design: per username and IP). */
function loginKey(request: FastifyRequest): string {
  const body = request.body as { username?: unknown } | undefined;
  const username = typeof body?.username === 'string' ? body.username.trim().toLowerCase() : '';
  return `login:${username.slice(0, 100)}|${request.ip}`;
}

export const authRoutes =
  ({ config, db }: ServerContext): FastifyPluginAsync =>
  async (app) => {
    app.post(
      '/api/admin/auth/login',
      {
        config: {
          rateLimit: {
            max: config.loginRateLimit,
            timeWindow: '15 minutes',
            // After body parsing, so the key can hold the username.
            hook: 'preHandler',
            keyGenerator: loginKey,
            errorResponseBuilder: () =>
              tooManyRequests('Too many sign-in attempts. Please wait 15 minutes and try again.'),
          },
        },
      },
      async (request, reply) => {
        const { username, password } = parseInput(LoginRequest, readJson(request));
        const admin = await findAdmin(db, username);
        // An unknown username costs the same hash work as a wrong password: same answer, same time.
        const valid = admin
          ? await verifyPassword(password, admin.passwordHash)
          : await verifyDummyPassword(password);
        if (!admin || !valid || admin.disabled) {
          // Failed attempts are audited with the name tried; a disabled user gets the same answer.
          await recordAudit(db, {
            kind: 'sign-in',
            action: 'failure',
            target: username,
            summary: admin?.disabled && valid ? 'disabled user' : 'wrong username or password',
            actor: { id: admin?.id ?? null, username },
          });
          // The spec's client reads `message`; every other client reads `msg` (docs/api.md).
          return reply
            .status(401)
            .send({ success: false, msg: INVALID_LOGIN, message: INVALID_LOGIN });
        }
        const session = await createSession(db, admin.id, config.sessionTtlHours);
        request.log.info({ admin: admin.username }, 'admin signed in');
        await recordAudit(db, {
          kind: 'sign-in',
          action: 'success',
          target: admin.username,
          actor: { id: admin.id, username: admin.username },
        });
        const answer: LoginResponse = {
          token: session.token,
          message: 'Login successful',
          expiresAt: session.expiresAt.toISOString(),
          role: admin.role,
          mustChangePassword: admin.mustChangePassword,
        };
        return answer;
      },
    );

    app.post(
      '/api/admin/auth/logout',
      { preHandler: requireRole(db, Permissions.account, { allowOneTimePassword: true }) },
      async (request) => {
        const token = tokenOf(request);
        if (token) await revokeSession(db, token);
        return ok('You are signed out.', null);
      },
    );
  };
