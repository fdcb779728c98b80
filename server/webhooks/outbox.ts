import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'drizzle-orm';
import type { WebhookEventType } from '@/sdk/schemas/webhooks';
import type { Db } from '../db/database';
import { rawRows } from '../db/rawRows';
import { newEventStamp } from './payloads';
import type { EventStamp } from './payloads';

/** An event to queue: its type, and how its body is built (null: nothing to send after all). */
export interface OutgoingEvent {
  type: WebhookEventType;
  build: (stamp: EventStamp) => object | null | Promise<object | null>;
}

/**
 * The event types some active endpoint hears, read once a flush: with several instances an
 * endpoint added on another is heard from its next flush on.
 */
async function heardTypes(db: Db): Promise<Set<string>> {
  const rows = await rawRows<{ type: string }>(
    db,
    sql`SELECT DISTINCT unnest(events) AS type FROM webhook_endpoints WHERE active`,
  );
  return new Set(rows.map((row) => row.type));
}

/**
 * Queues events for delivery, right after the change they tell of has committed: one row per
 * active endpoint that hears the event, in one INSERT … SELECT for every event of the same turn
 * (a burst of leads costs one statement, as the lead writer's group commits do). Delivery is the
 * worker's (deliveryWorker.ts); nothing here waits for a receiver. A failure is logged: the
 * change it tells of is committed and must not be failed by its announcement.
 */
export function webhookOutbox(options: {
  db: Db;
  maxAttempts: number;
  log: Pick<FastifyBaseLogger, 'error'>;
  /** Told when rows were queued, so this instance's worker starts on them at once. */
  onQueued: () => void;
}) {
  let waiting: Array<{ event: OutgoingEvent; stamp: EventStamp }> = [];
  let flushing: Promise<void> = Promise.resolve();
  let scheduled = false;

  async function flush() {
    scheduled = false;
    const batch = waiting;
    waiting = [];
    const rows: Array<{ event_id: string; event_type: string; payload: string }> = [];
    const heard = await heardTypes(options.db).catch(() => null);
    for (const { event, stamp } of batch) {
      // No endpoint hears it: nothing to build (a lead's body reads its inbox data, a query per
      // lead that had no reader, on every lead of a site without webhooks).
      if (heard && !heard.has(event.type)) continue;
      try {
        const body = await event.build(stamp);
        if (body)
          rows.push({ event_id: stamp.id, event_type: event.type, payload: JSON.stringify(body) });
      } catch (error) {
        options.log.error({ err: error, event: event.type }, 'webhook payload could not be built');
      }
    }
    if (rows.length === 0) return;
    try {
      const queued = await rawRows<{ id: string }>(
        options.db,
        sql`INSERT INTO webhook_deliveries (id, endpoint_id, event_id, event_type, payload, max_attempts)
            SELECT gen_random_uuid()::text, e.id, ev.event_id, ev.event_type, ev.payload, ${options.maxAttempts}
            FROM json_to_recordset(${JSON.stringify(rows)}::json)
              AS ev(event_id text, event_type text, payload text)
            JOIN webhook_endpoints e ON e.active AND ev.event_type = ANY(e.events)
            RETURNING id`,
      );
      if (queued.length > 0) options.onQueued();
    } catch (error) {
      options.log.error({ err: error, events: rows.length }, 'webhook events could not be queued');
    }
  }

  return {
    /** Stamps the event now (its id and time) and queues it after this turn's I/O. */
    enqueue(event: OutgoingEvent): void {
      waiting.push({ event, stamp: newEventStamp() });
      if (scheduled) return;
      scheduled = true;
      setImmediate(() => {
        flushing = flushing.then(flush);
      });
    },
    /** Resolves once everything enqueued so far is queued (shutdown, tests). */
    settled: async (): Promise<void> => {
      while (scheduled) await new Promise((resolve) => setImmediate(resolve));
      await flushing;
    },
  };
}

export type WebhookOutbox = ReturnType<typeof webhookOutbox>;
