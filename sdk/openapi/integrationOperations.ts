import { z } from 'zod';
import { ApiToken, ApiTokenCreate, ApiTokenCreated, ApiTokenRef } from '../schemas/apiTokens';
import { DeletedId } from '../schemas/envelope';
import {
  DeliveryPage,
  DeliveryQuery,
  DeliveryRef,
  Webhook,
  WebhookCreate,
  WebhookCreated,
  WebhookDelivery,
  WebhookRef,
  WebhookUpdate,
} from '../schemas/webhooks';
import type { OperationCatalogue } from './operation';

// Webhooks and API tokens (docs/webhooks.md, docs/api.md "API tokens"): admins only.

export const integrationOperations: OperationCatalogue = {
  'POST /api/admin/webhooks/getall': {
    tag: 'Webhooks',
    summary: 'Registered webhook endpoints',
    data: z.array(Webhook),
  },
  'POST /api/admin/webhooks/create': {
    tag: 'Webhooks',
    summary: 'Register an endpoint; the signing secret is answered this once',
    request: WebhookCreate,
    data: WebhookCreated,
    errors: [409],
  },
  'POST /api/admin/webhooks/update': {
    tag: 'Webhooks',
    summary: 'Change the address, description, events or on/off',
    request: WebhookUpdate,
    data: Webhook,
    errors: [404],
  },
  'POST /api/admin/webhooks/delete': {
    tag: 'Webhooks',
    summary: 'Delete an endpoint and its delivery log',
    request: WebhookRef,
    data: DeletedId,
    errors: [404],
  },
  'POST /api/admin/webhooks/test': {
    tag: 'Webhooks',
    summary: 'Send a webhook.test delivery now; answers how it went',
    request: WebhookRef,
    data: WebhookDelivery,
    errors: [404],
  },
  'POST /api/admin/webhooks/deliveries/getall': {
    tag: 'Webhooks',
    summary: "One page of an endpoint's delivery log, newest first",
    request: DeliveryQuery,
    data: DeliveryPage,
    errors: [404],
  },
  'POST /api/admin/webhooks/deliveries/resend': {
    tag: 'Webhooks',
    summary: 'Send a delivery again (same webhook-id)',
    request: DeliveryRef,
    data: WebhookDelivery,
    errors: [404, 409],
  },
  'POST /api/admin/api-tokens/getall': {
    tag: 'API tokens',
    summary: 'API tokens (never the tokens themselves)',
    data: z.array(ApiToken),
  },
  'POST /api/admin/api-tokens/create': {
    tag: 'API tokens',
    summary: 'Make a scoped token for another system; the token is answered this once',
    request: ApiTokenCreate,
    data: ApiTokenCreated,
  },
  'POST /api/admin/api-tokens/revoke': {
    tag: 'API tokens',
    summary: 'Stop a token at once',
    request: ApiTokenRef,
    data: ApiToken,
    errors: [404],
  },
};
