import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { Permissions } from '@/sdk/schemas/users';
import { TwoFactorConfirmation, TwoFactorEnable, TwoFactorMessages } from '@/sdk/schemas/twoFactor';
import type { RecoveryCodes, TwoFactorSetup } from '@/sdk/schemas/twoFactor';
import { recordAudit } from '../audit/auditLog';
import { findAdminById } from '../auth/admins';
import type { AdminRow } from '../auth/admins';
import { actorOf, requireRole, tokenOf } from '../auth/guard';
import { replaceRecoveryCodes } from '../auth/recoveryCodes';
import { revokeAdminSessions, revokeChallenges } from '../auth/sessions';
import { otpauthUrl, qrCodeDataUrl } from '../auth/totp';
import {
  clearTwoFactor,
  confirmEnrolment,
  requireSecondFactor,
  sealTotpSecrets,
  startEnrolment,
  twoFactorOn,
} from '../auth/twoFactor';
import { totpSecrets } from '../auth/totpSecrets';
import type { SecondFactorCheck } from '../auth/twoFactor';
import type { ServerContext } from '../context';
import { ok } from '../http/envelope';
import { conflict, unauthorized } from '../http/errors';
import { readJson } from '../http/form';
import { parseInput } from '../http/input';
import { currentPasswordCheck, passwordCheckLimit } from './currentPassword';

/** How the authenticator app lists the account: the site's host when PUBLIC_URL names it. */
function issuerName(publicUrl: string | undefined): string {
  try {
    if (publicUrl) return `LMS console (${new URL(publicUrl).host})`;
  } catch {
    // Not a URL: the plain name below.
  }
  return 'LMS console';
}

const confirmedBy = (check: SecondFactorCheck) =>
  check.outcome === 'accepted' && check.via === 'recovery code'
    ? ` (confirmed with a recovery code, ${check.left} left)`
    : '';

/**
 * Two-factor sign-in on My account (issue 33 item 10): set up (a secret shown once as a QR code
 * and as text), confirm with the password and a code (then on, with recovery codes shown once),
 * new recovery codes, and off. Turning it on asks for the password (issue 43: a stolen session
 * cannot bind its own authenticator) and signs the user's other sessions out; taking the codes
 * away (off, new codes) asks for the password and a code again, so an unattended session cannot
 * do it. Each of these ends the sign-ins waiting for a code. Registered by accountRoutes.
 */
export const twoFactorRoutes =
  (context: Pick<ServerContext, 'config' | 'db' | 'passwordThrottle'>): FastifyPluginAsync =>
  async (app) => {
    const { config, db } = context;
    // Setting up is what an admin must do while the site requires it: allowed before it.
    const enrolment = {
      preHandler: requireRole(db, Permissions.account, { allowWithoutTwoFactor: true }),
    };
    const enabling = { ...enrolment, config: passwordCheckLimit(config) };
    const ownAccount = {
      preHandler: requireRole(db, Permissions.account),
      config: passwordCheckLimit(config),
    };
    const currentPassword = currentPasswordCheck(context);
    const secrets = totpSecrets(config);
    // Secrets kept plain before issue 43 are sealed once the server is up (and at first use).
    app.addHook('onReady', async () => {
      const sealed = await sealTotpSecrets(db, secrets);
      if (sealed > 0) app.log.info({ sealed }, 'two-factor secrets sealed');
      else if (!secrets.sealing)
        app.log.warn(
          'two-factor secrets are kept unsealed: set WEBHOOK_SECRET_KEY (the same on every instance) to seal them',
        );
    });

    const signedInAdmin = async (request: FastifyRequest): Promise<AdminRow> => {
      const admin = await findAdminById(db, actorOf(request).id);
      if (!admin) throw unauthorized();
      return admin;
    };

    /** The password and a code again, for taking two-factor (or its codes) away. */
    const wrongPassword = { field: 'currentPassword', message: TwoFactorMessages.wrongPassword };
    const reconfirm = async (request: FastifyRequest, reply: FastifyReply) => {
      const { currentPassword: password, code } = parseInput(
        TwoFactorConfirmation,
        readJson(request),
      );
      const admin = await signedInAdmin(request);
      if (!twoFactorOn(admin)) throw conflict(TwoFactorMessages.notOn);
      await currentPassword.require(reply, admin, password, wrongPassword);
      const check = await requireSecondFactor(db, admin, code, secrets);
      await currentPassword.passed(admin);
      return { admin, check };
    };

    app.post('/api/admin/account/two-factor/setup', enrolment, async (request, reply) => {
      const admin = await signedInAdmin(request);
      const { secret, expiresAt } = await startEnrolment(db, admin, secrets);
      const url = otpauthUrl(secret, {
        issuer: issuerName(config.publicUrl),
        label: admin.username,
      });
      const setup: TwoFactorSetup = {
        secret,
        otpauthUrl: url,
        qrCode: await qrCodeDataUrl(url),
        expiresAt: expiresAt.toISOString(),
      };
      reply.header('cache-control', 'no-store');
      return ok('Scan the QR code with your authenticator app, then enter its code.', setup);
    });

    app.post('/api/admin/account/two-factor/enable', enabling, async (request, reply) => {
      const { currentPassword: password, code } = parseInput(TwoFactorEnable, readJson(request));
      const actor = actorOf(request);
      const admin = await signedInAdmin(request);
      await currentPassword.require(reply, admin, password, wrongPassword);
      const codes = await confirmEnrolment(db, actor.id, code, secrets);
      await currentPassword.passed(admin);
      // Sessions opened with the password alone end; this browser's stays (it just proved both).
      const token = tokenOf(request);
      await revokeAdminSessions(db, actor.id, token === null ? {} : { keep: token });
      await recordAudit(db, {
        kind: 'user',
        action: 'two-factor-on',
        target: actor.username,
        summary: `${actor.username} turned two-factor sign-in on`,
      });
      reply.header('cache-control', 'no-store');
      const answer: RecoveryCodes = { recoveryCodes: codes };
      return ok('Two-factor sign-in is on. Keep your recovery codes somewhere safe.', answer);
    });

    app.post('/api/admin/account/two-factor/recovery-codes', ownAccount, async (request, reply) => {
      const { admin, check } = await reconfirm(request, reply);
      const codes = await replaceRecoveryCodes(db, admin.id);
      await recordAudit(db, {
        kind: 'user',
        action: 'recovery-codes',
        target: admin.username,
        summary: `${admin.username} made new recovery codes; the old ones no longer work${confirmedBy(check)}`,
      });
      reply.header('cache-control', 'no-store');
      const answer: RecoveryCodes = { recoveryCodes: codes };
      return ok('New recovery codes: the old ones no longer work.', answer);
    });

    app.post('/api/admin/account/two-factor/disable', ownAccount, async (request, reply) => {
      const { admin, check } = await reconfirm(request, reply);
      await clearTwoFactor(db, admin.id);
      await revokeChallenges(db, admin.id);
      await recordAudit(db, {
        kind: 'user',
        action: 'two-factor-off',
        target: admin.username,
        summary: `${admin.username} turned two-factor sign-in off${confirmedBy(check)}`,
      });
      return ok('Two-factor sign-in is off.', null);
    });
  };
