import type { FastifyPluginAsync } from 'fastify';
import { ApiTokenCreate, ApiTokenMessages, ApiTokenRef } from '@/sdk/schemas/apiTokens';
import { Permissions, TokenScopes } from '@/sdk/schemas/users';
import { recordAudit } from '../audit/auditLog';
import { createApiToken, listApiTokens, revokeApiToken } from '../auth/apiTokens';
import { actorOf, requireRole } from '../auth/guard';
import type { ServerContext } from '../context';
import { noStore } from '../http/delivery';
import { ok } from '../http/envelope';
import { notFound } from '../http/errors';
import { readJson } from '../http/form';
import { parseInput } from '../http/input';

/**
 * API tokens (issue 38, docs/api.md "API tokens"): admins make, list and revoke them; a token
 * never reaches these routes (its scope names no such area). Audited as kind `api-token`, as is
 * every use of a token (server/auth/apiTokenGuard.ts).
 */
export const apiTokenRoutes =
  ({ db }: ServerContext): FastifyPluginAsync =>
  async (app) => {
    const admins = { preHandler: requireRole(db, Permissions.integrations) };

    app.post(
      '/api/admin/api-tokens/getall',
      { preHandler: requireRole(db, Permissions.integrations, { readOnly: true }) },
      async (_request, reply) => {
        noStore(reply);
        return ok(ApiTokenMessages.fetched, await listApiTokens(db));
      },
    );

    app.post('/api/admin/api-tokens/create', admins, async (request, reply) => {
      const input = parseInput(ApiTokenCreate, readJson(request));
      const user = actorOf(request);
      const created = await createApiToken(db, input, { id: user.id, username: user.username });
      await recordAudit(db, {
        kind: 'api-token',
        action: 'create',
        target: created._id,
        summary: `made the token “${created.name}” (${TokenScopes[created.scope].label}) until ${created.expiresAt}`,
      });
      // The token is a secret, shown this once.
      noStore(reply);
      return ok(ApiTokenMessages.created, created);
    });

    app.post('/api/admin/api-tokens/revoke', admins, async (request) => {
      const { tokenId } = parseInput(ApiTokenRef, readJson(request));
      const token = await revokeApiToken(db, tokenId);
      if (!token) throw notFound(ApiTokenMessages.notFound);
      await recordAudit(db, {
        kind: 'api-token',
        action: 'revoke',
        target: tokenId,
        summary: `revoked the token “${token.name}”`,
      });
      return ok(ApiTokenMessages.revoked, token);
    });
  };
