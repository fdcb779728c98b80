import { insertAdmin } from '@/server/auth/admins';
import { insertPasswordReset } from '@/server/auth/passwordResets';
import { hashToken } from '@/server/auth/sessions';
import type { Db } from '@/server/db/database';
import { text } from './stateParams';
import type { StateHandlers } from './stateParams';

/**
 * The password reset states (contracts/consumer/passwordReset.pact.test.ts, issue 47 item 5),
 * seeded through the server's own functions: a user and a live link whose token the pact sends.
 */
export function passwordResetStates(db: Db): StateHandlers {
  return {
    'a password reset link exists': async (params) => {
      const user = await insertAdmin(db, {
        username: text(params, 'username'),
        passwordHash: 'none',
        role: 'editor',
      });
      if (!user) throw new Error('the reset link user exists already');
      await insertPasswordReset(db, {
        tokenHash: hashToken(text(params, 'token')),
        adminId: user.id,
        createdBy: 'admin',
        expiresAt: new Date(Date.now() + 3_600_000),
      });
    },
  };
}
