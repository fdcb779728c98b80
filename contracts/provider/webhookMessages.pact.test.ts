import { readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { MessageProviderPact } from '@pact-foundation/pact';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PACT_FAQ,
  PACT_RELEASE,
  PACT_TEST_WEBHOOK_ID,
  PACT_WEBHOOK_CONTACT,
  PACT_WEBHOOK_LEAD,
  WEBHOOK_PACT_DIR_NAME,
  WEBHOOK_PROVIDER,
  WebhookMessageNames as Names,
} from '@/contracts/webhookExample';
import { PACT_LEAD_ATTRIBUTION } from '@/contracts/leadAttributionExample';
import { PACT_LEAD_CONSENT } from '@/contracts/leadConsentExample';
import { insertAdmin } from '@/server/auth/admins';
import { createRelease, setItems } from '@/server/content/releases/releaseStore';
import { addContactNote, changeContact } from '@/server/data/contactChanges';
import { insertLead } from '@/server/data/leads';
import { openDatabase } from '@/server/db/database';
import type { Database } from '@/server/db/database';
import { contentWritesToWebhooks, leadEventsToWebhooks } from '@/server/webhooks/eventSources';
import type { WebhookOutbox } from '@/server/webhooks/outbox';
import { newEventStamp, webhookTestPayload } from '@/server/webhooks/payloads';

// The server's side of the webhook message contracts: each message the receiving team pinned
// (contracts/pacts/messages/) is made by the server's own code, from the lead event or content
// write that would send it, through the same listeners the delivery job installs.

const DIR = resolve(import.meta.dirname, '../pacts', WEBHOOK_PACT_DIR_NAME);

/** The body the server would queue for one event, caught at the outbox. */
async function queuedBody(send: (outbox: WebhookOutbox) => void | Promise<void>): Promise<object> {
  const events: Parameters<WebhookOutbox['enqueue']>[0][] = [];
  await send({ enqueue: (event) => void events.push(event), settled: async () => {} });
  const [event] = events;
  if (!event) throw new Error('no event was queued');
  const body = await event.build(newEventStamp());
  if (!body) throw new Error('the event built no body');
  // As it goes out: JSON text, read back.
  return JSON.parse(JSON.stringify(body)) as object;
}

// A release's items, and a lead's contact, owner, follow-up and notes, are read from the database
// when their event is built: a fresh PGlite holds them.
let database: Database;

/** The example lead, stored through the writer's path with its contact, owned and noted. */
async function seedInboxLead(db: Database['db']) {
  const { owner, contactId, nextFollowUp, note } = PACT_WEBHOOK_CONTACT;
  const { name, email, mobile, message, createdAt } = PACT_WEBHOOK_LEAD;
  await insertAdmin(db, {
    id: owner._id,
    username: owner.username,
    passwordHash: 'none',
    role: 'sales',
  });
  const lead = { name, email, mobile, message, ...PACT_LEAD_ATTRIBUTION, ...PACT_LEAD_CONSENT };
  await insertLead(db, lead, PACT_WEBHOOK_LEAD._id, new Date(createdAt), contactId);
  const actor = { id: owner._id, username: owner.username };
  await changeContact(db, { contactId, ownerId: owner._id, nextFollowUp }, actor);
  await addContactNote(db, { contactId, text: note }, actor);
}

beforeAll(async () => {
  database = await openDatabase({ kind: 'pglite', dataDir: null });
  await seedInboxLead(database.db);
  const release = await createRelease(
    database.db,
    { name: PACT_RELEASE.name, items: [] },
    { id: null, username: 'pact' },
    PACT_RELEASE.id,
  );
  // Its item as publishing left it (the draft it published is gone by then).
  await setItems(database.db, release._id, [
    { key: PACT_FAQ.key, id: PACT_FAQ.id, action: 'publish' },
  ]);
});

afterAll(async () => {
  await database?.close();
});

describe('lms-webhooks makes every message its receivers pinned', () => {
  it('verifies contracts/pacts/messages/*.json against the payload builders', async () => {
    const files = readdirSync(DIR).filter((name) => name.endsWith('.json'));
    expect(files, `no message pacts in ${DIR}; run npm run test:contracts first`).not.toEqual([]);
    await new MessageProviderPact({
      provider: WEBHOOK_PROVIDER,
      pactUrls: files.map((name) => join(DIR, name)),
      logLevel: 'warn',
      messageProviders: {
        [Names.leadCreated]: () =>
          queuedBody((outbox) =>
            leadEventsToWebhooks(
              database.db,
              outbox,
            )({ type: 'lead.created', lead: PACT_WEBHOOK_LEAD }),
          ),
        [Names.leadUpdated]: () =>
          queuedBody((outbox) =>
            leadEventsToWebhooks(
              database.db,
              outbox,
            )({
              type: 'lead.updated',
              lead: { ...PACT_WEBHOOK_LEAD, status: 'contacted' },
              changes: ['status'],
            }),
          ),
        [Names.leadAssigned]: () =>
          queuedBody((outbox) =>
            leadEventsToWebhooks(
              database.db,
              outbox,
            )({ type: 'lead.updated', lead: PACT_WEBHOOK_LEAD, changes: ['owner'] }),
          ),
        [Names.contentPublished]: () =>
          queuedBody((outbox) =>
            contentWritesToWebhooks(database.db, outbox)({ ...PACT_FAQ, action: 'update' }),
          ),
        [Names.releasePublished]: () =>
          queuedBody((outbox) =>
            contentWritesToWebhooks(
              database.db,
              outbox,
            )({
              key: 'release',
              id: PACT_RELEASE.id,
              action: 'publish',
            }),
          ),
        [Names.test]: async () =>
          JSON.parse(
            JSON.stringify(webhookTestPayload(newEventStamp(), PACT_TEST_WEBHOOK_ID)),
          ) as object,
      },
    }).verify();
  });
});
