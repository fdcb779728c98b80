import { Permissions } from '@/sdk/schemas/users';
import type { FastifyPluginAsync } from 'fastify';
import { LoginRequest } from '@/sdk/schemas';
import { TwoFactorMessages } from '@/sdk/schemas/twoFactor';
import type { TwoFactorChallenge } from '@/sdk/schemas/twoFactor';
import { requireRole, tokenOf } from '../auth/guard';
import { revokeSession } from '../auth/sessions';
import { signInChecker } from '../auth/signIn';
import { signedIn } from '../auth/signInSession';
import { twoFactorOn } from '../auth/twoFactor';
import { issueChallenge } from '../auth/twoFactorChallenges';
import type { ServerContext } from '../context';
import { clientAddress } from '../http/clientAddress';
import { ok } from '../http/envelope';
import { tooManyRequests } from '../http/errors';
import { parseInput } from '../http/input';
import { readJson } from '../http/form';
import { refuse } from './signInRefusal';
import { registerTwoFactorLogin } from './twoFactorLogin';

const INVALID_LOGIN = 'Invalid username or password';
const SLOWED = (seconds: number) =>
  `Too many sign-in attempts for this username. Please wait ${seconds} seconds and try again.`;
const BUSY = 'Sign-in is busy right now. Please try again in a few seconds.';

export const authRoutes =
  ({ config, db, passwordThrottle: throttle }: ServerContext): FastifyPluginAsync =>
  async (app) => {
    // Per username from any address; the signed-in user's own password checks count here too.
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
        if (twoFactorOn(admin)) {
          // Not signed in yet: a 401 (a spec-era client shows `message` and stays signed out)
          // with the challenge that POST .../login/two-factor takes with the code.
          const { challenge, expiresAt } = await issueChallenge(db, admin.id);
          const answer: TwoFactorChallenge = {
            success: false,
            msg: TwoFactorMessages.codeNeeded,
            message: TwoFactorMessages.codeNeeded,
            twoFactorRequired: true,
            challenge,
            expiresAt: expiresAt.toISOString(),
          };
          return reply.status(401).header('cache-control', 'no-store').send(answer);
        }
        request.log.info({ admin: admin.username }, 'admin signed in');
        return signedIn(db, admin, config.sessionTtlHours);
      },
    );

    registerTwoFactorLogin(app, { config, db }, throttle);

    app.post(
      '/api/admin/auth/logout',
      {
        preHandler: requireRole(db, Permissions.account, {
          allowOneTimePassword: true,
          allowWithoutTwoFactor: true,
        }),
      },
      async (request) => {
        const token = tokenOf(request);
        if (token) await revokeSession(db, token);
        return ok('You are signed out.', null);
      },
    );
  };
