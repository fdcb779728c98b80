import { LogController } from 'fastify';
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import { createCachedAnswerLog } from '../cache/cachedAnswerLog';
import type { CachedAnswerLog } from '../cache/cachedAnswerLog';
import { redactSecrets } from './logRedaction';

/**
 * The server's request log, through Fastify's own extension point for it (`logController`):
 *
 * - one line per request at `info`, when it completes ("request completed", with the request's
 *   method, URL, host and address, the status and the time taken); the "incoming request" line
 *   Fastify writes first is logged at `debug` only. Half the lines for the same facts: at info a
 *   second line per request was a measurable part of what an answer cost (docs/performance.md).
 * - answers repeated from the content cache (cache/cachedAnswers.ts: public content a route had
 *   already answered and logged) are counted into one summary line a minute at `info`, and
 *   logged one by one at `debug`.
 *
 * Errors, 5xx and everything else are logged as Fastify logs them. No line carries a secret
 * from the URL (a preview link's token, an API token, a secret query parameter): the logger's
 * redaction rewrites `req.url` and error texts (logRedaction.ts), and the one line Fastify
 * writes with the URL in its message, a route not found, is written here from the redacted URL.
 */
const DEBUG_LEVELS = new Set(['debug', 'trace']);

export class RequestLog extends LogController {
  #repeated: CachedAnswerLog | null = null;
  #isRepeated: (request: FastifyRequest) => boolean = () => false;

  /** Starts counting the answers `isRepeated` names, into a summary every `periodMs`. */
  countRepeatedAnswers(
    log: FastifyBaseLogger,
    isRepeated: (request: FastifyRequest) => boolean,
    periodMs = 60_000,
  ): CachedAnswerLog {
    this.#isRepeated = isRepeated;
    this.#repeated = createCachedAnswerLog(log, periodMs);
    return this.#repeated;
  }

  override incomingRequest(request: FastifyRequest): void {
    if (DEBUG_LEVELS.has(request.log.level))
      request.log.debug({ req: request }, 'incoming request');
  }

  override routeNotFound(request: FastifyRequest): void {
    const { method, url = '' } = request.raw;
    request.log.info(`Route ${method}:${redactSecrets(url)} not found`);
  }

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    if (error) {
      reply.log.error(
        { req: request, res: reply, err: error, responseTime: reply.elapsedTime },
        'request errored',
      );
    } else if (this.#repeated && this.#isRepeated(request)) {
      this.#repeated.answered(
        request.id,
        request.method,
        request.url,
        reply.statusCode,
        reply.elapsedTime,
      );
    } else {
      reply.log.info(
        { req: request, res: reply, responseTime: reply.elapsedTime },
        'request completed',
      );
    }
  }
}
