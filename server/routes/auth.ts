import { Permissions } from '@/sdk/schemas/users';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { LoginRequest } from '@/sdk/schemas';
import type { LoginResponse } from '@/sdk/schemas';
import { recordAudit } from '../audit/auditLog';
import { requireRole, tokenOf } from '../auth/guard';
import { createSession, revokeSession } from '../auth/sessions';
import { sharedUsernameThrottle } from '../auth/sharedUsernameThrottle';
import { signInChecker } from '../auth/signIn';
import { memoryUsernameThrottle } from '../auth/usernameThrottle';
import type { ServerContext } from '../context';
import { clientAddress } from '../http/clientAddress';
import { ok } from '../http/envelope';
import { tooManyRequests } from '../http/errors';
import { parseInput } from '../http/input';
import { readJson } from '../http/form';

const INVALID_LOGIN = 'Invalid username or password';
const SLOWED = (seconds: number) =>
  `Too many sign-in attempts for this username. Please wait ${seconds} seconds and try again.`;
const BUSY = 'Sign-in is busy right now. Please try again in a few seconds.';

/** A sign-in answer outside the envelope's success: the spec's client reads `message`, every other `msg`. */
function refuse(reply: FastifyReply, status: number, msg: string, retryAfterMs?: number) {
  if (retryAfterMs !== undefined) void reply.header('retry-after', Math.ceil(retryAfterMs / 1000));
  return reply.status(status).send({ success: false, msg, message: msg });
}

export const authRoutes =
  ({ config, db }: ServerContext): FastifyPluginAsync =>
  async (app) => {
    // Per username from any address, counted with the other instances when limits are shared.
    const throttle = config.sharedRateLimits
      ? sharedUsernameThrottle(db)
      : memoryUsernameThrottle();
    const checkSignIn = signInChecker(db, throttle);

    app.post(
      '/api/admin/auth/login',
      {
        config: {
          rateLimit: {
            // Per visitor address (an IPv6 /64), whatever usernames it tries.
            max: config.loginRateLimit,
            timeWindow: '15 minutes',
            // After the body is read, so a refused request leaves its connection usable.
            hook: 'preHandler',
            keyGenerator: (request) => `login:${clientAddress(request)}`,
            errorResponseBuilder: () =>
              tooManyRequests('Too many sign-in attempts. Please wait 15 minutes and try again.'),
          },
        },
      },
      async (request, reply) => {
        const check = await checkSignIn(parseInput(LoginRequest, readJson(request)));
        if (check.outcome === 'slowed') {
          const seconds = Math.ceil(check.retryAfterMs / 1000);
          return refuse(reply, 429, SLOWED(seconds), check.retryAfterMs);
        }
        if (check.outcome === 'busy') return refuse(reply, 503, BUSY, check.retryAfterMs);
        if (check.outcome === 'refused') return refuse(reply, 401, INVALID_LOGIN);
        const { admin } = check;
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
