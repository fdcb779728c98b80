import * as z from 'zod/mini';
import { ApiFailure } from './schemas/envelope';
import type { ApiIssue } from './schemas/envelope';

/** What every sdk function throws: the HTTP status (0 when no answer came) and a message. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    /** HTTP status of the answer; 0 for a network failure or an unreadable answer. */
    readonly status: number,
    /** The server's `msg`, or a fallback a person can read. */
    readonly msg: string,
    /** Field issues of a 400, when the server listed them. */
    readonly issues: ApiIssue[] = [],
    /** The server's X-Request-Id for this call, so support can find it in the logs. */
    readonly requestId: string | null = null,
    /** The failure's body as sent, for the few callers that read more than `msg` (a sign-in's two-factor challenge). */
    readonly body: unknown = undefined,
  ) {
    super(msg);
  }
}

export const FALLBACK_MESSAGE = 'Something went wrong. Please try again.';

type RejectedResponse = { status?: unknown; data?: unknown; headers?: unknown };

/** The answer's X-Request-Id, when it came with headers (the fetch path's Headers). */
const requestIdOf = (headers: unknown): string | null =>
  // By shape, not instanceof: the Headers may come from another realm (jsdom, a test's fetch).
  typeof (headers as Headers | undefined)?.get === 'function'
    ? (headers as Headers).get('x-request-id')
    : null;

const messageFrom = (data: unknown): string | undefined => {
  const failure = ApiFailure.safeParse(data);
  if (failure.success) return failure.data.msg;
  if (data && typeof data === 'object') {
    const { msg, message } = data as { msg?: unknown; message?: unknown };
    if (typeof msg === 'string' && msg) return msg;
    if (typeof message === 'string' && message) return message;
  }
  return undefined;
};

/** Turns whatever redaxios rejected with (a response or a fetch error) into one ApiError. */
export function toApiError(reason: unknown, fallback = FALLBACK_MESSAGE): ApiError {
  if (reason instanceof ApiError) return reason;
  const response = reason as RejectedResponse | null;
  if (response && typeof response === 'object' && typeof response.status === 'number') {
    const failure = ApiFailure.safeParse(response.data);
    return new ApiError(
      response.status,
      messageFrom(response.data) ?? fallback,
      failure.success ? (failure.data.issues ?? []) : [],
      requestIdOf(response.headers),
      response.data,
    );
  }
  return new ApiError(0, fallback);
}

/**
 * Checks a call's input with its schema before anything is sent, and reports a problem the same
 * way the server would (status 400 with the field issues), so callers handle one error type.
 */
export function parseInput<T extends z.core.$ZodType>(schema: T, input: unknown): z.output<T> {
  const result = z.safeParse(schema, input);
  if (result.success) return result.data;
  const issues = result.error.issues.map((i) => ({
    path: i.path.map((p) => (typeof p === 'symbol' ? String(p) : p)),
    message: i.message,
  }));
  throw new ApiError(400, issues[0]?.message ?? FALLBACK_MESSAGE, issues);
}
