import { ApiError } from '@/sdk/errors';

/** What the sign-in's two steps send and answer, and how a failure is told (authMachine.ts). */

/** The spec's login failure messages (section 8), shown as-is under the sign-in form. */
export const AuthMessages = {
  failed: 'Login failed',
  error: 'An error occurred during login',
} as const;

export interface LoginCredentials {
  username: string;
  password: string;
}

/** A signed-in answer; the sdk's also has expiresAt, which is not needed here. */
export interface SignedIn {
  token: string;
  message: string;
}

/** The password was right and the account has two-factor on: a code must follow. */
export interface CodeNeeded {
  /** The server's challenge, sent back with the code (docs/api.md, two-factor sign-in). */
  challenge: string;
  message: string;
}

/** What the login actor resolves with. */
export type LoginAnswer = SignedIn | CodeNeeded;

/** What the second step sends: the challenge and a code typed by the user. */
export interface CodeAttempt {
  challenge: string;
  code: string;
}

export const needsCode = (answer: LoginAnswer): answer is CodeNeeded => 'challenge' in answer;
/** 410: the challenge expired, was used, or had too many wrong codes: the password again. */
export const challengeEnded = (error: unknown) => error instanceof ApiError && error.status === 410;

/** A non-200 answer reports the server's message; anything without a status is an exception. */
export function loginFailureMessage(error: unknown): string {
  if (error instanceof ApiError && error.status > 0 && error.status !== 200) {
    return error.msg || AuthMessages.failed;
  }
  return AuthMessages.error;
}
