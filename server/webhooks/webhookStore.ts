import { randomUUID } from 'node:crypto';
import { and, desc, eq, sql } from 'drizzle-orm';
import type {
  DeliveryStatus,
  Webhook,
  WebhookCreated,
  WebhookEventType,
} from '@/sdk/schemas/webhooks';
import type { AuditActor } from '../audit/auditLog';
import type { Db } from '../db/database';
import { rawRows } from '../db/rawRows';
import { webhookDeliveries, webhookEndpoints } from '../db/schema';
import type { SecretBox } from './secretBox';
import { newWebhookSecret } from './signature';

// The endpoints registered by admins (issue 38). Their secrets are sealed (secretBox.ts).

type EndpointRow = typeof webhookEndpoints.$inferSelect;
type LastDelivery = Webhook['lastDelivery'];

const toWebhook = (row: EndpointRow, lastDelivery: LastDelivery = null): Webhook => ({
  _id: row.id,
  url: row.url,
  description: row.description,
  events: row.events as WebhookEventType[],
  active: row.active,
  createdBy: row.createdByName,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
  lastDelivery,
});

/** Stores an endpoint with a new secret, sealed; the answer is the one place the secret shows. */
export async function createWebhook(
  db: Db,
  box: SecretBox,
  input: { url: string; description: string; events: WebhookEventType[]; active: boolean },
  creator: AuditActor,
  /** A chosen id (provider states); new endpoints get a random one. */
  id: string = randomUUID(),
): Promise<WebhookCreated> {
  const secret = newWebhookSecret();
  const [row] = await db
    .insert(webhookEndpoints)
    .values({
      id,
      ...input,
      secretSealed: box.seal(secret, id),
      createdById: creator.id,
      createdByName: creator.username,
    })
    .returning();
  if (!row) throw new Error('the webhook was not stored');
  return { ...toWebhook(row), secret };
}

/** The newest delivery of each endpoint (one pass: DISTINCT ON over the endpoint index). */
async function lastDeliveries(db: Db): Promise<Map<string, NonNullable<LastDelivery>>> {
  const rows = await rawRows<{
    endpoint_id: string;
    status: DeliveryStatus;
    created_at: string | Date;
    response_status: number | null;
  }>(
    db,
    sql`SELECT DISTINCT ON (endpoint_id) endpoint_id, status, created_at, response_status
        FROM webhook_deliveries ORDER BY endpoint_id, created_at DESC`,
  );
  return new Map(
    rows.map((r) => [
      r.endpoint_id,
      {
        status: r.status,
        at: new Date(r.created_at).toISOString(),
        responseStatus: r.response_status,
      },
    ]),
  );
}

export async function listWebhooks(db: Db): Promise<Webhook[]> {
  const [rows, last] = await Promise.all([
    db.select().from(webhookEndpoints).orderBy(desc(webhookEndpoints.createdAt)),
    lastDeliveries(db),
  ]);
  return rows.map((row) => toWebhook(row, last.get(row.id) ?? null));
}

export async function findWebhookRow(db: Db, id: string): Promise<EndpointRow | null> {
  const [row] = await db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, id));
  return row ?? null;
}

export const webhookOf = (row: EndpointRow) => toWebhook(row);

/**
 * Changes an endpoint; null for an unknown id. Switching it off gives up its waiting deliveries
 * in the same transaction (a receiver switched off is not called again for old events).
 */
export async function updateWebhook(
  db: Db,
  id: string,
  change: Partial<Pick<EndpointRow, 'url' | 'description' | 'events' | 'active'>>,
): Promise<{ before: Webhook; after: Webhook } | null> {
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(webhookEndpoints)
      .where(eq(webhookEndpoints.id, id))
      .for('update');
    if (!before) return null;
    const [after] = await tx
      .update(webhookEndpoints)
      .set({ ...change, updatedAt: new Date() })
      .where(eq(webhookEndpoints.id, id))
      .returning();
    if (!after) return null;
    if (before.active && !after.active) {
      await tx
        .update(webhookDeliveries)
        .set({ status: 'failed', claimId: null, error: 'The webhook was switched off.' })
        .where(and(eq(webhookDeliveries.endpointId, id), eq(webhookDeliveries.status, 'pending')));
    }
    return { before: toWebhook(before), after: toWebhook(after) };
  });
}

/** Deletes an endpoint and its delivery log; the deleted endpoint, or null for an unknown id. */
export async function deleteWebhook(db: Db, id: string): Promise<Webhook | null> {
  const [row] = await db.delete(webhookEndpoints).where(eq(webhookEndpoints.id, id)).returning();
  return row ? toWebhook(row) : null;
}
