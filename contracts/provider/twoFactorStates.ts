import { createAdmin, findAdmin } from '@/server/auth/admins';
import { storeRecoveryCodes } from '@/server/auth/recoveryCodes';
import { currentCode, newTotpSecret } from '@/server/auth/totp';
import { activateTwoFactor, startEnrolment } from '@/server/auth/twoFactor';
import { insertChallenge } from '@/server/auth/twoFactorChallenges';
import { PLAIN_TOTP_SECRETS } from '@/server/auth/totpSecrets';
import type { Db } from '@/server/db/database';
import { text } from './stateParams';
import type { StateHandlers } from './stateParams';

/** The user 'a valid admin token exists' seeded (an admin unless it was asked for an editor). */
async function tokenUser(db: Db) {
  const admin =
    (await findAdmin(db, 'pact-token-admin')) ?? (await findAdmin(db, 'pact-token-editor'));
  if (!admin) throw new Error("'a valid admin token exists' must come first");
  return admin;
}

/** Turns two-factor on for a user with a new secret; answers the code it shows now. */
async function withTwoFactor(db: Db, adminId: string): Promise<{ code: string }> {
  const secret = newTotpSecret();
  await activateTwoFactor(db, adminId, secret);
  return { code: currentCode(secret) };
}

/**
 * The two-factor provider states (contracts/consumer/twoFactor.pact.test.ts), seeded through the
 * server's own two-factor functions. States that answer `{ code }` give the authenticator's
 * current code, which the pact injects into its request (fromProviderState('${code}')).
 */
export function twoFactorStates(db: Db): StateHandlers {
  const createTwoFactorUser = async (params: unknown) => {
    const admin = await createAdmin(db, text(params, 'username'), text(params, 'password'));
    if (!admin) throw new Error('the two-factor user exists already');
    await withTwoFactor(db, admin.id);
    return admin;
  };
  return {
    'an admin account with two-factor on exists': async (params) => {
      await createTwoFactorUser(params);
    },
    'a two-factor sign-in awaits its code': async (params) => {
      const admin = await createTwoFactorUser(params);
      await insertChallenge(db, admin.id, text(params, 'challenge'));
      await storeRecoveryCodes(db, admin.id, [text(params, 'recoveryCode').replace(/-/g, '')]);
    },
    'the token user has started a two-factor set-up': async () => {
      // Seeded plain: the server seals it when the set-up is confirmed.
      const { secret } = await startEnrolment(db, await tokenUser(db), PLAIN_TOTP_SECRETS);
      return { code: currentCode(secret) };
    },
    'the token user has two-factor on': async () => withTwoFactor(db, (await tokenUser(db)).id),
  };
}
