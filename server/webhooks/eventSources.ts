import type { ContentWriteListener } from '../content/repository';
import type { LeadEventListener } from '../data/leadEvents';
import type { Db } from '../db/database';
import type { WebhookOutbox } from './outbox';
import {
  contentPublishedPayload,
  leadCreatedPayload,
  leadUpdatedPayload,
  publishedBy,
  webhookLead,
} from './payloads';

/**
 * Lead events (data/leadEvents.ts) become lead.created and lead.updated deliveries, each lead with
 * the inbox's data (its contact's owner, follow-up and latest note), read when the event is built:
 * just after the change committed, in the outbox's next turn.
 */
export const leadEventsToWebhooks =
  (db: Db, outbox: WebhookOutbox): LeadEventListener =>
  (event) =>
    outbox.enqueue({
      type: event.type,
      build: async (stamp) => {
        const lead = await webhookLead(db, event.lead);
        return event.type === 'lead.created'
          ? leadCreatedPayload(stamp, lead)
          : leadUpdatedPayload(stamp, lead, event.changes);
      },
    });

/**
 * Committed content writes become content.published deliveries: the spec's writes (published at
 * once), a draft's publish, a restore from the trash, and a release (one event for all of it).
 * Only queued here: a content write listener that fails would fail the write's request.
 */
export const contentWritesToWebhooks =
  (db: Db, outbox: WebhookOutbox): ContentWriteListener =>
  (write) => {
    if (write.action === 'reorder') return;
    outbox.enqueue({
      type: 'content.published',
      build: async (stamp) => {
        const published = await publishedBy(db, write);
        return published && contentPublishedPayload(stamp, published.items, published.release);
      },
    });
  };
