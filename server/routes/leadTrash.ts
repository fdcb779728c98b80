import type { FastifyPluginAsync } from 'fastify';
import { LeadTrashMessages, LeadTrashQuery, LeadTrashRef } from '@/sdk/schemas/leadTrash';
import type { TrashedLead } from '@/sdk/schemas/leadTrash';
import { Permissions } from '@/sdk/schemas/users';
import { recordAudit } from '../audit/auditLog';
import { requireRole } from '../auth/guard';
import type { ServerContext } from '../context';
import { toLeadRecord } from '../data/leads';
import {
  emptyLeadTrash,
  leadOfTrash,
  purgeAfter,
  purgeLead,
  restoreLead,
  trashedLeads,
} from '../data/leadTrash';
import type { TrashRow } from '../data/leadTrash';
import { noStore } from '../http/delivery';
import { Messages, ok } from '../http/envelope';
import { notFound } from '../http/errors';
import { readJson } from '../http/form';
import { parseInput } from '../http/input';

const trashedLead = (row: TrashRow): TrashedLead => ({
  ...toLeadRecord(leadOfTrash(row)),
  trashedAt: row.trashedAt.toISOString(),
  trashedBy: row.trashedByName,
  purgeAt: purgeAfter(row.trashedAt).toISOString(),
});

/**
 * The leads' trash (issue 43): the leads team (admins, sales) sees it and restores from it; only
 * admins purge. No API token reaches it (these are not reading routes of the leads area), and no
 * webhook is told (docs/webhooks.md).
 */
export const leadTrashRoutes =
  ({ db }: ServerContext): FastifyPluginAsync =>
  async (app) => {
    const leadsTeam = { preHandler: requireRole(db, Permissions.leads) };
    const adminsOnly = { preHandler: requireRole(db, Permissions.leadRemoval) };

    app.post('/api/leads/trash/getall', leadsTeam, async (request, reply) => {
      const query = parseInput(LeadTrashQuery, readJson(request));
      const { rows, total } = await trashedLeads(db, query);
      noStore(reply);
      return ok(Messages.fetched, {
        items: rows.map(trashedLead),
        total,
        page: query.page,
        pageSize: query.pageSize,
      });
    });

    app.post('/api/leads/trash/restore', leadsTeam, async (request, reply) => {
      const { leadId } = parseInput(LeadTrashRef, readJson(request));
      const row = await restoreLead(db, leadId);
      if (!row) throw notFound(LeadTrashMessages.notInTrash);
      await recordAudit(db, {
        kind: 'lead',
        action: 'restore',
        target: row.id,
        summary: 'restored from the trash',
      });
      noStore(reply);
      return ok(LeadTrashMessages.restored, toLeadRecord(row));
    });

    app.post('/api/leads/trash/purge', adminsOnly, async (request) => {
      const { leadId } = parseInput(LeadTrashRef, readJson(request));
      const row = await purgeLead(db, leadId);
      if (!row) throw notFound(LeadTrashMessages.notInTrash);
      await recordAudit(db, {
        kind: 'lead',
        action: 'purge',
        target: row.id,
        summary: 'deleted for good from the trash',
      });
      return ok(LeadTrashMessages.purged, { _id: row.id });
    });

    app.post('/api/leads/trash/empty', adminsOnly, async () => {
      const purged = await emptyLeadTrash(db);
      await recordAudit(db, {
        kind: 'lead',
        action: 'empty-trash',
        summary: `trash emptied: ${purged} ${purged === 1 ? 'lead' : 'leads'} deleted for good`,
      });
      return ok(LeadTrashMessages.emptied, { purged });
    });
  };
