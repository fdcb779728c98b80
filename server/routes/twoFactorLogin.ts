import type { FastifyInstance } from 'fastify';
import { TwoFactorLogin, TwoFactorMessages } from '@/sdk/schemas/twoFactor';
import { recordAudit } from '../audit/auditLog';
import { findAdminById } from '../auth/admins';
import type { AdminRow } from '../auth/admins';
import { signedIn } from '../auth/signInSession';
import { checkSecondFactor, twoFactorOn } from '../auth/twoFactor';
import { CHALLENGE_TRIES, claimChallengeTry, endChallenge } from '../auth/twoFactorChallenges';
import { totpSecrets } from '../auth/totpSecrets';
import type { UsernameThrottle } from '../auth/usernameThrottle';
import type { ServerContext } from '../context';
import { clientAddress } from '../http/clientAddress';
import { tooManyRequests } from '../http/errors';
import { readJson } from '../http/form';
import { parseInput } from '../http/input';
import { refuse } from './signInRefusal';

const SLOWED = (seconds: number) =>
  `Too many sign-in attempts for this account. Please wait ${seconds} seconds and try again.`;

const auditWrongCode = (db: ServerContext['db'], admin: AdminRow, summary: string) =>
  recordAudit(db, {
    kind: 'sign-in',
    action: 'failure',
    target: admin.username,
    summary,
    actor: { id: admin.id, username: admin.username },
  });

/**
 * POST /api/admin/auth/login/two-factor: the second step of a sign-in whose account has
 * two-factor on. The challenge (from the login's 401) and a code give the login's answer. Guesses
 * are bounded three ways: tries per challenge (then the password again, 410), the username's
 * growing waits shared with the password step (429), and wrong codes in a row per account (then
 * recovery codes only). Part of authRoutes, so it shares that plugin's username throttle.
 */
export function registerTwoFactorLogin(
  app: FastifyInstance,
  { config, db }: Pick<ServerContext, 'config' | 'db'>,
  throttle: UsernameThrottle,
): void {
  const secrets = totpSecrets(config);
  app.post(
    '/api/admin/auth/login/two-factor',
    {
      config: {
        rateLimit: {
          max: config.loginRateLimit,
          timeWindow: '15 minutes',
          hook: 'preHandler',
          keyGenerator: (request) => `login-code:${clientAddress(request)}`,
          errorResponseBuilder: () =>
            tooManyRequests('Too many sign-in attempts. Please wait 15 minutes and try again.'),
        },
      },
    },
    async (request, reply) => {
      const { challenge, code } = parseInput(TwoFactorLogin, readJson(request));
      const claimed = await claimChallengeTry(db, challenge);
      if (!claimed) return refuse(reply, 410, TwoFactorMessages.signInAgain);
      const admin = await findAdminById(db, claimed.adminId);
      // Disabled, or two-factor reset, since the password was checked: start again.
      if (!admin || admin.disabled || !twoFactorOn(admin)) {
        await endChallenge(db, claimed.id);
        return refuse(reply, 410, TwoFactorMessages.signInAgain);
      }
      const wait = await throttle.claim(admin.username);
      if (wait > 0) return refuse(reply, 429, SLOWED(Math.ceil(wait / 1000)), wait);
      const check = await checkSecondFactor(db, admin, code, secrets);
      if (check.outcome === 'accepted') {
        // A challenge signs in once, even if the same right code races itself.
        if (!(await endChallenge(db, claimed.id)))
          return refuse(reply, 410, TwoFactorMessages.signInAgain);
        await throttle.forget(admin.username);
        request.log.info({ admin: admin.username }, 'admin signed in');
        const how =
          check.via === 'authenticator'
            ? 'with an authenticator code'
            : `with a recovery code (${check.left} left)`;
        return signedIn(db, admin, config.sessionTtlHours, how);
      }
      const locked = check.outcome === 'locked';
      await auditWrongCode(
        db,
        admin,
        locked ? 'authenticator codes refused after too many wrong ones' : 'wrong two-factor code',
      );
      if (claimed.attempt >= CHALLENGE_TRIES) {
        await endChallenge(db, claimed.id);
        return refuse(reply, 410, TwoFactorMessages.signInAgain);
      }
      return refuse(
        reply,
        401,
        locked ? TwoFactorMessages.useRecoveryCode : TwoFactorMessages.wrongCode,
      );
    },
  );
}
