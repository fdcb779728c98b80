import { Permissions } from '@/sdk/schemas/users';
import type { FastifyPluginAsync } from 'fastify';
import { LeadChange, LeadDelete, LeadFilter, LeadQuery } from '@/sdk/schemas/lead';
import { LeadDashboardQuery } from '@/sdk/schemas/leadDashboard';
import { LEAD_TRASH_DAYS, LeadTrashMessages } from '@/sdk/schemas/leadTrash';
import { recordAudit } from '../audit/auditLog';
import { actorOf, requireRole } from '../auth/guard';
import type { ServerContext } from '../context';
import { inboxLeads } from '../data/contactViews';
import { leadDashboard } from '../data/leadDashboard';
import { announceLeadEvent } from '../data/leadEvents';
import { viewerNow } from '../data/leadFilter';
import { allLeadsMatching, findLeads, toLeadRecord, updateLead } from '../data/leads';
import { moveLeadToTrash } from '../data/leadTrash';
import { exportLeadsCsv, leadsCsvFilename } from '../export/leadsCsv';
import { noStore } from '../http/delivery';
import { Messages, ok } from '../http/envelope';
import { notFound } from '../http/errors';
import { readJson } from '../http/form';
import { parseInput } from '../http/input';
import { leadTrashRoutes } from './leadTrash';

const NOT_FOUND = 'No lead with this id.';

/** The sales team's inbox: every call needs an admin token (401 without one). */
export const leadInboxRoutes =
  (context: ServerContext): FastifyPluginAsync =>
  async (app) => {
    const { db, leadEventListeners } = context;
    // Leads are personal data: admins only (an editor gets 403), each read or change audited below.
    const adminOnly = { preHandler: requireRole(db, Permissions.leads) };
    // The reading routes: an API token scoped to read leads may call these (issue 38).
    const adminReads = { preHandler: requireRole(db, Permissions.leads, { readOnly: true }) };

    app.post('/api/leads/getall', adminReads, async (request, reply) => {
      const query = parseInput(LeadQuery, readJson(request));
      const { rows, total } = await findLeads(db, query, viewerNow(actorOf(request).id));
      const items = await inboxLeads(db, rows);
      noStore(reply);
      return ok(Messages.fetched, {
        items,
        total,
        page: query.page,
        pageSize: query.pageSize,
      });
    });

    app.post('/api/leads/update', adminOnly, async (request, reply) => {
      const { leadId, status, note } = parseInput(LeadChange, readJson(request));
      const row = await updateLead(db, leadId, { status, note });
      if (!row) throw notFound(NOT_FOUND);
      await recordAudit(db, {
        kind: 'lead',
        action: status === undefined ? 'note' : 'status',
        target: row.id,
        summary: status === undefined ? 'note changed' : `status set to ${status}`,
      });
      const lead = toLeadRecord(row);
      const changes = [
        ...(status === undefined ? [] : ['status']),
        ...(note === undefined ? [] : ['note']),
      ];
      announceLeadEvent(leadEventListeners, { type: 'lead.updated', lead, changes }, request.log);
      noStore(reply);
      // As the inbox shows it: with its contact, number, owner and follow-up (issue 38).
      const [shown] = await inboxLeads(db, [row]);
      return ok(Messages.updated, shown ?? lead);
    });

    // The spec's delete, kept as it is called (path, body, answer), moves the lead to the trash
    // (issue 43): restorable for LEAD_TRASH_DAYS. Admins only: sales works leads, removes none.
    const admins = { preHandler: requireRole(db, Permissions.leadRemoval) };
    app.post('/api/leads/delete', admins, async (request) => {
      const { leadId } = parseInput(LeadDelete, readJson(request));
      const row = await moveLeadToTrash(db, leadId);
      if (!row) throw notFound(NOT_FOUND);
      await recordAudit(db, {
        kind: 'lead',
        action: 'trash',
        target: row.id,
        summary: `moved to the trash (restorable for ${LEAD_TRASH_DAYS} days)`,
      });
      return ok(LeadTrashMessages.trashed, { _id: row.id });
    });
    await app.register(leadTrashRoutes(context));

    // Counted by the database (GROUP BY over an index range), never by listing leads.
    app.post('/api/leads/dashboard', adminReads, async (request, reply) => {
      const { days } = parseInput(LeadDashboardQuery, readJson(request));
      const dashboard = await leadDashboard(db, days);
      noStore(reply);
      return ok(Messages.fetched, dashboard);
    });

    // The whole filtered set, not one page: an export is for working through every lead.
    app.post('/api/leads/export', adminReads, async (request, reply) => {
      const filter = parseInput(LeadFilter, readJson(request));
      const rows = await allLeadsMatching(db, filter, viewerNow(actorOf(request).id));
      const csv = await exportLeadsCsv(db, rows);
      await recordAudit(db, {
        kind: 'export',
        action: 'leads.csv',
        summary: `${rows.length} leads, filter ${JSON.stringify(filter)}`,
      });
      noStore(reply)
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${leadsCsvFilename()}"`);
      return csv;
    });
  };
