import { randomBytes } from 'node:crypto';
import { TokenScope } from '@/sdk/schemas/users';
import type { Db } from '@/server/db/database';
import { findAdmin, insertAdmin } from '@/server/auth/admins';
import { createApiToken } from '@/server/auth/apiTokens';
import { claimDeliveries, finishAttempt, insertDelivery } from '@/server/webhooks/deliveryQueue';
import { leadCreatedPayload, newEventStamp } from '@/server/webhooks/payloads';
import { secretBox } from '@/server/webhooks/secretBox';
import { createWebhook } from '@/server/webhooks/webhookStore';
import { PACT_WEBHOOK_INBOX_LEAD } from '@/contracts/webhookExample';
import { text } from './stateParams';
import type { StateHandlers } from './stateParams';

const SEEDER = { id: null, username: 'pact-token-admin' };
/** A token works only while its maker is an enabled admin (issue 43): the states' tokens' one. */
async function tokenMaker(db: Db) {
  await insertAdmin(db, { username: 'pact-token-maker', passwordHash: 'none' });
  const maker = await findAdmin(db, 'pact-token-maker');
  if (!maker) throw new Error('the API tokens’ maker could not be seeded');
  return { id: maker.id, username: maker.username };
}
// The states seal with a key of their own: the provider's test delivery then cannot open the
// secret and records a failed attempt, which is all the interaction reads (no call leaves).
const box = secretBox(randomBytes(32));

/**
 * The provider states of issue 38's interactions (contracts/consumer/integrations.pact.test.ts),
 * seeded through the server's own webhook and token functions.
 */
export function integrationStates(db: Db): StateHandlers {
  return {
    'a webhook with id {id} exists': async (params) => {
      await createWebhook(
        db,
        box,
        { url: text(params, 'url'), description: 'CRM', events: ['lead.created'], active: true },
        SEEDER,
        text(params, 'id'),
      );
      return { webhookId: text(params, 'id') };
    },
    // A delivery whose one attempt the receiver answered 500, as the worker records it.
    'a delivery with id {id} exists for webhook {webhookId}': async (params) => {
      const stamp = { ...newEventStamp(), id: text(params, 'eventId') };
      const row = await insertDelivery(db, {
        id: text(params, 'id'),
        endpointId: text(params, 'webhookId'),
        eventId: stamp.id,
        eventType: 'lead.created',
        payload: JSON.stringify(leadCreatedPayload(stamp, PACT_WEBHOOK_INBOX_LEAD)),
        maxAttempts: 9,
      });
      const [claimed] = await claimDeliveries(db, {
        limit: 1,
        leaseMs: 60_000,
        deliveryId: row.id,
      });
      if (!claimed) throw new Error('the seeded delivery could not be claimed');
      await finishAttempt(
        db,
        claimed,
        { ok: false, responseStatus: 500, latencyMs: 120, error: 'the receiver answered 500' },
        60_000,
      );
      return { deliveryId: row.id };
    },
    'an API token with id {id} exists': async (params) => {
      await createApiToken(
        db,
        { name: text(params, 'name'), scope: 'read-leads', days: 90 },
        await tokenMaker(db),
        { id: text(params, 'id') },
      );
      return { tokenId: text(params, 'id') };
    },
    // A token whose value the consumer knows: only its SHA-256 is stored, as always.
    'an API token {token} with scope {scope} exists': async (params) => {
      await createApiToken(
        db,
        { name: 'Pact', scope: TokenScope.parse(text(params, 'scope')), days: 1 },
        await tokenMaker(db),
        { token: text(params, 'token') },
      );
    },
  };
}
