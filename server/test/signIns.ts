import type { FastifyInstance } from 'fastify';

export interface SignInAttempt {
  username: string;
  password?: string;
  /** The connection's address (app.inject's remoteAddress). */
  from?: string;
  /** An X-Forwarded-For header, as a client or a proxy wrote it. */
  forwardedFor?: string;
}

/** One sign-in through app.inject from a chosen address; answers status, body and headers. */
export async function signInFrom(app: FastifyInstance, attempt: SignInAttempt) {
  const { username, password = 'not-the-password', from = '127.0.0.1', forwardedFor } = attempt;
  const answer = await app.inject({
    method: 'POST',
    url: '/api/admin/auth/login',
    remoteAddress: from,
    headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
    payload: { username, password, macAddress: 'x' },
  });
  return {
    status: answer.statusCode,
    body: answer.json<{ msg?: string; message?: string; token?: string }>(),
    retryAfter: answer.headers['retry-after'],
  };
}

let next = 0;
/** A documentation address (192.0.2.0/24, 198.51.100.0/24) no other attempt in this file used. */
export function freshAddress(): string {
  next += 1;
  return `${next < 255 ? '192.0.2' : '198.51.100'}.${next % 255}`;
}
