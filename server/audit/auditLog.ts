import { randomUUID } from 'node:crypto';
import { and, count, desc, eq } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { AuditEntry, AuditKind, AuditQuery } from '@/sdk/schemas/audit';
import type { Db } from '../db/database';
import { auditLog } from '../db/schema';
import { writtenAt } from '../db/writtenAt';
import { currentActor } from './actor';

/** Who did it: a signed-in user, or (a failed sign-in) only the name that was tried. */
export interface AuditActor {
  id: string | null;
  username: string;
}

export interface AuditRecord {
  kind: AuditKind;
  /** What happened, e.g. 'clients.update', 'status', 'failure'. */
  action: string;
  /** The record, user or file it was done to. */
  target?: string;
  /** A short human sentence for the screen. */
  summary?: string;
  /** Defaults to the user the request's role guard let through. */
  actor?: AuditActor;
  /** The content version the action stored (issue 37). */
  versionId?: string | null;
}

const NOBODY: AuditActor = { id: null, username: '(unknown)' };

/** Appends one entry. The log is append-only: nothing in the server updates or deletes it. */
export async function recordAudit(db: Db, record: AuditRecord): Promise<void> {
  const actor = record.actor ?? currentActor() ?? NOBODY;
  await db.insert(auditLog).values({
    id: randomUUID(),
    actorId: actor.id,
    actorName: actor.username.slice(0, 100),
    kind: record.kind,
    action: record.action,
    target: (record.target ?? '').slice(0, 300),
    summary: (record.summary ?? '').slice(0, 500),
    versionId: record.versionId ?? null,
    // Newest first means in the order written (db/writtenAt.ts).
    at: writtenAt(auditLog, auditLog.at),
  });
}

/** One page of entries, newest first. */
export async function findAuditEntries(
  db: Db,
  query: AuditQuery,
): Promise<{ items: AuditEntry[]; total: number }> {
  const conditions: SQL[] = [];
  if (query.userId) conditions.push(eq(auditLog.actorId, query.userId));
  if (query.kind) conditions.push(eq(auditLog.kind, query.kind));
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(auditLog)
      .where(where)
      .orderBy(desc(auditLog.at), desc(auditLog.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ n: count() }).from(auditLog).where(where),
  ]);
  const items = rows.map(({ id, at, kind, ...rest }) => ({
    _id: id,
    at: at.toISOString(),
    kind: kind as AuditKind,
    ...rest,
  }));
  return { items, total: counted?.n ?? 0 };
}
