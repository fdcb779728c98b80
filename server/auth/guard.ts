import type { FastifyRequest } from 'fastify';
import { ADMIN_TOKEN_HEADER } from '@/sdk/schemas';
import type { Role } from '@/sdk/schemas/users';
import { TwoFactorMessages } from '@/sdk/schemas/twoFactor';
import { setActor } from '../audit/actor';
import type { Db } from '../db/database';
import { forbidden, unauthorized } from '../http/errors';
import { admitApiToken, bearerOf } from './apiTokenGuard';
import { requireTwoFactorForAdmins } from './securitySettings';
import { findSessionUser } from './sessions';
import type { SessionUser } from './sessions';

/** The token from the x-admin-token header, if one was sent. */
export function tokenOf(request: FastifyRequest): string | null {
  const value = request.headers[ADMIN_TOKEN_HEADER];
  const token = Array.isArray(value) ? value[0] : value;
  return token && token.length <= 200 ? token : null;
}

/** The signed-in user of a live session (not expired, revoked or disabled), or null. */
export async function sessionUser(db: Db, request: FastifyRequest): Promise<SessionUser | null> {
  const token = tokenOf(request);
  return token === null ? null : findSessionUser(db, token);
}

/** Whether the request carries a live staff session (public reads use it to show inactive items). */
export async function isAdmin(db: Db, request: FastifyRequest): Promise<boolean> {
  return (await sessionUser(db, request)) !== null;
}

export const ROLE_FORBIDDEN = 'Your role does not allow this. Ask an admin if you need it.';
export const PASSWORD_CHANGE_FIRST =
  'Choose a new password first: the one you signed in with was a one-time password.';
export const TWO_FACTOR_FIRST = TwoFactorMessages.setUpFirst;

export interface RoleGuardOptions {
  /** The few account routes a user with a one-time password may still call. */
  allowOneTimePassword?: boolean;
  /**
   * The routes an admin may call before setting up two-factor sign-in while the site requires it:
   * who am I, the set-up itself, the own password and signing out.
   */
  allowWithoutTwoFactor?: boolean;
  /**
   * The route only reads (issue 38): an API token whose scope reads an area (read-leads) may
   * call it. Without it a route counts as writing, which such a token may not call.
   */
  readOnly?: boolean;
  /**
   * A rule of the route beyond the role (the review rule of publishing, server/content/
   * publishing.ts): its refusal of the user let in, or null. Asked before an API token's use is
   * audited, so a token it refuses is audited once, as refused, with why (issue 43).
   */
  refusal?: (user: SessionUser) => Promise<RouteRefusal | null>;
}

/** A route rule's refusal: the 403's message, and why, for an API token's audit entry. */
export interface RouteRefusal {
  message: string;
  why: string;
}

/** An admin without two-factor while the site requires it (read only for such an admin). */
async function mustSetUpTwoFactor(db: Db, user: SessionUser): Promise<boolean> {
  return user.role === 'admin' && !user.twoFactorEnabled && requireTwoFactorForAdmins(db);
}

/**
 * The one guard of every non-public route: 401 without a live session, 403 when the user's role
 * is not among `roles`, the one-time password has not been replaced yet, or the user is an admin
 * without two-factor sign-in while the site requires it (checked on every request, so turning the
 * requirement on stops such admins' sessions at once, the API's included). It names the actor
 * for the audit log of the rest of the request.
 *
 * Other systems call with `Authorization: Bearer <API token>` instead of the console's
 * x-admin-token (which wins when both are sent): then the token's scope decides, not a role
 * (apiTokenGuard.ts). `roles` is always `Permissions.<area>`, which tells the token its area.
 */
export const requireRole = (db: Db, roles: readonly Role[], options: RoleGuardOptions = {}) => {
  const guard = async (request: FastifyRequest) => {
    const bearer = tokenOf(request) === null ? bearerOf(request) : null;
    if (bearer !== null)
      return admitApiToken(db, request, bearer, roles, options.readOnly ?? false, options.refusal);
    const user = await sessionUser(db, request);
    if (!user) throw unauthorized();
    if (!roles.includes(user.role)) throw forbidden(ROLE_FORBIDDEN);
    if (user.mustChangePassword && !options.allowOneTimePassword)
      throw forbidden(PASSWORD_CHANGE_FIRST);
    if (!options.allowWithoutTwoFactor && (await mustSetUpTwoFactor(db, user)))
      throw forbidden(TWO_FACTOR_FIRST);
    const refused = await options.refusal?.(user);
    if (refused) throw forbidden(refused.message);
    setActor(request, user);
  };
  guardAccess.set(guard, { roles, readOnly: options.readOnly ?? false });
  return guard;
};

/** Who a route's guard lets in: the API description (server/openapi) reads it from the route. */
export interface GuardAccess {
  roles: readonly Role[];
  readOnly: boolean;
}
const guardAccess = new WeakMap<object, GuardAccess>();

/** The access of the role guard among a route's preHandler hooks; null: the route is public. */
export function accessOfRoute(preHandler: unknown): GuardAccess | null {
  for (const hook of [preHandler].flat()) {
    const access = typeof hook === 'function' ? guardAccess.get(hook) : undefined;
    if (access) return access;
  }
  return null;
}

/** The user the guard let through (routes behind requireRole only). */
export { actorOf } from '../audit/actor';
