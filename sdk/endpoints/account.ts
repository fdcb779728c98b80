import { z } from 'zod';
import { post } from '../client';
import { parseInput } from '../errors';
import { apiSuccess } from '../schemas/envelope';
import { CurrentUser, PasswordChange, PasswordChanged, ReviewEmails } from '../schemas/users';
import {
  RecoveryCodes,
  TwoFactorConfirmation,
  TwoFactorEnable,
  TwoFactorSetup,
} from '../schemas/twoFactor';

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

/** Turns the signed-in user's "E-mail me about reviews" on or off (issue 47); answers it. */
export async function setReviewEmails(reviewEmails: boolean): Promise<ReviewEmails> {
  const body = parseInput(ReviewEmails, { reviewEmails });
  return (await post('/api/admin/account/review-emails', body, apiSuccess(ReviewEmails))).data;
}

/** Starts a two-factor set-up: the QR code, the secret as text, and until when it may be confirmed. */
export async function startTwoFactor(): Promise<TwoFactorSetup> {
  return (await post('/api/admin/account/two-factor/setup', {}, apiSuccess(TwoFactorSetup))).data;
}

/** Confirms the set-up with the authenticator's code; answers the recovery codes, shown once. */
export async function enableTwoFactor(input: TwoFactorEnable): Promise<RecoveryCodes> {
  const body = parseInput(TwoFactorEnable, input);
  return (await post('/api/admin/account/two-factor/enable', body, apiSuccess(RecoveryCodes))).data;
}

/** New recovery codes (the old ones stop working); needs the password and a code. */
export async function renewRecoveryCodes(input: TwoFactorConfirmation): Promise<RecoveryCodes> {
  const body = parseInput(TwoFactorConfirmation, input);
  const answer = await post(
    '/api/admin/account/two-factor/recovery-codes',
    body,
    apiSuccess(RecoveryCodes),
  );
  return answer.data;
}

/** Turns two-factor sign-in off; needs the password and a code. */
export async function disableTwoFactor(input: TwoFactorConfirmation): Promise<void> {
  const body = parseInput(TwoFactorConfirmation, input);
  await post('/api/admin/account/two-factor/disable', body, apiSuccess(z.null()));
}
