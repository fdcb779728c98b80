import type { FastifyBaseLogger } from 'fastify';
import type { ServerContext } from '../context';
import { deliveryWorker } from './deliveryWorker';
import { webhookOutbox } from './outbox';
import { secretBox, webhookKey } from './secretBox';
import type { SecretBox } from './secretBox';
import { webhookSettings } from './webhookConfig';

/**
 * The webhook machinery of one server (its context): settings, the sealing of secrets, the
 * outbox that queues events and the worker that delivers them. Made once, by whichever of the
 * webhook routes and the delivery job asks first, so both use the same worker.
 */
function createWebhookService(context: ServerContext, log: FastifyBaseLogger) {
  const { config, db } = context;
  const settings = webhookSettings(config.webhooks);
  const key = webhookKey({
    secretKey: settings.secretKey,
    dataDir: config.dataDir,
    embedded: config.database.kind === 'pglite',
  });
  let box: SecretBox | null = null;
  /** Null where secrets cannot be kept (PostgreSQL without WEBHOOK_SECRET_KEY). */
  const secrets = (): SecretBox | null => (key ? (box ??= secretBox(key())) : null);
  const worker = deliveryWorker({
    db,
    settings,
    log,
    open: (sealed, endpointId) => {
      const opened = secrets();
      if (!opened) throw new Error('no webhook secret key');
      return opened.open(sealed, endpointId);
    },
  });
  const outbox = webhookOutbox({
    db,
    maxAttempts: settings.maxAttempts,
    log,
    onQueued: () => worker.kick(),
  });
  return { settings, secrets, worker, outbox };
}

export type WebhookService = ReturnType<typeof createWebhookService>;

const services = new WeakMap<ServerContext, WebhookService>();

export function webhookService(context: ServerContext, log: FastifyBaseLogger): WebhookService {
  let service = services.get(context);
  if (!service) {
    service = createWebhookService(context, log);
    services.set(context, service);
  }
  return service;
}
