import { post } from '../client';
import { parseInput } from '../errors';
import { AuditPage, AuditQuery } from '../schemas/audit';
import type { AuditQueryInput } from '../schemas/audit';
import { apiSuccess } from '../schemas/envelope';

/** One page of the audit log (admins only), newest first, for one user and/or kind. */
export async function listAuditEntries(query: AuditQueryInput = {}): Promise<AuditPage> {
  const body = parseInput(AuditQuery, query);
  return (await post('/api/admin/audit/getall', body, apiSuccess(AuditPage))).data;
}
