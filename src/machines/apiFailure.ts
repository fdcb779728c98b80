import { ApiError, FALLBACK_MESSAGE } from '@/sdk/errors';

// How the machines read a rejected actor. The sdk throws one ApiError for every failure
// (status 0 when no answer came), so the machines only need these three questions. A 401 is
// not among them: the sdk client reports it once (configureApi's onUnauthorized).

/** The server's `msg` when there is one; anything else (a bug, a thrown string) gets the fallback. */
export const failureMessage = (error: unknown, fallback: string = FALLBACK_MESSAGE): string =>
  error instanceof ApiError && error.msg ? error.msg : fallback;

/** The failed call's request id (the server's X-Request-Id), for support; null without one. */
export const requestIdOf = (error: unknown): string | null =>
  error instanceof ApiError ? error.requestId : null;

/** The first message per top-level field of a 400's issue list, for inline errors. */
export function issuesByField(error: unknown): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!(error instanceof ApiError)) return errors;
  for (const issue of error.issues) {
    const field = issue.path[0];
    if (typeof field === 'string' && !(field in errors)) errors[field] = issue.message;
  }
  return errors;
}
