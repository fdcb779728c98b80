import type { FastifyBaseLogger, FastifyPluginAsync, FastifyRequest } from 'fastify';
import { inArray } from 'drizzle-orm';
import {
  ContactChange,
  ContactMerge,
  ContactMessages,
  ContactNote,
  ContactRef,
  ContactSplit,
} from '@/sdk/schemas/contact';
import { LeadQuery } from '@/sdk/schemas/lead';
import { Permissions } from '@/sdk/schemas/users';
import { actorOf, requireRole } from '../auth/guard';
import type { ServerContext } from '../context';
import {
  addContactNote,
  changeContact,
  mergeContactsByHand,
  splitLead,
} from '../data/contactChanges';
import type { ContactOutcome } from '../data/contactChanges';
import { contactDetail, findContacts } from '../data/contactQueries';
import { leadOwners } from '../data/contactViews';
import { announceLeadEvent } from '../data/leadEvents';
import { viewerNow } from '../data/leadFilter';
import { toLeadRecord } from '../data/leads';
import type { Db } from '../db/database';
import { leads } from '../db/schema';
import { noStore } from '../http/delivery';
import { Messages, ok } from '../http/envelope';
import { notFound } from '../http/errors';
import { readJson } from '../http/form';
import { parseInput } from '../http/input';

// Contacts, owners and follow-ups (issue 38 items 1-2): the leads area's roles (admins and
// salespeople); docs/api.md "Contacts". Every write answers the contact's page as it is now.

const actor = (request: FastifyRequest) => {
  const { id, username } = actorOf(request);
  return { id, username };
};

export const contactRoutes =
  ({ db, leadEventListeners }: ServerContext): FastifyPluginAsync =>
  async (app) => {
    // Signed-in people only for now: no API token scope names contacts yet (a read-leads token
    // reads the inbox list, whose leads carry their contact, owner and follow-up).
    const leadsArea = { preHandler: requireRole(db, Permissions.leads) };
    // Personal data: no browser or proxy may keep a copy of any answer of these routes.
    app.addHook('onRequest', async (_request, reply) => {
      noStore(reply);
    });

    /** The contact's page after a change, and lead.updated for each lead whose record changed. */
    async function afterChange(outcome: ContactOutcome, log: FastifyBaseLogger) {
      await announceChanged(db, leadEventListeners, outcome, log);
      const detail = await contactDetail(db, outcome.contactId);
      if (!detail) throw notFound(ContactMessages.notFound);
      return ok(Messages.updated, detail);
    }

    app.post('/api/contacts/getall', leadsArea, async (request) => {
      const query = parseInput(LeadQuery, readJson(request));
      const found = await findContacts(db, query, viewerNow(actorOf(request).id));
      return ok(Messages.fetched, { ...found, page: query.page, pageSize: query.pageSize });
    });

    app.post('/api/contacts/get', leadsArea, async (request) => {
      const { contactId } = parseInput(ContactRef, readJson(request));
      const detail = await contactDetail(db, contactId);
      if (!detail) throw notFound(ContactMessages.notFound);
      return ok(Messages.fetched, detail);
    });

    app.post('/api/contacts/update', leadsArea, async (request) => {
      const change = parseInput(ContactChange, readJson(request));
      return afterChange(await changeContact(db, change, actor(request)), request.log);
    });

    app.post('/api/contacts/notes/create', leadsArea, async (request) => {
      const note = parseInput(ContactNote, readJson(request));
      return afterChange(await addContactNote(db, note, actor(request)), request.log);
    });

    app.post('/api/contacts/merge', leadsArea, async (request) => {
      const { contactId, otherContactId } = parseInput(ContactMerge, readJson(request));
      const outcome = await mergeContactsByHand(db, contactId, otherContactId, actor(request));
      return afterChange(outcome, request.log);
    });

    app.post('/api/contacts/split', leadsArea, async (request) => {
      const { leadId } = parseInput(ContactSplit, readJson(request));
      return afterChange(await splitLead(db, leadId, actor(request)), request.log);
    });

    app.post('/api/leads/owners', leadsArea, async () =>
      ok(Messages.fetched, await leadOwners(db)),
    );
  };

/** Tells the listeners (webhooks) of each lead a contact change touched, after its commit. */
async function announceChanged(
  db: Db,
  listeners: ServerContext['leadEventListeners'],
  { leadIds, changes }: ContactOutcome,
  log: FastifyBaseLogger,
) {
  if (listeners.length === 0 || leadIds.length === 0 || changes.length === 0) return;
  const rows = await db.select().from(leads).where(inArray(leads.id, leadIds));
  for (const row of rows) {
    announceLeadEvent(listeners, { type: 'lead.updated', lead: toLeadRecord(row), changes }, log);
  }
}
