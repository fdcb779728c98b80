import type { FastifyRequest } from 'fastify';
import { ApiTokenMessages } from '@/sdk/schemas/apiTokens';
import { Permissions, scopeAllows } from '@/sdk/schemas/users';
import type { Area, Role } from '@/sdk/schemas/users';
import { setActor } from '../audit/actor';
import { recordAudit } from '../audit/auditLog';
import type { Db } from '../db/database';
import { forbidden, unauthorized } from '../http/errors';
import { findLiveApiToken, MAKER_STOPPED, markApiTokenUsed } from './apiTokens';
import type { RouteRefusal } from './guard';
import type { SessionUser } from './sessions';

/** The token of an `Authorization: Bearer <token>` header, if one was sent (other schemes: none). */
export function bearerOf(request: FastifyRequest): string | null {
  const match = /^Bearer +(\S+) *$/i.exec(request.headers.authorization ?? '');
  return match?.[1] ?? null;
}

/**
 * The area a guard's roles are: routes name their roles as `Permissions.<area>`, one array per
 * area (arrays with the same roles are still different entries), so the array tells the area.
 * A guard given any other list is no area a token may reach.
 */
const areaOfRoles = new Map<readonly Role[], Area>(
  (Object.keys(Permissions) as Area[]).map((area) => [Permissions[area], area]),
);

/**
 * The role guard's half for API tokens (issue 38): 401 for a token that is unknown, expired or
 * revoked (read from the database each time, so a revocation holds at once on every instance);
 * 403 unless the token's scope names the route's area, and for a read-only scope, unless the
 * route only reads. Every use, let through or refused, is one audit entry naming the token and
 * the route. A token whose maker is disabled, demoted or deleted gets 401 (issue 43,
 * server/auth/apiTokens.ts). The token acts as a user without a role of its own: where later
 * code asks (the review rule for publishing), it counts as an editor, never as an admin.
 */
export async function admitApiToken(
  db: Db,
  request: FastifyRequest,
  bearer: string,
  roles: readonly Role[],
  readOnly: boolean,
  refusal?: (user: SessionUser) => Promise<RouteRefusal | null>,
): Promise<void> {
  const token = await findLiveApiToken(db, bearer);
  if (!token) throw unauthorized(ApiTokenMessages.unknown);
  const actor: SessionUser = {
    id: token.id,
    username: `API token “${token.name}”`,
    role: 'editor',
    mustChangePassword: false,
    twoFactorEnabled: false,
  };
  if (token.makerStatus !== 'active') {
    // Its maker could not make it now: answered as an unknown token, so whoever holds it learns
    // nothing; the admins read why in the audit log, and the console marks it.
    await recordAudit(db, {
      kind: 'api-token',
      action: 'refused',
      target: token.id,
      summary: `${request.method} ${request.routeOptions.url ?? request.url}: its maker ${token.makerName} ${MAKER_STOPPED[token.makerStatus]}`,
      actor,
    });
    throw unauthorized(ApiTokenMessages.unknown);
  }
  const area = areaOfRoles.get(roles);
  const allowed = area !== undefined && scopeAllows(token.scope, area, readOnly);
  // In scope, the route's own rule (the review rule) may still refuse: audited as what it is.
  const refused = allowed && refusal ? await refusal(actor) : null;
  const route = `${request.method} ${request.routeOptions.url ?? request.url}`;
  await recordAudit(db, {
    kind: 'api-token',
    action: allowed && !refused ? 'use' : 'refused',
    target: token.id,
    summary: !allowed
      ? `${route} is outside the scope ${token.scope}`
      : refused
        ? `${route} refused: ${refused.why}`
        : route,
    actor,
  });
  if (!allowed) throw forbidden(ApiTokenMessages.outOfScope);
  if (refused) throw forbidden(refused.message);
  await markApiTokenUsed(db, token.id);
  setActor(request, actor);
}
