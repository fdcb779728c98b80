import { post } from '../client';
import { parseInput } from '../errors';
import { DeletedId, apiSuccess } from '../schemas/envelope';
import { LeadRecord } from '../schemas/leadCreate';
import {
  LeadTrashEmptied,
  LeadTrashPage,
  LeadTrashQuery,
  LeadTrashRef,
} from '../schemas/leadTrash';
import type { LeadTrashQueryInput } from '../schemas/leadTrash';

// The leads' trash (issue 43): `deleteLead` moves a lead here; restorable for LEAD_TRASH_DAYS.

/** One page of the trash, the latest moved there first (the leads team). */
export async function listLeadTrash(query: LeadTrashQueryInput = {}): Promise<LeadTrashPage> {
  const body = parseInput(LeadTrashQuery, query);
  return (await post('/api/leads/trash/getall', body, apiSuccess(LeadTrashPage))).data;
}

/** Puts a trashed lead back in the inbox as it was; answers the restored lead. */
export async function restoreLead(target: LeadTrashRef): Promise<LeadRecord> {
  const body = parseInput(LeadTrashRef, target);
  return (await post('/api/leads/trash/restore', body, apiSuccess(LeadRecord))).data;
}

/** Deletes one trashed lead for good (admins only). */
export async function purgeLead(target: LeadTrashRef): Promise<DeletedId> {
  const body = parseInput(LeadTrashRef, target);
  return (await post('/api/leads/trash/purge', body, apiSuccess(DeletedId))).data;
}

/** Deletes every trashed lead for good (admins only); answers how many. */
export async function emptyLeadTrash(): Promise<LeadTrashEmptied> {
  return (await post('/api/leads/trash/empty', {}, apiSuccess(LeadTrashEmptied))).data;
}
