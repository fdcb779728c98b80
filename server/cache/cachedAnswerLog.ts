import type { FastifyBaseLogger } from 'fastify';

/**
 * What the log says of answers repeated from the content cache (cache/cachedAnswers.ts). At
 * `info` (npm start's level) one line per period says how many there were, instead of a line per
 * answer: a line per answer cost a content read about a third of its rate (docs/performance.md,
 * "Request logs"), and each of them is a 200 or 304 of public content that the route answered
 * first and logged. At `debug` and `trace` every answer gets its line too, with its request id;
 * its `req.url` goes through the logger's redaction like every request line's (logRedaction.ts).
 */
export interface CachedAnswerLog {
  /** Counts one repeated answer, and logs it at debug with its time (ms, as Fastify's lines). */
  answered(
    reqId: string,
    method: string | undefined,
    url: string | undefined,
    status: number,
    responseTime: number,
  ): void;
  /** Logs what is counted and not yet logged (the server is closing). */
  close(): void;
}

const PER_ANSWER_LEVELS = new Set(['trace', 'debug']);

export function createCachedAnswerLog(log: FastifyBaseLogger, periodMs: number): CachedAnswerLog {
  let answers = 0;
  let notModified = 0;
  let since = Date.now();

  const summarize = () => {
    if (answers > 0) {
      log.info(
        { answers, notModified, periodMs: Date.now() - since },
        'answers repeated from the content cache',
      );
    }
    answers = 0;
    notModified = 0;
    since = Date.now();
  };
  const timer = setInterval(summarize, periodMs);
  // The summary never keeps a process alive that has nothing else to do.
  timer.unref();

  return {
    answered(reqId, method, url, status, responseTime) {
      answers += 1;
      if (status === 304) notModified += 1;
      if (PER_ANSWER_LEVELS.has(log.level)) {
        log.debug(
          { reqId, req: { method, url }, res: { statusCode: status }, responseTime },
          'request completed from the content cache',
        );
      }
    },
    close() {
      clearInterval(timer);
      summarize();
    },
  };
}
