import { z } from 'zod';
import { LeadRecord, LeadStatus } from './leadCreate';
import { FollowUpDay, LeadOwner } from './leadOwner';
import { WEBHOOK_TEST_EVENT } from './webhooks';

// The bodies of webhook deliveries (issue 38, docs/webhooks.md): what a receiving team reads.
// Pinned as Pact message contracts (contracts/consumer/webhookMessages.pact.test.ts) and built
// only by the server's payload builders (server/webhooks/payloads.ts), which are verified
// against them. Every body is `{ id, type, timestamp, data }`, as Standard Webhooks suggests.

/** The headers of every delivery (Standard Webhooks, lower case as HTTP/2 sends them). */
export const WebhookHeaders = {
  /** The event's id: the same for each retry and resend, so a receiver can drop repeats. */
  id: 'webhook-id',
  /** Unix seconds when this attempt was signed: refuse old ones (five minutes) against replays. */
  timestamp: 'webhook-timestamp',
  /** `v1,<base64 HMAC-SHA256 of "<id>.<timestamp>.<body>">`, keyed by the secret's bytes. */
  signature: 'webhook-signature',
} as const;

const envelope = <T extends string, D extends z.ZodType>(type: T, data: D) =>
  z.object({
    /** The event's id, as in the `webhook-id` header. */
    id: z.string().min(1),
    type: z.literal(type),
    /** When the event happened (ISO 8601, UTC). */
    timestamp: z.iso.datetime({ offset: true }),
    data,
  });

/** The newest note on the lead's contact (on the contact or on any of its enquiries). */
export const WebhookLeadNote = z.object({
  text: z.string(),
  /** When it was written (ISO 8601, UTC). */
  at: z.string(),
  /** Who wrote it, by name (kept after the user is deleted). */
  by: z.string(),
});
export type WebhookLeadNote = z.infer<typeof WebhookLeadNote>;

/**
 * A lead as the inbox knows it (issue 46): the stored lead, its status in the console's words,
 * and its contact's id, owner, follow-up day and latest note, as they are when the event is
 * queued (right after the change commits).
 */
export const WebhookLead = z.object({
  ...LeadRecord.shape,
  /** The status as the console says it: "Contacted". */
  statusLabel: z.string(),
  /** Its contact; null for a lead filed as spam when it arrived (spam joins no contact). */
  contactId: z.string().nullable(),
  /** Who works the contact (`_id`, `username`: the inbox's owner); null: unassigned. */
  owner: LeadOwner.nullable(),
  /** The contact's next follow-up day (India); null: none planned. */
  nextFollowUp: FollowUpDay.nullable(),
  /** The contact's newest note; null: none written. */
  latestNote: WebhookLeadNote.nullable(),
});
export type WebhookLead = z.infer<typeof WebhookLead>;

/** A visitor's enquiry was stored (never spam, never a retried duplicate). */
export const LeadCreatedPayload = envelope('lead.created', z.object({ lead: WebhookLead }));
export type LeadCreatedPayload = z.infer<typeof LeadCreatedPayload>;

/** The fields a `lead.updated` names in `changes`, with their new values. */
export const LeadNewValues = z
  .object({
    status: LeadStatus,
    note: z.string(),
    owner: LeadOwner.nullable(),
    nextFollowUp: FollowUpDay.nullable(),
    contactId: z.string().nullable(),
  })
  .partial();
export type LeadNewValues = z.infer<typeof LeadNewValues>;

/**
 * A lead changed in the inbox: the lead as it is now, the names of what changed, and each changed
 * field's new value (`newValues.owner` after an assignment; null where it was cleared).
 */
export const LeadUpdatedPayload = envelope(
  'lead.updated',
  z.object({ lead: WebhookLead, changes: z.array(z.string()), newValues: LeadNewValues }),
);
export type LeadUpdatedPayload = z.infer<typeof LeadUpdatedPayload>;

/**
 * What one publish did to one record: `create`, `update`, `delete` (a spec write, published at
 * once), `publish` (a draft), `unpublish` (a release took a collection item off the site),
 * `restore` (back from the trash).
 */
export const PublishedAction = z.enum([
  'create',
  'update',
  'delete',
  'publish',
  'unpublish',
  'restore',
]);
export type PublishedAction = z.infer<typeof PublishedAction>;

export const PublishedItem = z.object({
  /** The declaration's key: 'faqs', 'home', 'settings', ... (sdk/content/registry.ts). */
  key: z.string(),
  /** The record's `_id`. */
  id: z.string(),
  action: PublishedAction,
  /** A collection item's name as people know it (a client's title); null for a section. */
  name: z.string().nullable(),
});
export type PublishedItem = z.infer<typeof PublishedItem>;

/**
 * The public site changed: one event per publish. A spec write or a draft's publish has one
 * item; a release is one event with every item it published (it went live at once), and names
 * itself in `release`.
 */
export const ContentPublishedPayload = envelope(
  'content.published',
  z.object({
    items: z.array(PublishedItem),
    release: z.object({ id: z.string(), name: z.string() }).nullable(),
  }),
);
export type ContentPublishedPayload = z.infer<typeof ContentPublishedPayload>;

/** The console's "Send test": proves the address and the signature, carries no data. */
export const WebhookTestPayload = envelope(
  WEBHOOK_TEST_EVENT,
  z.object({ webhookId: z.string(), message: z.string() }),
);
export type WebhookTestPayload = z.infer<typeof WebhookTestPayload>;

/** Any delivery's body; `type` says which. */
export const WebhookPayload = z.discriminatedUnion('type', [
  LeadCreatedPayload,
  LeadUpdatedPayload,
  ContentPublishedPayload,
  WebhookTestPayload,
]);
export type WebhookPayload = z.infer<typeof WebhookPayload>;
