import { Permissions } from '@/sdk/schemas/users';
import type { FastifyPluginAsync } from 'fastify';
import { UserChange, UserCreate, UserDelete } from '@/sdk/schemas/users';
import type { UserCreated } from '@/sdk/schemas/users';
import { SecuritySettings, TwoFactorMessages } from '@/sdk/schemas/twoFactor';
import type { SecurityOverview } from '@/sdk/schemas/twoFactor';
import { recordAudit } from '../audit/auditLog';
import { actorOf, requireRole } from '../auth/guard';
import {
  adminsWithoutTwoFactor,
  requireTwoFactorForAdmins,
  setRequireTwoFactorForAdmins,
} from '../auth/securitySettings';
import { generatePassword } from '../auth/password';
import { changeUser, createUser, deleteUser, listUsers } from '../auth/users';
import type { ServerContext } from '../context';
import { ok } from '../http/envelope';
import { conflict } from '../http/errors';
import { readJson } from '../http/form';
import { parseInput } from '../http/input';

/** The Users screen's API and the site's sign-in rules: admins only. Every change is audited. */
export const userRoutes =
  ({ db }: ServerContext): FastifyPluginAsync =>
  async (app) => {
    const adminsOnly = { preHandler: requireRole(db, Permissions.users) };

    app.post('/api/admin/users/getall', adminsOnly, async () =>
      ok('Users fetched.', await listUsers(db)),
    );

    app.post('/api/admin/users/create', adminsOnly, async (request, reply) => {
      const { username, role } = parseInput(UserCreate, readJson(request));
      // Shown to the admin once (the answer is never cached); only its hash is kept.
      const password = generatePassword();
      const user = await createUser(db, { username, role, password });
      await recordAudit(db, {
        kind: 'user',
        action: 'create',
        target: user.username,
        summary: `created ${user.username} as ${role}`,
      });
      reply.header('cache-control', 'no-store');
      const created: UserCreated = { user, password };
      return ok(
        'User created. Give them the one-time password now: it is not shown again.',
        created,
      );
    });

    app.post('/api/admin/users/update', adminsOnly, async (request) => {
      const change = parseInput(UserChange, readJson(request));
      const { before, after } = await changeUser(db, change);
      const changes: string[] = [];
      if (before.role !== after.role) changes.push(`role ${before.role} → ${after.role}`);
      if (before.disabled !== after.disabled) changes.push(after.disabled ? 'disabled' : 'enabled');
      if (changes.length > 0) {
        await recordAudit(db, {
          kind: 'user',
          action:
            after.disabled !== before.disabled ? (after.disabled ? 'disable' : 'enable') : 'role',
          target: after.username,
          summary: `${after.username}: ${changes.join(', ')}`,
        });
      }
      return ok('User updated.', after);
    });

    app.post('/api/admin/users/delete', adminsOnly, async (request) => {
      const { userId } = parseInput(UserDelete, readJson(request));
      const removed = await deleteUser(db, userId);
      await recordAudit(db, {
        kind: 'user',
        action: 'delete',
        target: removed.username,
        summary: `deleted ${removed.username}`,
      });
      return ok('User deleted.', { _id: removed._id });
    });

    const securityOverview = async (): Promise<SecurityOverview> => ({
      requireTwoFactorForAdmins: await requireTwoFactorForAdmins(db),
      adminsWithoutTwoFactor: await adminsWithoutTwoFactor(db),
    });

    app.post('/api/admin/security/getall', adminsOnly, async () =>
      ok('Sign-in rules fetched.', await securityOverview()),
    );

    // "Require two-factor for admins": the role guard enforces it on every route at once.
    app.post('/api/admin/security/update', adminsOnly, async (request) => {
      const { requireTwoFactorForAdmins: on } = parseInput(SecuritySettings, readJson(request));
      // The admin switching it on would be stopped by it at once: their own comes first.
      if (on && !actorOf(request).twoFactorEnabled) throw conflict(TwoFactorMessages.ownFirst);
      if (on !== (await requireTwoFactorForAdmins(db))) {
        await setRequireTwoFactorForAdmins(db, on);
        await recordAudit(db, {
          kind: 'user',
          action: 'require-two-factor',
          target: 'sign-in rules',
          summary: on
            ? 'two-factor sign-in is now required for admins'
            : 'two-factor sign-in is no longer required for admins',
        });
      }
      return ok('Sign-in rules saved.', await securityOverview());
    });
  };
