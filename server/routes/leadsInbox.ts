import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { LeadChange, LeadDelete, LeadFilter, LeadQuery } from '@/sdk/schemas/lead';
import { LeadDashboardQuery } from '@/sdk/schemas/leadDashboard';
import { requireAdmin } from '../auth/guard';
import type { ServerContext } from '../context';
import { leadDashboard } from '../data/leadDashboard';
import { allLeadsMatching, deleteLead, findLeads, toLeadRecord, updateLead } from '../data/leads';
import { leadsCsv, leadsCsvFilename } from '../export/leadsCsv';
import { Messages, ok } from '../http/envelope';
import { notFound } from '../http/errors';
import { readJson } from '../http/form';
import { parseInput } from '../http/input';

const NOT_FOUND = 'No lead with this id.';

// Leads are personal data: no browser or proxy cache may keep a copy.
const noStore = (reply: FastifyReply) => reply.header('cache-control', 'no-store');

/** The sales team's inbox: every call needs an admin token (401 without one). */
export const leadInboxRoutes =
  ({ db }: ServerContext): FastifyPluginAsync =>
  async (app) => {
    const adminOnly = { preHandler: requireAdmin(db) };

    app.post('/api/leads/getall', adminOnly, async (request, reply) => {
      const query = parseInput(LeadQuery, readJson(request));
      const { rows, total } = await findLeads(db, query);
      noStore(reply);
      return ok(Messages.fetched, {
        items: rows.map(toLeadRecord),
        total,
        page: query.page,
        pageSize: query.pageSize,
      });
    });

    app.post('/api/leads/update', adminOnly, async (request, reply) => {
      const { leadId, status, note } = parseInput(LeadChange, readJson(request));
      const row = await updateLead(db, leadId, { status, note });
      if (!row) throw notFound(NOT_FOUND);
      noStore(reply);
      return ok(Messages.updated, toLeadRecord(row));
    });

    app.post('/api/leads/delete', adminOnly, async (request) => {
      const { leadId } = parseInput(LeadDelete, readJson(request));
      const row = await deleteLead(db, leadId);
      if (!row) throw notFound(NOT_FOUND);
      return ok(Messages.deleted, { _id: row.id });
    });

    // Counted by the database (GROUP BY over an index range), never by listing leads.
    app.post('/api/leads/dashboard', adminOnly, async (request, reply) => {
      const { days } = parseInput(LeadDashboardQuery, readJson(request));
      const dashboard = await leadDashboard(db, days);
      noStore(reply);
      return ok(Messages.fetched, dashboard);
    });

    // The whole filtered set, not one page: an export is for working through every lead.
    app.post('/api/leads/export', adminOnly, async (request, reply) => {
      const filter = parseInput(LeadFilter, readJson(request));
      const csv = leadsCsv(await allLeadsMatching(db, filter));
      noStore(reply)
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${leadsCsvFilename()}"`);
      return csv;
    });
  };
