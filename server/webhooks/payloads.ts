import { randomUUID } from 'node:crypto';
import type { LeadRecord } from '@/sdk/schemas/lead';
import { LEAD_STATUS_WORDS } from '@/sdk/schemas/leadStatusWords';
import {
  ContentPublishedPayload,
  LeadCreatedPayload,
  LeadUpdatedPayload,
  WebhookTestPayload,
} from '@/sdk/schemas/webhookPayloads';
import type { LeadNewValues, PublishedItem, WebhookLead } from '@/sdk/schemas/webhookPayloads';
import { WEBHOOK_TEST_EVENT } from '@/sdk/schemas/webhooks';
import type { ContentWrite } from '../content/repository';
import { findRelease } from '../content/releases/releaseStore';
import type { Db } from '../db/database';
import { NO_INBOX_DATA, leadInboxData } from '../export/leadInboxData';

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

/** The lead as the inbox knows it: its status in words, its contact's owner, follow-up, note. */
export async function webhookLead(db: Db, lead: LeadRecord): Promise<WebhookLead> {
  const found = (await leadInboxData(db, [lead._id])).get(lead._id) ?? NO_INBOX_DATA;
  return { ...lead, statusLabel: LEAD_STATUS_WORDS[lead.status], ...found };
}

/** The fields a change names that a lead carries, with the values they have now. */
const CHANGEABLE = ['status', 'note', 'owner', 'nextFollowUp', 'contactId'] as const;
const newValuesOf = (lead: WebhookLead, changes: readonly string[]): LeadNewValues =>
  Object.fromEntries(
    CHANGEABLE.filter((field) => changes.includes(field)).map((field) => [field, lead[field]]),
  );

export const leadCreatedPayload = (stamp: EventStamp, lead: WebhookLead) =>
  LeadCreatedPayload.parse({ ...stamp, type: 'lead.created', data: { lead } });

export const leadUpdatedPayload = (
  stamp: EventStamp,
  lead: WebhookLead,
  changes: readonly string[],
) =>
  LeadUpdatedPayload.parse({
    ...stamp,
    type: 'lead.updated',
    data: { lead, changes: [...changes], newValues: newValuesOf(lead, changes) },
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
