import type { FastifyReply } from 'fastify';
import type { AdminRow } from '../auth/admins';
import { HashingBusyError, OneCheckAtATimeError } from '../auth/hashSlots';
import { verifyPassword } from '../auth/password';
import type { ServerContext } from '../context';
import { clientAddress } from '../http/clientAddress';
import { ApiHttpError, badRequest, tooManyRequests } from '../http/errors';

export const CurrentPasswordMessages = {
  slowed: (seconds: number) =>
    `Too many password attempts for this account. Please wait ${seconds} seconds and try again.`,
  oneAtATime: 'Your previous password check is still running. Please wait a moment and try again.',
  busy: 'Password checks are busy right now. Please try again in a few seconds.',
} as const;

/**
 * Every route that checks a signed-in user's password also counts against the sign-in limit of
 * the caller's address (the same key as POST /api/admin/auth/login's).
 */
export const passwordCheckLimit = (config: ServerContext['config']) => ({
  rateLimit: {
    max: config.loginRateLimit,
    timeWindow: '15 minutes',
    hook: 'preHandler' as const,
    keyGenerator: (request: Parameters<typeof clientAddress>[0]) =>
      `login:${clientAddress(request)}`,
    errorResponseBuilder: () =>
      tooManyRequests('Too many sign-in attempts. Please wait 15 minutes and try again.'),
  },
});

const refusal = (reply: FastifyReply, error: ApiHttpError, retryAfterMs: number) => {
  void reply.header('retry-after', Math.ceil(retryAfterMs / 1000));
  return error;
};

/** Runs hashing work of a signed-in user; a turn refused by the hashing line is a 429 or 503. */
export async function ownHashing<T>(reply: FastifyReply, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof OneCheckAtATimeError)
      throw refusal(reply, tooManyRequests(CurrentPasswordMessages.oneAtATime), 1000);
    if (error instanceof HashingBusyError)
      throw refusal(reply, new ApiHttpError(503, CurrentPasswordMessages.busy), 2000);
    throw error;
  }
}

/**
 * Re-authentication (issue 43 items 3 and 6): the current password of a signed-in user, checked
 * the way a sign-in's is. The username's growing waits are shared with sign-in (429), the check
 * takes a place in the same bounded hashing line and is turned away when it is full (503), and a
 * user holds at most one place there: a second check while one runs is refused at once (429), so
 * one user's checks can never fill the line and turn another user's sign-in away.
 */
export function currentPasswordCheck({
  passwordThrottle: throttle,
}: Pick<ServerContext, 'passwordThrottle'>) {
  return {
    /** Throws the refusal (a wrong password is a 400 on `field`); answers when it is right. */
    async require(
      reply: FastifyReply,
      admin: AdminRow,
      password: string,
      wrong: { field: string; message: string },
    ): Promise<void> {
      const wait = await throttle.claim(admin.username);
      if (wait > 0)
        throw refusal(
          reply,
          tooManyRequests(CurrentPasswordMessages.slowed(Math.ceil(wait / 1000))),
          wait,
        );
      const valid = await ownHashing(reply, () =>
        verifyPassword(password, admin.passwordHash, { turnAwayWhenBusy: true, holder: admin.id }),
      );
      if (!valid)
        throw badRequest(wrong.message, [{ path: [wrong.field], message: wrong.message }]);
    },
    /** The whole change went through: the attempts are forgotten, as after a sign-in. */
    passed: (admin: AdminRow) => throttle.forget(admin.username),
  };
}
