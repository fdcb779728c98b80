import { z } from 'zod';
import { post } from '../client';
import { parseInput } from '../errors';
import { DeletedId, apiSuccess } from '../schemas/envelope';
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

// Webhooks (issue 38, docs/webhooks.md): admins only.

export async function listWebhooks(): Promise<Webhook[]> {
  return (await post('/api/admin/webhooks/getall', {}, apiSuccess(z.array(Webhook)))).data;
}

/** Registers an endpoint; the answer's `secret` is shown this once. */
export async function createWebhook(input: WebhookCreate): Promise<WebhookCreated> {
  const body = parseInput(WebhookCreate, input);
  return (await post('/api/admin/webhooks/create', body, apiSuccess(WebhookCreated))).data;
}

/** Changes the address, description, events or active flag (switching off gives up waiting ones). */
export async function updateWebhook(input: WebhookUpdate): Promise<Webhook> {
  const body = parseInput(WebhookUpdate, input);
  return (await post('/api/admin/webhooks/update', body, apiSuccess(Webhook))).data;
}

/** Deletes the endpoint and its delivery log. */
export async function deleteWebhook(webhookId: string): Promise<DeletedId> {
  const body = parseInput(WebhookRef, { webhookId });
  return (await post('/api/admin/webhooks/delete', body, apiSuccess(DeletedId))).data;
}

/** Sends a `webhook.test` delivery now and answers how it went (one attempt). */
export async function testWebhook(webhookId: string): Promise<WebhookDelivery> {
  const body = parseInput(WebhookRef, { webhookId });
  return (await post('/api/admin/webhooks/test', body, apiSuccess(WebhookDelivery))).data;
}

/** One page of an endpoint's delivery log, newest first. */
export async function listDeliveries(query: DeliveryQuery): Promise<DeliveryPage> {
  const body = parseInput(DeliveryQuery, query);
  return (await post('/api/admin/webhooks/deliveries/getall', body, apiSuccess(DeliveryPage))).data;
}

/** "Send again": a new delivery of the same event (same `webhook-id`), queued now. */
export async function resendDelivery(deliveryId: string): Promise<WebhookDelivery> {
  const body = parseInput(DeliveryRef, { deliveryId });
  return (await post('/api/admin/webhooks/deliveries/resend', body, apiSuccess(WebhookDelivery)))
    .data;
}
