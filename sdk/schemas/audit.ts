import { z } from 'zod';
import { RecordId, pageOf } from './common';

/** What an entry is about; the Audit log screen filters on it. */
export const AuditKind = z.enum(
  // Issue 38: webhook endpoints changed, and API tokens made, revoked and used.
  ['content', 'media', 'lead', 'export', 'sign-in', 'user', 'webhook', 'api-token'],
  { error: 'Unknown kind of audit entry.' },
);
export type AuditKind = z.infer<typeof AuditKind>;

/** One line of the audit log: who (by name, kept after the user is deleted) did what, when. */
export const AuditEntry = z.object({
  _id: RecordId,
  at: z.string(),
  actorId: z.string().nullable(),
  actorName: z.string(),
  kind: AuditKind,
  action: z.string(),
  target: z.string(),
  summary: z.string(),
  /** The content version a publish stored (issue 37): the console links to its comparison. */
  versionId: z.string().nullable().optional(),
});
export type AuditEntry = z.infer<typeof AuditEntry>;

/** One page of the log, newest first, optionally for one user and one kind. */
export const AuditQuery = z.object({
  page: z.number({ error: 'The page must be a number.' }).int().min(1).default(1),
  pageSize: z
    .number({ error: 'The page size must be a number.' })
    .int()
    .min(1)
    .max(100, 'At most 100 entries per page.')
    .default(25),
  userId: RecordId.optional(),
  kind: AuditKind.optional(),
});
export type AuditQuery = z.infer<typeof AuditQuery>;
export type AuditQueryInput = z.input<typeof AuditQuery>;

export const AuditPage = pageOf(AuditEntry);
export type AuditPage = z.infer<typeof AuditPage>;
