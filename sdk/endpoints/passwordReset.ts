import { z } from 'zod';
import { post } from '../client';
import { parseInput } from '../errors';
import { apiSuccess } from '../schemas/envelope';
import {
  PasswordResetCreate,
  PasswordResetLink,
  PasswordResetOptions,
  PasswordResetRequest,
  PasswordResetSet,
} from '../schemas/passwordReset';

/** An admin makes a single-use reset link for a user; the answer is the only time it is shown. */
export async function createResetLink(input: PasswordResetCreate): Promise<PasswordResetLink> {
  const body = parseInput(PasswordResetCreate, input);
  return (await post('/api/admin/users/password-reset', body, apiSuccess(PasswordResetLink))).data;
}

/** Whether the sign-in page may offer "Forgot password?" (a link can be e-mailed). */
export async function resetOptions(): Promise<PasswordResetOptions> {
  const answer = await post(
    '/api/admin/auth/password-reset/options',
    {},
    apiSuccess(PasswordResetOptions),
  );
  return answer.data;
}

/** Asks for a link by e-mail; the answer's message is the same whether the user exists or not. */
export async function requestReset(input: PasswordResetRequest): Promise<string> {
  const body = parseInput(PasswordResetRequest, input);
  return (await post('/api/admin/auth/password-reset/request', body, apiSuccess(z.null()))).msg;
}

/** Sets a new password with a link's token; every session of that user ends. */
export async function setPasswordWithToken(input: PasswordResetSet): Promise<string> {
  const body = parseInput(PasswordResetSet, input);
  return (await post('/api/admin/auth/password-reset', body, apiSuccess(z.null()))).msg;
}
