import type { FastifyPluginAsync } from 'fastify';
import {
  DeliveryQuery,
  DeliveryRef,
  WEBHOOK_TEST_EVENT,
  WebhookCreate,
  WebhookMessages,
  WebhookRef,
  WebhookUpdate,
} from '@/sdk/schemas/webhooks';
import type { DeliveryPage, WebhookCreated } from '@/sdk/schemas/webhooks';
import { Permissions } from '@/sdk/schemas/users';
import { recordAudit } from '../audit/auditLog';
import { actorOf, requireRole } from '../auth/guard';
import type { ServerContext } from '../context';
import { noStore } from '../http/delivery';
import { ok } from '../http/envelope';
import { badRequest, conflict, notFound } from '../http/errors';
import { readJson } from '../http/form';
import { parseInput } from '../http/input';
import { isPrivateHost } from '../webhooks/addressPolicy';
import {
  findDelivery,
  insertDelivery,
  listDeliveries,
  toDelivery,
} from '../webhooks/deliveryQueue';
import { newEventStamp, webhookTestPayload } from '../webhooks/payloads';
import {
  createWebhook,
  deleteWebhook,
  findWebhookRow,
  listWebhooks,
  updateWebhook,
} from '../webhooks/webhookStore';
import { webhookService } from '../webhooks/webhookService';

/**
 * Webhooks (issue 38, docs/webhooks.md): admins register endpoints, read their delivery log,
 * send a delivery again and send a test. Every change is audited (kind `webhook`).
 */
export const webhookRoutes =
  (context: ServerContext): FastifyPluginAsync =>
  async (app) => {
    const { db } = context;
    const service = () => webhookService(context, app.log);
    const admins = { preHandler: requireRole(db, Permissions.integrations) };
    const adminReads = {
      preHandler: requireRole(db, Permissions.integrations, { readOnly: true }),
    };

    /** A registered address must not name this machine or a private network (unless allowed). */
    const checkAddress = (url: string | undefined) => {
      if (url && !service().settings.allowPrivate && isPrivateHost(url))
        throw badRequest(WebhookMessages.privateAddress, [
          { path: ['url'], message: WebhookMessages.privateAddress },
        ]);
    };
    const existing = async (id: string) => {
      const row = await findWebhookRow(db, id);
      if (!row) throw notFound(WebhookMessages.notFound);
      return row;
    };

    app.post('/api/admin/webhooks/getall', adminReads, async (_request, reply) => {
      noStore(reply);
      return ok(WebhookMessages.fetched, await listWebhooks(db));
    });

    app.post('/api/admin/webhooks/create', admins, async (request, reply) => {
      const input = parseInput(WebhookCreate, readJson(request));
      checkAddress(input.url);
      const box = service().secrets();
      if (!box) throw conflict(WebhookMessages.keyMissing);
      const user = actorOf(request);
      const created: WebhookCreated = await createWebhook(db, box, input, user);
      await recordAudit(db, {
        kind: 'webhook',
        action: 'create',
        target: created._id,
        summary: `registered ${created.url} for ${created.events.join(', ')}`,
      });
      // The secret is shown this once.
      noStore(reply);
      return ok(WebhookMessages.created, created);
    });

    app.post('/api/admin/webhooks/update', admins, async (request) => {
      const { webhookId, ...change } = parseInput(WebhookUpdate, readJson(request));
      checkAddress(change.url);
      const changed = await updateWebhook(db, webhookId, change);
      if (!changed) throw notFound(WebhookMessages.notFound);
      const { before, after } = changed;
      const what = [
        before.url !== after.url ? `address ${after.url}` : null,
        before.events.join() !== after.events.join() ? `events ${after.events.join(', ')}` : null,
        before.active !== after.active ? (after.active ? 'switched on' : 'switched off') : null,
        before.description !== after.description ? 'description' : null,
      ].filter(Boolean);
      await recordAudit(db, {
        kind: 'webhook',
        action: 'update',
        target: webhookId,
        summary: `changed ${before.url}: ${what.join('; ') || 'nothing'}`,
      });
      return ok(WebhookMessages.updated, after);
    });

    app.post('/api/admin/webhooks/delete', admins, async (request) => {
      const { webhookId } = parseInput(WebhookRef, readJson(request));
      const deleted = await deleteWebhook(db, webhookId);
      if (!deleted) throw notFound(WebhookMessages.notFound);
      await recordAudit(db, {
        kind: 'webhook',
        action: 'delete',
        target: webhookId,
        summary: `deleted the webhook to ${deleted.url} and its delivery log`,
      });
      return ok(WebhookMessages.deleted, { _id: webhookId });
    });

    // Sent in this request (one attempt, not retried), so the console shows how it went.
    app.post('/api/admin/webhooks/test', admins, async (request) => {
      const { webhookId } = parseInput(WebhookRef, readJson(request));
      const endpoint = await existing(webhookId);
      const stamp = newEventStamp();
      const queued = await insertDelivery(db, {
        endpointId: endpoint.id,
        eventId: stamp.id,
        eventType: WEBHOOK_TEST_EVENT,
        payload: JSON.stringify(webhookTestPayload(stamp, endpoint.id)),
        maxAttempts: 1,
        // Not the worker's: this request sends it.
        notBefore: new Date(Date.now() + 3_600_000),
      });
      await service().worker.deliverNow(queued.id);
      const sent = (await findDelivery(db, queued.id)) ?? queued;
      await recordAudit(db, {
        kind: 'webhook',
        action: 'test',
        target: webhookId,
        summary: `sent a test delivery to ${endpoint.url}: ${sent.status}`,
      });
      return ok(WebhookMessages.tested, toDelivery(sent));
    });

    app.post('/api/admin/webhooks/deliveries/getall', adminReads, async (request, reply) => {
      const query = parseInput(DeliveryQuery, readJson(request));
      await existing(query.webhookId);
      const { items, total } = await listDeliveries(db, query);
      const page: DeliveryPage = { items, total, page: query.page, pageSize: query.pageSize };
      noStore(reply);
      return ok('Deliveries fetched.', page);
    });

    // "Send again": a new delivery of the same event (same webhook-id), with its own attempts.
    app.post('/api/admin/webhooks/deliveries/resend', admins, async (request) => {
      const { deliveryId } = parseInput(DeliveryRef, readJson(request));
      const original = await findDelivery(db, deliveryId);
      if (!original) throw notFound(WebhookMessages.deliveryNotFound);
      const endpoint = await existing(original.endpointId);
      if (!endpoint.active)
        throw conflict('This webhook is switched off: switch it on to send again.');
      const resent = await insertDelivery(db, {
        endpointId: original.endpointId,
        eventId: original.eventId,
        eventType: original.eventType,
        payload: original.payload,
        maxAttempts: service().settings.maxAttempts,
        resentFrom: original.id,
      });
      service().worker.kick();
      await recordAudit(db, {
        kind: 'webhook',
        action: 'resend',
        target: original.id,
        summary: `sent ${original.eventType} ${original.eventId} to ${endpoint.url} again`,
      });
      return ok(WebhookMessages.resent, toDelivery(resent));
    });
  };
