import { post, postForText } from '../client';
import { parseInput } from '../errors';
import { DeletedId, apiSuccess } from '../schemas/envelope';
import {
  InboxLead,
  LeadChange,
  LeadDelete,
  LeadFilter,
  LeadPage,
  LeadQuery,
} from '../schemas/lead';
import type { LeadQueryInput } from '../schemas/lead';
import { LeadDashboard, LeadDashboardQuery } from '../schemas/leadDashboard';
import type { LeadDashboardQueryInput } from '../schemas/leadDashboard';

// The public site's one call lives apart (leadCreate.ts), so the lead modal can import it alone.
export { createLead } from './leadCreate';
export type { CreateLeadOptions } from './leadCreate';

/** One page of the leads inbox (admin), newest first, narrowed by the filter. */
export async function listLeads(query: LeadQueryInput = {}): Promise<LeadPage> {
  const body = parseInput(LeadQuery, query);
  return (await post('/api/leads/getall', body, apiSuccess(LeadPage))).data;
}

/** Sets a lead's status and/or adds a private note to its timeline; answers the updated lead. */
export async function updateLead(change: LeadChange): Promise<InboxLead> {
  const body = parseInput(LeadChange, change);
  return (await post('/api/leads/update', body, apiSuccess(InboxLead))).data;
}

/** Moves a lead to the trash (issue 43): restorable for 30 days, then purged by the server. */
export async function deleteLead(target: LeadDelete): Promise<DeletedId> {
  const body = parseInput(LeadDelete, target);
  return (await post('/api/leads/delete', body, apiSuccess(DeletedId))).data;
}

/** The exported file: name, text (for reading) and the exact bytes (for saving, BOM included). */
export interface LeadsCsv {
  filename: string;
  csv: string;
  file: Blob;
}

const FILENAME = /filename="?([\w.-]+)"?/;

/**
 * Every lead matching the filter as CSV (paging is ignored: the export holds all of them).
 * The filename comes from Content-Disposition, so the server decides the date in it.
 */
export async function exportLeadsCsv(filter: LeadFilter = {}): Promise<LeadsCsv> {
  const body = parseInput(LeadFilter, filter);
  const answer = await postForText('/api/leads/export', body, /^text\/csv/i);
  const disposition = answer.headers.get('content-disposition') ?? '';
  return {
    filename: FILENAME.exec(disposition)?.[1] ?? 'leads.csv',
    csv: answer.text,
    file: new Blob([answer.bytes], { type: 'text/csv;charset=utf-8' }),
  };
}

/** The dashboard's counts for the last 30 or 90 days, computed by the server's database. */
export async function leadDashboard(query: LeadDashboardQueryInput = {}): Promise<LeadDashboard> {
  const body = parseInput(LeadDashboardQuery, query);
  return (await post('/api/leads/dashboard', body, apiSuccess(LeadDashboard))).data;
}
