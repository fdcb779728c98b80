import { MatchersV3 } from '@pact-foundation/pact';
import { afterEach, describe, expect, it } from 'vitest';
import { configureApi, sdk } from '@/sdk';
import { ApiTokenMessages } from '@/sdk/schemas/apiTokens';
import { WebhookMessages } from '@/sdk/schemas/webhooks';
import { DELIVERY_ID, LEAD_ID } from '@/contracts/pactIds';
import {
  PACT_API_TOKEN,
  PACT_DELIVERY,
  PACT_READ_LEADS_TOKEN,
  PACT_WEBHOOK,
} from '@/contracts/integrationsExample';
import { leadDashboardBody } from './leadDashboardBody';
import {
  authorised,
  createPact,
  failureBody,
  INSTANT,
  MISSING_ID,
  resetSdk,
  seeded,
  successBody,
  tokenState,
  useMockServer,
} from './pact';

// Issue 38: the console's calls for webhooks and API tokens, and another system's call with an
// API token (Authorization: Bearer). Only what the screens read is matched.

const { like, eachLike, regex, integer, boolean } = MatchersV3;
const at = (example = '2026-11-21T10:00:00.000Z') => regex(INSTANT, example);
const EVENTS = '^(lead\\.created|lead\\.updated|content\\.published)$';
const STATUS = '^(pending|succeeded|failed)$';

const webhookExists = [
  'a webhook with id {id} exists',
  { id: PACT_WEBHOOK.id, url: PACT_WEBHOOK.url },
] as const;
const deliveryExists = [
  'a delivery with id {id} exists for webhook {webhookId}',
  { id: PACT_DELIVERY.id, webhookId: PACT_WEBHOOK.id, eventId: PACT_DELIVERY.eventId },
] as const;
/** Well formed, never stored: the guard answers 401 as for a revoked or expired one. */
const UNKNOWN_TOKEN = `lms_${'u'.repeat(43)}`;
const apiTokenExists = ['an API token with id {id} exists', PACT_API_TOKEN] as const;

const webhookBody = (overrides: Record<string, unknown> = {}) => ({
  _id: like(PACT_WEBHOOK.id),
  url: like(PACT_WEBHOOK.url),
  description: like('CRM'),
  events: eachLike(regex(EVENTS, 'lead.created')),
  active: boolean(true),
  createdBy: like('pact-token-admin'),
  createdAt: at(),
  updatedAt: at(),
  // The states seed no delivery, so the list's last-delivery column is empty.
  lastDelivery: null,
  ...overrides,
});

const deliveryBody = (overrides: Record<string, unknown> = {}) => ({
  _id: like(PACT_DELIVERY.id),
  webhookId: like(PACT_WEBHOOK.id),
  eventId: like(PACT_DELIVERY.eventId),
  eventType: regex(
    '^(lead\\.created|lead\\.updated|content\\.published|webhook\\.test)$',
    'lead.created',
  ),
  status: regex(STATUS, 'failed'),
  attempts: integer(1),
  maxAttempts: integer(9),
  createdAt: at(),
  lastAttemptAt: at(),
  nextAttemptAt: null,
  responseStatus: null,
  latencyMs: integer(120),
  error: like('the receiver’s name does not resolve'),
  resentFrom: null,
  ...overrides,
});

const tokenBody = (overrides: Record<string, unknown> = {}) => ({
  _id: like(PACT_API_TOKEN.id),
  name: like(PACT_API_TOKEN.name),
  scope: regex('^(read-leads|content)$', 'read-leads'),
  hint: like('x9Q2'),
  createdBy: like('pact-token-admin'),
  createdAt: at(),
  expiresAt: at('2027-02-19T10:00:00.000Z'),
  lastUsedAt: null,
  revokedAt: null,
  active: boolean(true),
  makerStatus: regex('^(active|disabled|not-admin|deleted)$', 'active'),
  ...overrides,
});

afterEach(resetSdk);

describe('webhooks contract', () => {
  it('lists the webhooks for an admin, never a secret', async () => {
    await createPact()
      .addInteraction()
      .given(...tokenState)
      .given(...webhookExists)
      .uponReceiving('an admin lists the webhooks')
      .withRequest('POST', '/api/admin/webhooks/getall', (req) =>
        req.headers(authorised).jsonBody({}),
      )
      .willRespondWith(200, (res) => res.jsonBody(successBody(eachLike(webhookBody()))))
      .executeTest(async (server) => {
        useMockServer(server, authorised['x-admin-token']);
        const [webhook] = await sdk.webhooks.list();
        expect(webhook?.url).toBe(PACT_WEBHOOK.url);
        expect(webhook).not.toHaveProperty('secret');
      });
  });

  it('registers an endpoint and shows its secret once', async () => {
    await createPact()
      .addInteraction()
      .given(...tokenState)
      .uponReceiving('an admin registers a webhook')
      .withRequest('POST', '/api/admin/webhooks/create', (req) =>
        req.headers(authorised).jsonBody({
          url: PACT_WEBHOOK.url,
          description: 'CRM',
          events: ['lead.created', 'content.published'],
          active: true,
        }),
      )
      .willRespondWith(200, (res) =>
        res.jsonBody(
          successBody(
            {
              ...webhookBody(),
              secret: regex('^whsec_[A-Za-z0-9+/]{43}=$', `whsec_${'A'.repeat(43)}=`),
            },
            WebhookMessages.created,
          ),
        ),
      )
      .executeTest(async (server) => {
        useMockServer(server, authorised['x-admin-token']);
        const created = await sdk.webhooks.create({
          url: PACT_WEBHOOK.url,
          description: 'CRM',
          events: ['lead.created', 'content.published'],
        });
        expect(created.secret).toMatch(/^whsec_/);
      });
  });

  it('refuses a private address with 400 on url', async () => {
    await createPact()
      .addInteraction()
      .given(...tokenState)
      .uponReceiving('an admin registers a webhook to a loopback address')
      .withRequest('POST', '/api/admin/webhooks/create', (req) =>
        req.headers(authorised).jsonBody({
          url: 'http://127.0.0.1:8080/hooks',
          description: '',
          events: ['lead.created'],
          active: true,
        }),
      )
      .willRespondWith(400, (res) =>
        res.jsonBody({
          ...failureBody(WebhookMessages.privateAddress),
          issues: eachLike({
            path: eachLike('url'),
            message: like(WebhookMessages.privateAddress),
          }),
        }),
      )
      .executeTest(async (server) => {
        useMockServer(server, authorised['x-admin-token']);
        await expect(
          sdk.webhooks.create({ url: 'http://127.0.0.1:8080/hooks', events: ['lead.created'] }),
        ).rejects.toMatchObject({ status: 400, issues: [{ path: ['url'] }] });
      });
  });

  it('switches an endpoint off', async () => {
    await createPact()
      .addInteraction()
      .given(...tokenState)
      .given(...webhookExists)
      .uponReceiving('an admin switches a webhook off')
      .withRequest('POST', '/api/admin/webhooks/update', (req) =>
        req
          .headers(authorised)
          .jsonBody({ webhookId: seeded('webhookId', PACT_WEBHOOK.id), active: false }),
      )
      .willRespondWith(200, (res) =>
        res.jsonBody(successBody(webhookBody({ active: boolean(false) }), WebhookMessages.updated)),
      )
      .executeTest(async (server) => {
        useMockServer(server, authorised['x-admin-token']);
        const changed = await sdk.webhooks.update({ webhookId: PACT_WEBHOOK.id, active: false });
        expect(changed.active).toBe(false);
      });
  });

  it('deletes an endpoint', async () => {
    await createPact()
      .addInteraction()
      .given(...tokenState)
      .given(...webhookExists)
      .uponReceiving('an admin deletes a webhook')
      .withRequest('POST', '/api/admin/webhooks/delete', (req) =>
        req.headers(authorised).jsonBody({ webhookId: seeded('webhookId', PACT_WEBHOOK.id) }),
      )
      .willRespondWith(200, (res) =>
        res.jsonBody(successBody({ _id: like(PACT_WEBHOOK.id) }, WebhookMessages.deleted)),
      )
      .executeTest(async (server) => {
        useMockServer(server, authorised['x-admin-token']);
        expect(await sdk.webhooks.delete(PACT_WEBHOOK.id)).toEqual({ _id: PACT_WEBHOOK.id });
      });
  });

  it('answers 404 for an unknown webhook', async () => {
    await createPact()
      .addInteraction()
      .given(...tokenState)
      .uponReceiving('an admin sends a test to a webhook that does not exist')
      .withRequest('POST', '/api/admin/webhooks/test', (req) =>
        req.headers(authorised).jsonBody({ webhookId: MISSING_ID }),
      )
      .willRespondWith(404, (res) => res.jsonBody(failureBody(WebhookMessages.notFound)))
      .executeTest(async (server) => {
        useMockServer(server, authorised['x-admin-token']);
        await expect(sdk.webhooks.test(MISSING_ID)).rejects.toMatchObject({ status: 404 });
      });
  });

  it('sends a test delivery and answers how it went', async () => {
    await createPact()
      .addInteraction()
      .given(...tokenState)
      .given(...webhookExists)
      .uponReceiving('an admin sends a test delivery')
      .withRequest('POST', '/api/admin/webhooks/test', (req) =>
        req.headers(authorised).jsonBody({ webhookId: seeded('webhookId', PACT_WEBHOOK.id) }),
      )
      .willRespondWith(200, (res) =>
        res.jsonBody(
          successBody(
            deliveryBody({
              eventType: 'webhook.test',
              attempts: integer(1),
              maxAttempts: integer(1),
            }),
            WebhookMessages.tested,
          ),
        ),
      )
      .executeTest(async (server) => {
        useMockServer(server, authorised['x-admin-token']);
        const sent = await sdk.webhooks.test(PACT_WEBHOOK.id);
        expect(sent.eventType).toBe('webhook.test');
      });
  });

  it('reads the delivery log of an endpoint', async () => {
    await createPact()
      .addInteraction()
      .given(...tokenState)
      .given(...webhookExists)
      .given(...deliveryExists)
      .uponReceiving('an admin reads the deliveries of a webhook')
      .withRequest('POST', '/api/admin/webhooks/deliveries/getall', (req) =>
        req.headers(authorised).jsonBody({
          webhookId: seeded('webhookId', PACT_WEBHOOK.id),
          page: 1,
          pageSize: 25,
        }),
      )
      .willRespondWith(200, (res) =>
        res.jsonBody(
          successBody({
            items: eachLike(
              deliveryBody({
                // One attempt of nine answered 500: waiting for the next.
                status: 'pending',
                nextAttemptAt: at('2026-11-21T10:01:00.000Z'),
                responseStatus: integer(500),
                latencyMs: integer(120),
                error: like('the receiver answered 500'),
              }),
            ),
            total: integer(1),
            page: integer(1),
            pageSize: integer(25),
          }),
        ),
      )
      .executeTest(async (server) => {
        useMockServer(server, authorised['x-admin-token']);
        const page = await sdk.webhooks.deliveries({ webhookId: PACT_WEBHOOK.id });
        expect(page.items[0]?.responseStatus).toBe(500);
      });
  });

  it('sends a delivery again as a new delivery of the same event', async () => {
    await createPact()
      .addInteraction()
      .given(...tokenState)
      .given(...webhookExists)
      .given(...deliveryExists)
      .uponReceiving('an admin sends a delivery again')
      .withRequest('POST', '/api/admin/webhooks/deliveries/resend', (req) =>
        req.headers(authorised).jsonBody({ deliveryId: seeded('deliveryId', PACT_DELIVERY.id) }),
      )
      .willRespondWith(200, (res) =>
        res.jsonBody(
          successBody(
            deliveryBody({
              _id: like(DELIVERY_ID.resent),
              status: 'pending',
              attempts: integer(0),
              lastAttemptAt: null,
              nextAttemptAt: at(),
              latencyMs: null,
              error: null,
              eventId: PACT_DELIVERY.eventId,
              resentFrom: like(PACT_DELIVERY.id),
            }),
            WebhookMessages.resent,
          ),
        ),
      )
      .executeTest(async (server) => {
        useMockServer(server, authorised['x-admin-token']);
        const resent = await sdk.webhooks.resend(PACT_DELIVERY.id);
        expect(resent).toMatchObject({
          resentFrom: PACT_DELIVERY.id,
          eventId: PACT_DELIVERY.eventId,
        });
      });
  });
});

describe('API tokens contract', () => {
  it('lists the tokens, never a token itself', async () => {
    await createPact()
      .addInteraction()
      .given(...tokenState)
      .given(...apiTokenExists)
      .uponReceiving('an admin lists the API tokens')
      .withRequest('POST', '/api/admin/api-tokens/getall', (req) =>
        req.headers(authorised).jsonBody({}),
      )
      .willRespondWith(200, (res) => res.jsonBody(successBody(eachLike(tokenBody()))))
      .executeTest(async (server) => {
        useMockServer(server, authorised['x-admin-token']);
        const [token] = await sdk.apiTokens.list();
        expect(token?.name).toBe(PACT_API_TOKEN.name);
        expect(token).not.toHaveProperty('token');
      });
  });

  it('makes a token and shows it once', async () => {
    await createPact()
      .addInteraction()
      .given(...tokenState)
      .uponReceiving('an admin makes a read-leads API token for 90 days')
      .withRequest('POST', '/api/admin/api-tokens/create', (req) =>
        req.headers(authorised).jsonBody({ name: 'CRM import', scope: 'read-leads', days: 90 }),
      )
      .willRespondWith(200, (res) =>
        res.jsonBody(
          successBody(
            { ...tokenBody(), token: regex('^lms_[A-Za-z0-9_-]{43}$', `lms_${'a'.repeat(43)}`) },
            ApiTokenMessages.created,
          ),
        ),
      )
      .executeTest(async (server) => {
        useMockServer(server, authorised['x-admin-token']);
        const created = await sdk.apiTokens.create({ name: 'CRM import', scope: 'read-leads' });
        expect(created.token).toMatch(/^lms_/);
      });
  });

  it('revokes a token, and answers 404 for an unknown one', async () => {
    await createPact()
      .addInteraction()
      .given(...tokenState)
      .given(...apiTokenExists)
      .uponReceiving('an admin revokes an API token')
      .withRequest('POST', '/api/admin/api-tokens/revoke', (req) =>
        req.headers(authorised).jsonBody({ tokenId: seeded('tokenId', PACT_API_TOKEN.id) }),
      )
      .willRespondWith(200, (res) =>
        res.jsonBody(
          successBody(
            tokenBody({ active: boolean(false), revokedAt: at() }),
            ApiTokenMessages.revoked,
          ),
        ),
      )
      .executeTest(async (server) => {
        useMockServer(server, authorised['x-admin-token']);
        expect((await sdk.apiTokens.revoke(PACT_API_TOKEN.id)).active).toBe(false);
      });
    await createPact()
      .addInteraction()
      .given(...tokenState)
      .uponReceiving('an admin revokes an API token that does not exist')
      .withRequest('POST', '/api/admin/api-tokens/revoke', (req) =>
        req.headers(authorised).jsonBody({ tokenId: MISSING_ID }),
      )
      .willRespondWith(404, (res) => res.jsonBody(failureBody(ApiTokenMessages.notFound)))
      .executeTest(async (server) => {
        useMockServer(server, authorised['x-admin-token']);
        await expect(sdk.apiTokens.revoke(MISSING_ID)).rejects.toMatchObject({
          status: 404,
        });
      });
  });

  it('refuses a Bearer token it does not know with 401', async () => {
    await createPact()
      .addInteraction()
      .uponReceiving('a system sends an unknown API token')
      .withRequest('POST', '/api/leads/dashboard', (req) =>
        req.headers({ authorization: `Bearer ${UNKNOWN_TOKEN}` }).jsonBody({ days: 30 }),
      )
      .willRespondWith(401, (res) => res.jsonBody(failureBody(ApiTokenMessages.unknown)))
      .executeTest(async (server) => {
        useMockServer(server);
        configureApi({ apiToken: UNKNOWN_TOKEN });
        await expect(sdk.leads.dashboard({ days: 30 })).rejects.toMatchObject({
          status: 401,
          msg: ApiTokenMessages.unknown,
        });
      });
  });

  it('refuses a read-leads token a change with 403', async () => {
    await createPact()
      .addInteraction()
      .given('an API token {token} with scope {scope} exists', {
        token: PACT_READ_LEADS_TOKEN,
        scope: 'read-leads',
      })
      .given('a lead with id {id} exists', { id: LEAD_ID.bearer })
      .uponReceiving('a system with a read-leads API token tries to change a lead')
      .withRequest('POST', '/api/leads/update', (req) =>
        req
          .headers({ authorization: `Bearer ${PACT_READ_LEADS_TOKEN}` })
          .jsonBody({ leadId: seeded('leadId', LEAD_ID.bearer), status: 'contacted' }),
      )
      .willRespondWith(403, (res) => res.jsonBody(failureBody(ApiTokenMessages.outOfScope)))
      .executeTest(async (server) => {
        useMockServer(server);
        configureApi({ apiToken: PACT_READ_LEADS_TOKEN });
        await expect(
          sdk.leads.update({ leadId: LEAD_ID.bearer, status: 'contacted' }),
        ).rejects.toMatchObject({ status: 403, msg: ApiTokenMessages.outOfScope });
      });
  });

  it('lets another system read the lead dashboard with a read-leads token sent as Bearer', async () => {
    await createPact()
      .addInteraction()
      .given('an API token {token} with scope {scope} exists', {
        token: PACT_READ_LEADS_TOKEN,
        scope: 'read-leads',
      })
      // Stored now, so it is inside the last 30 days whenever the pact is verified.
      .given('a lead with id {id} exists', { id: LEAD_ID.bearer })
      .uponReceiving('a system with a read-leads API token asks for the lead dashboard')
      .withRequest('POST', '/api/leads/dashboard', (req) =>
        req.headers({ authorization: `Bearer ${PACT_READ_LEADS_TOKEN}` }).jsonBody({ days: 30 }),
      )
      .willRespondWith(200, (res) =>
        res.jsonBody(
          successBody(
            leadDashboardBody({ source: 'newsletter', campaign: 'newsletter', cta: 'newsletter' }),
          ),
        ),
      )
      .executeTest(async (server) => {
        useMockServer(server);
        configureApi({ apiToken: PACT_READ_LEADS_TOKEN });
        const dashboard = await sdk.leads.dashboard({ days: 30 });
        expect(dashboard.totals.inRange).toBe(1);
      });
  });
});
