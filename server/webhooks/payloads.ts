import { randomUUID } from 'node:crypto';
import type { LeadRecord } from '@/sdk/schemas/lead';
import {
  ContentPublishedPayload,
  LeadCreatedPayload,
  LeadUpdatedPayload,
  WebhookTestPayload,
} from '@/sdk/schemas/webhookPayloads';
import type { PublishedItem } from '@/sdk/schemas/webhookPayloads';
import { WEBHOOK_TEST_EVENT } from '@/sdk/schemas/webhooks';
import type { ContentWrite } from '../content/repository';
import { findRelease } from '../content/releases/releaseStore';
import type { Db } from '../db/database';

// The builders of every delivery body: the only code that writes a payload, each one parsed by
// its sdk schema (sdk/schemas/webhookPayloads.ts) and verified against the receivers' Pact
// message contracts (contracts/provider/webhookMessages.pact.test.ts).

/** An event's id and time: the id is the `webhook-id` of each of its deliveries and resends. */
export interface EventStamp {
  id: string;
  timestamp: string;
}

export const newEventStamp = (now = new Date()): EventStamp => ({
  id: `evt_${randomUUID().replaceAll('-', '')}`,
  timestamp: now.toISOString(),
});

export const leadCreatedPayload = (stamp: EventStamp, lead: LeadRecord) =>
  LeadCreatedPayload.parse({ ...stamp, type: 'lead.created', data: { lead } });

export const leadUpdatedPayload = (
  stamp: EventStamp,
  lead: LeadRecord,
  changes: readonly string[],
) =>
  LeadUpdatedPayload.parse({
    ...stamp,
    type: 'lead.updated',
    data: { lead, changes: [...changes] },
  });

export const contentPublishedPayload = (
  stamp: EventStamp,
  items: PublishedItem[],
  release: { id: string; name: string } | null,
) =>
  ContentPublishedPayload.parse({ ...stamp, type: 'content.published', data: { items, release } });

export const webhookTestPayload = (stamp: EventStamp, webhookId: string) =>
  WebhookTestPayload.parse({
    ...stamp,
    type: WEBHOOK_TEST_EVENT,
    data: {
      webhookId,
      message: 'A test delivery from the console: the address answers and the signature checks.',
    },
  });

/**
 * What a committed content write published, or null for one that publishes nothing a receiver
 * would act on (a reorder: the order is no part of a record and stores no version). A release
 * is one event with each of its items (it went live in one transaction).
 */
export async function publishedBy(
  db: Db,
  write: ContentWrite,
): Promise<{ items: PublishedItem[]; release: { id: string; name: string } | null } | null> {
  if (write.action === 'reorder') return null;
  if (write.key === 'release') {
    const found = await findRelease(db, write.id);
    if (!found) return null;
    const { release } = found;
    const items = release.items.map((item) => ({ ...item, name: null }));
    return { items, release: { id: release._id, name: release.name } };
  }
  const item = { key: write.key, id: write.id, action: write.action, name: write.name ?? null };
  return { items: [item], release: null };
}
