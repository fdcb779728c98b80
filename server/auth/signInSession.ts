import type { LoginResponse } from '@/sdk/schemas';
import { recordAudit } from '../audit/auditLog';
import type { Db } from '../db/database';
import type { AdminRow } from './admins';
import { createSession } from './sessions';

/**
 * The end of every successful sign-in, with or without a second step: a session, the audit entry
 * (how the second factor was given, when there was one) and the spec's login answer.
 */
export async function signedIn(
  db: Db,
  admin: AdminRow,
  ttlHours: number,
  how?: string,
): Promise<LoginResponse> {
  const session = await createSession(db, admin.id, ttlHours);
  await recordAudit(db, {
    kind: 'sign-in',
    action: 'success',
    target: admin.username,
    ...(how ? { summary: how } : {}),
    actor: { id: admin.id, username: admin.username },
  });
  return {
    token: session.token,
    message: 'Login successful',
    expiresAt: session.expiresAt.toISOString(),
    role: admin.role,
    mustChangePassword: admin.mustChangePassword,
  };
}
