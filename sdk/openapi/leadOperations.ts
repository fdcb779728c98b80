import { z } from 'zod';
import {
  ContactChange,
  ContactDetail,
  ContactMerge,
  ContactNote,
  ContactPage,
  ContactRef,
  ContactSplit,
} from '../schemas/contact';
import { DeletedId } from '../schemas/envelope';
import {
  InboxLead,
  LeadChange,
  LeadDelete,
  LeadFilter,
  LeadPage,
  LeadQuery,
} from '../schemas/lead';
import { Lead, LeadRecord } from '../schemas/leadCreate';
import { LeadDashboard, LeadDashboardQuery } from '../schemas/leadDashboard';
import { LeadOwner } from '../schemas/leadOwner';
import {
  LeadTrashEmptied,
  LeadTrashPage,
  LeadTrashQuery,
  LeadTrashRef,
} from '../schemas/leadTrash';
import type { OperationCatalogue } from './operation';

// The lead form's call, the inbox, the dashboard, the export and contacts (docs/api.md).

export const leadOperations: OperationCatalogue = {
  'POST /api/leads/create': {
    tag: 'Leads',
    summary:
      "Store a visitor's enquiry (public; optional Idempotency-Key header); data is null for spam",
    request: Lead,
    data: z.nullable(LeadRecord),
    errors: [422, 429],
  },
  'POST /api/leads/getall': {
    tag: 'Leads',
    summary: 'One page of the inbox, newest first, narrowed by the filter',
    request: LeadQuery,
    data: LeadPage,
  },
  'POST /api/leads/update': {
    tag: 'Leads',
    summary: "Change a lead's status, note, owner or follow-up",
    request: LeadChange,
    data: InboxLead,
    errors: [404],
  },
  'POST /api/leads/delete': {
    tag: 'Leads',
    summary: 'Delete a lead',
    request: LeadDelete,
    data: DeletedId,
    errors: [404],
  },
  'POST /api/leads/export': {
    tag: 'Leads',
    summary: 'The filtered leads as CSV (UTF-8 with BOM, for Excel)',
    request: LeadFilter,
    answer: { contentType: 'text/csv', description: 'One row per lead, a header row first.' },
  },
  'POST /api/leads/dashboard': {
    tag: 'Leads',
    summary: 'Counts per day, source, campaign, call to action and status',
    request: LeadDashboardQuery,
    data: LeadDashboard,
  },
  'POST /api/leads/owners': {
    tag: 'Contacts',
    summary: 'The users a contact can be given to',
    data: z.array(LeadOwner),
  },
  'POST /api/contacts/getall': {
    tag: 'Contacts',
    summary: 'One page of contacts (a person or school and their enquiries)',
    request: LeadQuery,
    data: ContactPage,
  },
  'POST /api/contacts/get': {
    tag: 'Contacts',
    summary: 'One contact with its enquiries and timeline',
    request: ContactRef,
    data: ContactDetail,
    errors: [404],
  },
  'POST /api/contacts/update': {
    tag: 'Contacts',
    summary: "Assign a contact's owner or plan its follow-up day",
    request: ContactChange,
    data: ContactDetail,
    errors: [404],
  },
  'POST /api/contacts/notes/create': {
    tag: 'Contacts',
    summary: "Add a note to a contact's timeline",
    request: ContactNote,
    data: ContactDetail,
    errors: [404],
  },
  'POST /api/contacts/merge': {
    tag: 'Contacts',
    summary: 'Merge one contact into another',
    request: ContactMerge,
    data: ContactDetail,
    errors: [404, 409],
  },
  'POST /api/contacts/split': {
    tag: 'Contacts',
    summary: 'Move one enquiry out to a contact of its own',
    request: ContactSplit,
    data: ContactDetail,
    errors: [404, 409],
  },
  'POST /api/leads/trash/getall': {
    tag: 'Leads',
    summary: 'One page of the trash, the latest moved there first',
    request: LeadTrashQuery,
    data: LeadTrashPage,
  },
  'POST /api/leads/trash/restore': {
    tag: 'Leads',
    summary: 'Put a trashed lead back in the inbox',
    request: LeadTrashRef,
    data: LeadRecord,
    errors: [404],
  },
  'POST /api/leads/trash/purge': {
    tag: 'Leads',
    summary: 'Delete a trashed lead for good (admins)',
    request: LeadTrashRef,
    data: DeletedId,
    errors: [404],
  },
  'POST /api/leads/trash/empty': {
    tag: 'Leads',
    summary: 'Delete every trashed lead for good (admins)',
    data: LeadTrashEmptied,
  },
};
