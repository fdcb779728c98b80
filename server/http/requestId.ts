import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';

/** What a reverse proxy's id may look like; anything else would let a client write into logs. */
const ACCEPTABLE_ID = /^[A-Za-z0-9._:@-]{1,128}$/;

/**
 * Every request's log lines carry one id: the reverse proxy's X-Request-Id when it sent a sane
 * one (so its access log and ours join up), a fresh UUID otherwise. Trusted only like any header:
 * it only labels logs, it decides nothing.
 */
export function requestIdFor(request: IncomingMessage): string {
  const sent = request.headers['x-request-id'];
  const value = Array.isArray(sent) ? sent[0] : sent;
  return value && ACCEPTABLE_ID.test(value) ? value : randomUUID();
}

/** Answers the id in X-Request-Id, so a visitor's error report can be found in the logs. */
export function echoRequestId(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    void reply.header('x-request-id', request.id);
    done();
  });
}
