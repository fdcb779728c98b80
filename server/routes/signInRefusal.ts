import type { FastifyReply } from 'fastify';

/**
 * A sign-in answer outside the envelope's success: the spec's client reads `message`, every
 * other `msg`. A wait is also sent as Retry-After (whole seconds).
 */
export function refuse(reply: FastifyReply, status: number, msg: string, retryAfterMs?: number) {
  if (retryAfterMs !== undefined) void reply.header('retry-after', Math.ceil(retryAfterMs / 1000));
  return reply.status(status).send({ success: false, msg, message: msg });
}
