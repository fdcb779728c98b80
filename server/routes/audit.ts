import { Permissions } from '@/sdk/schemas/users';
import type { FastifyPluginAsync } from 'fastify';
import { AuditQuery } from '@/sdk/schemas/audit';
import { findAuditEntries } from '../audit/auditLog';
import { requireRole } from '../auth/guard';
import type { ServerContext } from '../context';
import { ok } from '../http/envelope';
import { readJson } from '../http/form';
import { parseInput } from '../http/input';

/** Reading the audit log (admins only). There is deliberately no route that edits or deletes it. */
export const auditRoutes =
  ({ db }: ServerContext): FastifyPluginAsync =>
  async (app) => {
    app.post(
      '/api/admin/audit/getall',
      { preHandler: requireRole(db, Permissions.audit) },
      async (request, reply) => {
        const query = parseInput(AuditQuery, readJson(request));
        const { items, total } = await findAuditEntries(db, query);
        // It names people and what they did: no cache keeps a copy.
        reply.header('cache-control', 'no-store');
        return ok('Audit log fetched.', {
          items,
          total,
          page: query.page,
          pageSize: query.pageSize,
        });
      },
    );
  };
