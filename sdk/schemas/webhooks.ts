import { z } from 'zod';
import { RecordId, pageOf } from './common';

// Webhooks (issue 38, docs/webhooks.md): endpoints of other systems that hear of new and changed
// leads and of published content. Each endpoint has a secret, shown once, that signs every
// delivery; deliveries are queued, retried and logged. The payloads: webhookPayloads.ts.

/** What an endpoint may hear of. */
export const WebhookEventType = z.enum(['lead.created', 'lead.updated', 'content.published'], {
  error: 'The events are lead.created, lead.updated and content.published.',
});
export type WebhookEventType = z.infer<typeof WebhookEventType>;

/** The event the console's "Send test" button delivers: no lead, no content, only a hello. */
export const WEBHOOK_TEST_EVENT = 'webhook.test';
export const DeliveryEventType = z.union([WebhookEventType, z.literal(WEBHOOK_TEST_EVENT)]);
export type DeliveryEventType = z.infer<typeof DeliveryEventType>;

export const WebhookMessages = {
  fetched: 'Webhooks fetched.',
  created: 'Webhook created. Copy its secret now: it is not shown again.',
  updated: 'Webhook updated.',
  deleted: 'Webhook deleted.',
  notFound: 'No webhook with this id.',
  deliveryNotFound: 'No delivery with this id.',
  resent: 'Delivery queued again.',
  tested: 'Test delivery sent.',
  url: 'Enter the full address of the receiver, starting with https:// or http://.',
  credentials: 'Leave the user name and password out of the address; sign with the secret.',
  privateAddress:
    'This address is on this machine or a private network; the server does not call those ' +
    '(an intranet install can allow them: WEBHOOK_ALLOW_PRIVATE=true).',
  events: 'Choose at least one event.',
  change: 'Send a url, description, events or active flag to change.',
  keyMissing:
    'Webhooks need WEBHOOK_SECRET_KEY on every instance that shares this PostgreSQL database ' +
    '(docs/operations.md); set it and restart.',
} as const;

/** The receiver's address: http(s) only, no user name or password in it. */
export const WebhookUrl = z
  .string({ error: WebhookMessages.url })
  .trim()
  .max(2000, 'Keep the address under 2000 characters.')
  .pipe(z.url({ protocol: /^https?$/, error: WebhookMessages.url }))
  .refine((url) => {
    // Runs even when the address check above failed (zod goes on after a non-fatal issue).
    const parsed = URL.canParse(url) ? new URL(url) : null;
    return !parsed || (parsed.username === '' && parsed.password === '');
  }, WebhookMessages.credentials);

const Events = z
  .array(WebhookEventType, { error: WebhookMessages.events })
  .min(1, WebhookMessages.events)
  .max(WebhookEventType.options.length, WebhookMessages.events)
  // Stored once each, in the enum's order, however they were sent.
  .transform((events) => WebhookEventType.options.filter((e) => events.includes(e)));

const Description = z.string().trim().max(200, 'Keep the description under 200 characters.');

export const WebhookCreate = z.strictObject({
  url: WebhookUrl,
  description: Description.default(''),
  events: Events,
  active: z.boolean({ error: 'The active flag is true or false.' }).default(true),
});
export type WebhookCreate = z.input<typeof WebhookCreate>;

export const WebhookUpdate = z
  .strictObject({
    webhookId: RecordId,
    url: WebhookUrl.optional(),
    description: Description.optional(),
    events: Events.optional(),
    active: z.boolean({ error: 'The active flag is true or false.' }).optional(),
  })
  .refine(
    ({ url, description, events, active }) =>
      [url, description, events, active].some((v) => v !== undefined),
    WebhookMessages.change,
  );
export type WebhookUpdate = z.input<typeof WebhookUpdate>;

export const WebhookRef = z.strictObject({ webhookId: RecordId });
export type WebhookRef = z.infer<typeof WebhookRef>;

/** Where deliveries stand: waiting (or being retried), answered 2xx, or given up. */
export const DeliveryStatus = z.enum(['pending', 'succeeded', 'failed']);
export type DeliveryStatus = z.infer<typeof DeliveryStatus>;

/** The newest delivery of an endpoint, for its row in the list. */
const LastDelivery = z.object({
  status: DeliveryStatus,
  at: z.string(),
  responseStatus: z.number().int().nullable(),
});

/** An endpoint as the console lists it: never its secret. */
export const Webhook = z.object({
  _id: RecordId,
  url: z.string(),
  description: z.string(),
  events: z.array(WebhookEventType),
  active: z.boolean(),
  createdBy: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  lastDelivery: LastDelivery.nullable(),
});
export type Webhook = z.infer<typeof Webhook>;

/** A new endpoint with its signing secret (Standard Webhooks' `whsec_` form), shown this once. */
export const WebhookCreated = Webhook.extend({ secret: z.string().startsWith('whsec_') });
export type WebhookCreated = z.infer<typeof WebhookCreated>;

/** One delivery of one event to one endpoint, with its last attempt. */
export const WebhookDelivery = z.object({
  _id: RecordId,
  webhookId: RecordId,
  /** The event's id, sent as `webhook-id`: the same for every attempt and every resend. */
  eventId: z.string(),
  eventType: DeliveryEventType,
  status: DeliveryStatus,
  /** Attempts made so far, and how many it gets before it is given up. */
  attempts: z.number().int().min(0),
  maxAttempts: z.number().int().min(1),
  createdAt: z.string(),
  lastAttemptAt: z.string().nullable(),
  /** When a pending delivery is tried (again); null once it succeeded or failed. */
  nextAttemptAt: z.string().nullable(),
  /** The receiver's HTTP status on the last attempt; null when none came. */
  responseStatus: z.number().int().nullable(),
  latencyMs: z.number().int().min(0).nullable(),
  /** Why the last attempt failed, in words (a timeout, a refused address, a status). */
  error: z.string().nullable(),
  /** The delivery this one sends again ("Send again"). */
  resentFrom: z.string().nullable(),
});
export type WebhookDelivery = z.infer<typeof WebhookDelivery>;

export const DeliveryQuery = z.strictObject({
  webhookId: RecordId,
  status: DeliveryStatus.optional(),
  page: z.number({ error: 'The page must be a number.' }).int().min(1).default(1),
  pageSize: z
    .number({ error: 'The page size must be a number.' })
    .int()
    .min(1)
    .max(100, 'At most 100 deliveries per page.')
    .default(25),
});
export type DeliveryQuery = z.input<typeof DeliveryQuery>;

export const DeliveryPage = pageOf(WebhookDelivery);
export type DeliveryPage = z.infer<typeof DeliveryPage>;

export const DeliveryRef = z.strictObject({ deliveryId: RecordId });
export type DeliveryRef = z.infer<typeof DeliveryRef>;
