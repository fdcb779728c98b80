import { ApiError } from '@/sdk';

/**
 * The message to show for a failed call: the server's `msg` is written for people, so it is
 * shown as-is; anything else gets the fallback. A 401 needs nothing here: the sdk client tells
 * the auth machine (AuthProvider configures it), whichever screen made the call.
 */
export const failureMessage = (error: unknown, fallback: string): string =>
  error instanceof ApiError && error.msg ? error.msg : fallback;

/** A failed load as its error state shows it: the message and the server's request id. */
export interface LoadFailure {
  message: string;
  requestId: string | null;
}

/** The error state of a load that failed (src/console/LoadError shows it). */
export const loadFailure = (error: unknown, fallback: string): LoadFailure => ({
  message: failureMessage(error, fallback),
  requestId: error instanceof ApiError ? error.requestId : null,
});
