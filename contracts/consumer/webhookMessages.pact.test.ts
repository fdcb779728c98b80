import { rmSync } from 'node:fs';
import path from 'node:path';
import { MatchersV3, PactV4 } from '@pact-foundation/pact';
import { beforeAll, describe, expect, it } from 'vitest';
import { WebhookPayload } from '@/sdk/schemas/webhookPayloads';
import type { WebhookPayload as Payload } from '@/sdk/schemas/webhookPayloads';
import {
  PACT_FAQ,
  PACT_RELEASE,
  PACT_TEST_WEBHOOK_ID,
  PACT_WEBHOOK_INBOX_LEAD,
  PACT_WEBHOOK_LEAD,
  WEBHOOK_CONSUMER,
  WEBHOOK_PACT_DIR_NAME,
  WEBHOOK_PROVIDER,
  WebhookMessageNames as Names,
} from '@/contracts/webhookExample';
import { LEAD_STATUS_PATTERN } from './leadAttributionBody';
import { INSTANT, PACT_WRITE_DIR } from './pact';

// The webhook deliveries as a receiving team reads them (issue 38, docs/webhooks.md): Pact
// message contracts of a consumer of our events, written to contracts/pacts/messages/ (apart
// from the HTTP pact, which the provider replays against the server). The provider side
// (contracts/provider/webhookMessages.pact.test.ts) checks the server's payload builders make
// each of them. A receiving team copies this file's expectations into its own consumer test.

const { like, regex, eachLike, boolean } = MatchersV3;
const DIR = path.join(PACT_WRITE_DIR, WEBHOOK_PACT_DIR_NAME);
const ACTIONS = '^(create|update|delete|publish|unpublish|restore)$';
const STATUS_WORDS = '^(New|Contacted|Qualified|Closed|Spam)$';
const DAY = '^\\d{4}-\\d{2}-\\d{2}$';
const { owner, latestNote } = PACT_WEBHOOK_INBOX_LEAD;

const createPact = () =>
  new PactV4({
    consumer: WEBHOOK_CONSUMER,
    provider: WEBHOOK_PROVIDER,
    dir: DIR,
    logLevel: 'warn',
  });

/** The receiving team's handler: the body of a delivery, checked with the sdk's schema. */
function receive(message: { contents: { content: unknown } }): Payload {
  return WebhookPayload.parse(message.contents.content);
}

const envelope = (type: string, data: unknown) => ({
  id: regex('^evt_[0-9a-f]{32}$', 'evt_0123456789abcdef0123456789abcdef'),
  type,
  timestamp: regex(INSTANT, '2026-11-21T10:00:01.000Z'),
  data,
});

/** Every field of the stored lead a CRM copies, by type (values differ lead by lead). */
const storedLead = Object.fromEntries(
  Object.entries(PACT_WEBHOOK_LEAD).map(([field, value]) => [
    field,
    field === 'createdAt'
      ? regex(INSTANT, value as string)
      : field === 'status'
        ? regex(LEAD_STATUS_PATTERN, value as string)
        : typeof value === 'boolean'
          ? boolean(value)
          : like(value),
  ]),
);

/** Who works the lead's contact, as the inbox names them. */
const ownerBody = { _id: like(owner._id), username: like(owner.username) };

/** The lead with the inbox's data (issue 46): status in words, contact, owner, follow-up, note. */
const leadBody = {
  ...storedLead,
  statusLabel: regex(STATUS_WORDS, PACT_WEBHOOK_INBOX_LEAD.statusLabel),
  contactId: like(PACT_WEBHOOK_INBOX_LEAD.contactId),
  owner: ownerBody,
  nextFollowUp: regex(DAY, PACT_WEBHOOK_INBOX_LEAD.nextFollowUp),
  latestNote: {
    text: like(latestNote.text),
    at: regex(INSTANT, latestNote.at),
    by: like(latestNote.by),
  },
};

beforeAll(() => {
  // Pact merges into an existing file: start clean, so a removed message disappears.
  rmSync(DIR, { recursive: true, force: true });
});

describe('webhook messages a receiver reads', () => {
  it('lead.created: the new lead whole, with its contact, owner, follow-up and latest note', async () => {
    await createPact()
      .addAsynchronousInteraction()
      .expectsToReceive(Names.leadCreated, (m) =>
        m.withJSONContent(envelope('lead.created', { lead: leadBody })),
      )
      .executeTest(async (message) => {
        const payload = receive(message);
        if (payload.type !== 'lead.created') throw new Error(payload.type);
        expect(payload.data.lead.email).toBe('asha@school.in');
        expect(payload.data.lead.owner?.username).toBe(owner.username);
        expect(payload.data.lead.latestNote?.text).toBe(latestNote.text);
      });
  });

  it('lead.updated: the lead as it is now, what changed and its new value', async () => {
    await createPact()
      .addAsynchronousInteraction()
      .expectsToReceive(Names.leadUpdated, (m) =>
        m.withJSONContent(
          envelope('lead.updated', {
            lead: {
              ...leadBody,
              status: regex(LEAD_STATUS_PATTERN, 'contacted'),
              statusLabel: regex(STATUS_WORDS, 'Contacted'),
            },
            changes: eachLike('status'),
            newValues: { status: regex(LEAD_STATUS_PATTERN, 'contacted') },
          }),
        ),
      )
      .executeTest(async (message) => {
        const payload = receive(message);
        if (payload.type !== 'lead.updated') throw new Error(payload.type);
        expect(payload.data.changes).toContain('status');
        expect(payload.data.newValues.status).toBe('contacted');
      });
  });

  it('lead.updated: an assignment carries the new owner', async () => {
    await createPact()
      .addAsynchronousInteraction()
      .expectsToReceive(Names.leadAssigned, (m) =>
        m.withJSONContent(
          envelope('lead.updated', {
            lead: leadBody,
            changes: eachLike('owner'),
            newValues: { owner: ownerBody },
          }),
        ),
      )
      .executeTest(async (message) => {
        const payload = receive(message);
        if (payload.type !== 'lead.updated') throw new Error(payload.type);
        expect(payload.data.changes).toContain('owner');
        expect(payload.data.newValues.owner).toEqual(owner);
      });
  });

  it('content.published: one record a spec write published', async () => {
    await createPact()
      .addAsynchronousInteraction()
      .expectsToReceive(Names.contentPublished, (m) =>
        m.withJSONContent(
          envelope('content.published', {
            items: eachLike({
              key: like(PACT_FAQ.key),
              id: like(PACT_FAQ.id),
              action: regex(ACTIONS, 'update'),
              name: like(PACT_FAQ.name),
            }),
            release: null,
          }),
        ),
      )
      .executeTest(async (message) => {
        const payload = receive(message);
        expect(payload.type === 'content.published' && payload.data.items[0]?.key).toBe('faqs');
      });
  });

  it('content.published: a release, once, with every record it published', async () => {
    await createPact()
      .addAsynchronousInteraction()
      .expectsToReceive(Names.releasePublished, (m) =>
        m.withJSONContent(
          envelope('content.published', {
            items: eachLike({
              key: like(PACT_FAQ.key),
              id: like(PACT_FAQ.id),
              action: regex(ACTIONS, 'publish'),
              name: null,
            }),
            release: { id: like(PACT_RELEASE.id), name: like(PACT_RELEASE.name) },
          }),
        ),
      )
      .executeTest(async (message) => {
        const payload = receive(message);
        expect(payload.type === 'content.published' && payload.data.release?.name).toBe(
          PACT_RELEASE.name,
        );
      });
  });

  it('webhook.test: no data, only a hello that proves the address and the secret', async () => {
    await createPact()
      .addAsynchronousInteraction()
      .expectsToReceive(Names.test, (m) =>
        m.withJSONContent(
          envelope('webhook.test', {
            webhookId: like(PACT_TEST_WEBHOOK_ID),
            message: like('A test delivery'),
          }),
        ),
      )
      .executeTest(async (message) => {
        expect(receive(message).type).toBe('webhook.test');
      });
  });
});
