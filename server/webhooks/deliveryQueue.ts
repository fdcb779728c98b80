import { randomUUID } from 'node:crypto';
import { and, count, desc, eq, lt, ne, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { DeliveryEventType, DeliveryStatus, WebhookDelivery } from '@/sdk/schemas/webhooks';
import type { Db } from '../db/database';
import { rawRows } from '../db/rawRows';
import { webhookDeliveries } from '../db/schema';

// The delivery queue (issue 38): rows of webhook_deliveries, claimed by any instance's worker.

type DeliveryRow = typeof webhookDeliveries.$inferSelect;

export const toDelivery = (row: DeliveryRow): WebhookDelivery => ({
  _id: row.id,
  webhookId: row.endpointId,
  eventId: row.eventId,
  eventType: row.eventType as DeliveryEventType,
  status: row.status as DeliveryStatus,
  attempts: row.attempts,
  maxAttempts: row.maxAttempts,
  createdAt: row.createdAt.toISOString(),
  lastAttemptAt: row.lastAttemptAt?.toISOString() ?? null,
  nextAttemptAt: row.status === 'pending' ? row.nextAttemptAt.toISOString() : null,
  responseStatus: row.responseStatus,
  latencyMs: row.latencyMs,
  error: row.error,
  resentFrom: row.resentFrom,
});

/** A delivery taken by one worker for one attempt, with what it needs to send it. */
export interface ClaimedDelivery {
  id: string;
  claimId: string;
  endpointId: string;
  url: string;
  secretSealed: string;
  eventId: string;
  eventType: string;
  payload: string;
  /** Counting this one. */
  attempts: number;
  maxAttempts: number;
}

/**
 * Takes up to `limit` due deliveries of active endpoints for one attempt each, on whichever
 * instance asks first: the rows are locked with FOR UPDATE SKIP LOCKED (another instance's claim
 * skips them instead of waiting), and in the same statement leased (their next attempt moved
 * past this one's deadline, the claim id set) and counted, so once it commits no other worker
 * sees them due. A worker that dies mid-attempt leaves the lease to run out: the row is due again
 * and another takes it (at least once, never lost). `deliveryId` takes that one row, due or not
 * (the console's test delivery, sent even while the endpoint is switched off).
 */
export async function claimDeliveries(
  db: Db,
  options: { limit: number; leaseMs: number; deliveryId?: string },
): Promise<ClaimedDelivery[]> {
  const claimId = randomUUID();
  // The test delivery is sent whatever the endpoint's flag: one may test before switching on.
  const which: SQL = options.deliveryId
    ? sql`q.id = ${options.deliveryId}`
    : sql`q.next_attempt_at <= now() AND qe.active`;
  const rows = await rawRows<{
    id: string;
    endpoint_id: string;
    url: string;
    secret_sealed: string;
    event_id: string;
    event_type: string;
    payload: string;
    attempts: number;
    max_attempts: number;
  }>(
    db,
    sql`UPDATE webhook_deliveries d
        SET attempts = d.attempts + 1, claim_id = ${claimId}, last_attempt_at = now(),
            next_attempt_at = now() + ${options.leaseMs}::int * interval '1 millisecond'
        FROM webhook_endpoints e
        WHERE e.id = d.endpoint_id AND d.id IN (
          SELECT q.id FROM webhook_deliveries q
          JOIN webhook_endpoints qe ON qe.id = q.endpoint_id
          WHERE q.status = 'pending' AND ${which}
          ORDER BY q.next_attempt_at
          LIMIT ${options.limit}
          FOR UPDATE OF q SKIP LOCKED)
        RETURNING d.id, d.endpoint_id, e.url, e.secret_sealed, d.event_id, d.event_type,
                  d.payload, d.attempts, d.max_attempts`,
  );
  return rows.map((r) => ({
    id: r.id,
    claimId,
    endpointId: r.endpoint_id,
    url: r.url,
    secretSealed: r.secret_sealed,
    eventId: r.event_id,
    eventType: r.event_type,
    payload: r.payload,
    attempts: Number(r.attempts),
    maxAttempts: Number(r.max_attempts),
  }));
}

/** What one attempt came to. */
export interface AttemptOutcome {
  ok: boolean;
  responseStatus: number | null;
  latencyMs: number;
  error: string | null;
}

/**
 * The wait before attempt `attempt + 1`: base × 4^(attempt − 1), plus up to a tenth more so the
 * retries of many deliveries do not arrive together. With the 5 s base: 5 s, 20 s, 80 s, 5 min,
 * 21 min, 85 min, 5.7 h, 23 h.
 */
export const retryDelay = (attempt: number, baseMs: number, random = Math.random) =>
  Math.round(baseMs * 4 ** Math.max(0, attempt - 1) * (1 + random() / 10));

/**
 * Records an attempt on the row it claimed: succeeded on 2xx, else pending again after the
 * backoff, or failed once its attempts are spent. A row whose lease ran out and was claimed again
 * meanwhile is left to its new claim.
 */
export async function finishAttempt(
  db: Db,
  claimed: ClaimedDelivery,
  outcome: AttemptOutcome,
  retryBaseMs: number,
): Promise<void> {
  const status = outcome.ok
    ? 'succeeded'
    : claimed.attempts >= claimed.maxAttempts
      ? 'failed'
      : 'pending';
  const wait = retryDelay(claimed.attempts, retryBaseMs);
  await db
    .update(webhookDeliveries)
    .set({
      status,
      claimId: null,
      responseStatus: outcome.responseStatus,
      latencyMs: outcome.latencyMs,
      error: outcome.error,
      ...(status === 'pending'
        ? { nextAttemptAt: sql`now() + ${wait}::int * interval '1 millisecond'` }
        : {}),
    })
    .where(
      and(eq(webhookDeliveries.id, claimed.id), eq(webhookDeliveries.claimId, claimed.claimId)),
    );
}

/** A new delivery of an event to one endpoint: a resend, or the console's test. */
export async function insertDelivery(
  db: Db,
  values: Pick<DeliveryRow, 'endpointId' | 'eventId' | 'eventType' | 'payload' | 'maxAttempts'> & {
    resentFrom?: string;
    /** A chosen id (provider states); new deliveries get a random one. */
    id?: string;
    /** Not before this (a test delivery is sent by its request, not the worker). */
    notBefore?: Date;
  },
): Promise<DeliveryRow> {
  const { notBefore, id = randomUUID(), ...rest } = values;
  const [row] = await db
    .insert(webhookDeliveries)
    .values({ id, ...rest, ...(notBefore ? { nextAttemptAt: notBefore } : {}) })
    .returning();
  if (!row) throw new Error('the delivery was not stored');
  return row;
}

export async function findDelivery(db: Db, id: string): Promise<DeliveryRow | null> {
  const [row] = await db.select().from(webhookDeliveries).where(eq(webhookDeliveries.id, id));
  return row ?? null;
}

/** One page of an endpoint's deliveries, newest first. */
export async function listDeliveries(
  db: Db,
  query: { webhookId: string; status?: DeliveryStatus; page: number; pageSize: number },
): Promise<{ items: WebhookDelivery[]; total: number }> {
  const where = and(
    eq(webhookDeliveries.endpointId, query.webhookId),
    query.status ? eq(webhookDeliveries.status, query.status) : undefined,
  );
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(webhookDeliveries)
      .where(where)
      .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ n: count() }).from(webhookDeliveries).where(where),
  ]);
  return { items: rows.map(toDelivery), total: counted?.n ?? 0 };
}

/** How long finished deliveries stay in the log. */
export const DELIVERY_LOG_DAYS = 30;

/** Drops finished deliveries older than the log keeps; waiting ones stay whatever their age. */
export async function pruneDeliveries(db: Db, now = new Date()): Promise<void> {
  const before = new Date(now.getTime() - DELIVERY_LOG_DAYS * 86_400_000);
  await db
    .delete(webhookDeliveries)
    .where(and(ne(webhookDeliveries.status, 'pending'), lt(webhookDeliveries.createdAt, before)));
}
