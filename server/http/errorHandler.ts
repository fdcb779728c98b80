import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ApiHttpError, GENERIC_ERROR, tooLarge } from './errors';
import { closeAfterAnswerLingering } from './lingeringClose';

/** Fastify's and @fastify/multipart's client errors, with messages a person can act on. */
const clientErrors: Record<string, { status: number; msg: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, msg: 'The request body is not valid JSON.' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, msg: 'The request body is empty.' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, msg: 'The request body length is wrong.' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, msg: 'Send JSON or multipart form data.' },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, msg: 'The request body is too large.' },
  FST_INVALID_MULTIPART_CONTENT_TYPE: { status: 415, msg: 'Send JSON or multipart form data.' },
  FST_PARTS_LIMIT: { status: 413, msg: 'The form has too many parts.' },
  FST_FILES_LIMIT: { status: 413, msg: 'The form has too many files.' },
  FST_FIELDS_LIMIT: { status: 413, msg: 'The form has too many fields.' },
  FST_PROTO_VIOLATION: { status: 400, msg: 'The form has a forbidden field name.' },
};

type Failure = { status: number; msg: string; issues?: ApiIssueList };
type ApiIssueList = ApiHttpError['issues'];

function classify(error: FastifyError | ApiHttpError, maxUploadBytes: number): Failure | null {
  if (error instanceof ApiHttpError) {
    return { status: error.statusCode, msg: error.msg, issues: error.issues };
  }
  if (error.code === 'FST_REQ_FILE_TOO_LARGE')
    return { status: 413, msg: tooLarge(maxUploadBytes).msg };
  const known = error.code ? clientErrors[error.code] : undefined;
  if (known) return known;
  // JSON.parse failures surface as SyntaxError with status 400 from the body parser.
  if (error instanceof SyntaxError && error.statusCode === 400) {
    return clientErrors.FST_ERR_CTP_INVALID_JSON_BODY ?? null;
  }
  if (error.statusCode === 429) {
    return { status: 429, msg: 'Too many requests. Please wait a minute and try again.' };
  }
  // Any other 4xx that fastify raised itself: say only that the request was not readable.
  if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500 && error.code) {
    return { status: error.statusCode, msg: 'The request could not be read.' };
  }
  return null;
}

/**
 * The one place a failure becomes an answer: the envelope with a status and a msg. Anything
 * unexpected is logged in full and answered with a generic 500, so no stack trace or SQL error
 * ever reaches a client.
 */
export function registerErrorHandler(
  app: FastifyInstance,
  maxUploadBytes: number,
  lingerMs: number,
): void {
  app.setErrorHandler(
    (error: FastifyError | ApiHttpError, request: FastifyRequest, reply: FastifyReply) => {
      const failure = classify(error, maxUploadBytes);
      if (!failure) {
        // The client hung up mid-answer: nothing failed on the server, and nobody reads the 500.
        if ('code' in error && error.code === 'ERR_STREAM_PREMATURE_CLOSE')
          request.log.info(
            { code: error.code },
            'the client closed the connection before the answer',
          );
        else request.log.error({ err: error }, 'request failed');
        return reply.status(500).send({ success: false, msg: GENERIC_ERROR });
      }
      if (failure.status >= 500) request.log.error({ err: error }, 'request failed');
      else request.log.info({ status: failure.status, msg: failure.msg }, 'request refused');
      // A refused request whose body has not fully arrived (too large, endless): close the
      // connection after answering, or Node would go on reading the rest of the body.
      // The client reads the answer before the close (lingeringClose.ts), not a reset instead.
      if (!request.raw.complete) {
        void reply.header('connection', 'close');
        closeAfterAnswerLingering(request.raw, lingerMs);
      }
      const body = failure.issues
        ? { success: false, msg: failure.msg, issues: failure.issues }
        : { success: false, msg: failure.msg };
      return reply.status(failure.status).send(body);
    },
  );
}
