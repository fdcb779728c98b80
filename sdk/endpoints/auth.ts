import { z } from 'zod';
import { post } from '../client';
import { ApiError, parseInput } from '../errors';
import { LoginRequest, LoginResponse, MAC_ADDRESS } from '../schemas/auth';
import { apiSuccess } from '../schemas/envelope';
import { TwoFactorChallenge, TwoFactorLogin } from '../schemas/twoFactor';

export const LOGIN_FAILED = 'Login failed';

/**
 * Signs an administrator in; the constant macAddress is added here, as the spec sends it. Any
 * refusal throws the one ApiError, including the 401 of an account with two-factor on, whose
 * challenge `twoFactorChallengeOf` reads for loginWithCode.
 */
export async function login(credentials: { username: string; password: string }) {
  const body = parseInput(LoginRequest, { ...credentials, macAddress: MAC_ADDRESS });
  return post('/api/admin/auth/login', body, LoginResponse, LOGIN_FAILED);
}

/** The challenge of a sign-in refused only for want of a code, or null for any other failure. */
export function twoFactorChallengeOf(error: unknown): TwoFactorChallenge | null {
  if (!(error instanceof ApiError) || error.status !== 401) return null;
  const challenge = TwoFactorChallenge.safeParse(error.body);
  return challenge.success ? challenge.data : null;
}

/** The second step: the challenge and a code from the authenticator app, or a recovery code. */
export async function loginWithCode(input: TwoFactorLogin): Promise<LoginResponse> {
  const body = parseInput(TwoFactorLogin, input);
  return post('/api/admin/auth/login/two-factor', body, LoginResponse, LOGIN_FAILED);
}

/** Revokes the current token on the server. */
export async function logout() {
  await post('/api/admin/auth/logout', {}, apiSuccess(z.null()));
}
