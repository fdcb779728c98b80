import type { FastifyServerOptions } from 'fastify';

/**
 * Secrets never reach a log line (issue 43). A URL can carry one: a preview link's token is its
 * path (`/preview/<token>/`, valid up to 30 days), an API token (`lms_…`) or a reset link's
 * token pasted into a query string by a client, and any query parameter named like a secret.
 * Pino's own redaction rewrites them wherever a URL is logged: the request log's `req.url` (the
 * completed, errored and incoming lines, and the content cache's per-answer lines, which log a
 * `req` too), an error's message and stack, which may quote a URL, and a line's message.
 * Headers (Authorization, x-admin-token, Idempotency-Key) are never logged: Fastify's req
 * serializer writes none.
 */

const REDACTED = '[redacted]';

/** The preview token: the path segment after /preview/, also percent-encoded in a query. */
const PREVIEW_TOKEN = /(\/preview\/|%2fpreview%2f)[^/?#&%]+/gi;
/** Every API token starts with `lms_` (sdk/schemas/apiTokens.ts); real ones have 43 more. */
const API_TOKEN = /lms_[A-Za-z0-9_-]{20,}/g;
/** The value of a query parameter whose name ends like a secret's (access_token, apiKey, sig). */
const SECRET_PARAMETER =
  /([?&;][^=&#]*?(?:token|secret|password|passwd|pwd|key|signature|sig|code|auth|session|sid|reset|otp|credential)s?=)[^&#]*/gi;
/** Most URLs have none of these, and skip the replacing. */
const MAYBE_SECRET = /preview|lms_|[?&;]/i;

/** The text with every secret a URL may carry replaced by `[redacted]`. */
export function redactSecrets(text: string): string {
  if (!MAYBE_SECRET.test(text)) return text;
  return text
    .replace(PREVIEW_TOKEN, `$1${REDACTED}`)
    .replace(API_TOKEN, `lms_${REDACTED}`)
    .replace(SECRET_PARAMETER, `$1${REDACTED}`);
}

/** Texts that may quote a URL, as pino's redaction paths (the req serializer logs no headers). */
const TEXT_WITH_URLS = ['req.url', 'err.message', 'err.stack'];

/** Pino's redaction: each text with a URL rewritten by redactSecrets. */
export const logRedaction = {
  paths: TEXT_WITH_URLS,
  censor: (value: unknown) => (typeof value === 'string' ? redactSecrets(value) : value),
};

type LoggerOption = FastifyServerOptions['logger'];

/**
 * A line's message is no path pino redacts: messages are rewritten as they are logged, and a
 * line with an error and no message (pino would take the error's) gets the redacted one.
 */
function redactMessage(this: unknown, args: unknown[], log: (...args: unknown[]) => void) {
  const [first, ...rest] = args;
  const error =
    typeof first === 'object' && first !== null ? (first as { err?: unknown }).err : null;
  const messages = typeof first === 'string' ? args : rest;
  const redacted = messages.map((arg) => (typeof arg === 'string' ? redactSecrets(arg) : arg));
  if (typeof first === 'string') return log.apply(this, redacted);
  if (redacted.length === 0 && error instanceof Error) redacted.push(redactSecrets(error.message));
  return log.apply(this, [first, ...redacted]);
}

/** The server's logger options with the redaction added; no logger stays none. */
export function withLogRedaction(logger: LoggerOption): LoggerOption {
  if (logger === false || logger === undefined) return logger;
  const options = logger === true ? {} : logger;
  return { ...options, redact: logRedaction, hooks: { logMethod: redactMessage } };
}
