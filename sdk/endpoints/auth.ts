import { z } from 'zod';
import { post } from '../client';
import { parseInput } from '../errors';
import { LoginRequest, LoginResponse, MAC_ADDRESS } from '../schemas/auth';
import { apiSuccess } from '../schemas/envelope';

export const LOGIN_FAILED = 'Login failed';

/** Signs an administrator in; the constant macAddress is added here, as the spec sends it. */
export async function login(credentials: { username: string; password: string }) {
  const body = parseInput(LoginRequest, { ...credentials, macAddress: MAC_ADDRESS });
  return post('/api/admin/auth/login', body, LoginResponse, LOGIN_FAILED);
}

/** Revokes the current token on the server. */
export async function logout() {
  await post('/api/admin/auth/logout', {}, apiSuccess(z.null()));
}
