import { z } from 'zod';
import { post } from '../client';
import { parseInput } from '../errors';
import { apiSuccess } from '../schemas/envelope';
import { CurrentUser, PasswordChange, PasswordChanged } from '../schemas/users';

/** Who holds the stored token, with the role the console shapes its navigation on. */
export async function currentUser(): Promise<CurrentUser> {
  return (await post('/api/admin/account/me', {}, apiSuccess(CurrentUser))).data;
}

/**
 * Changes the signed-in user's password. Every session ends; the answer carries a fresh token
 * for this browser, which the caller stores in place of the old one.
 */
export async function changePassword(change: PasswordChange): Promise<PasswordChanged> {
  const body = parseInput(PasswordChange, change);
  return (await post('/api/admin/account/password', body, apiSuccess(PasswordChanged))).data;
}

/** Ends every session of the signed-in user, this one included. */
export async function signOutEverywhere(): Promise<void> {
  await post('/api/admin/account/signout-all', {}, apiSuccess(z.null()));
}
