import type { FastifyPluginAsync } from 'fastify';
import type { ServerContext } from '../context';
import { pruneDeliveries } from '../webhooks/deliveryQueue';
import { contentWritesToWebhooks, leadEventsToWebhooks } from '../webhooks/eventSources';
import { webhookService } from '../webhooks/webhookService';

const HOUR = 3_600_000;

/**
 * Webhooks (issue 38): lead events and content publishes are queued for the endpoints that hear
 * them, and this instance's worker delivers what is due: woken by its own events, and polling
 * for the rest (other instances' events, retries that fell due, leases a stopped instance left).
 * It starts when the server is ready (deliveries left from before a restart go out then) and, on
 * close, queues what is waiting and lets the attempts in flight end. The log is pruned hourly.
 */
export const webhookDeliveriesJob =
  (context: ServerContext): FastifyPluginAsync =>
  async (app) => {
    const { worker, outbox, settings } = webhookService(context, app.log);
    context.leadEventListeners.push(leadEventsToWebhooks(context.db, outbox));
    context.contentWriteListeners.push(contentWritesToWebhooks(context.db, outbox));
    const prune = () =>
      pruneDeliveries(context.db).catch((error: unknown) =>
        app.log.error({ err: error }, 'webhook delivery log could not be pruned'),
      );
    const poll = setInterval(() => worker.kick(), settings.pollMs);
    const hourly = setInterval(() => void prune(), HOUR);
    poll.unref();
    hourly.unref();
    app.addHook('onReady', async () => {
      worker.kick();
      void prune();
    });
    app.addHook('onClose', async () => {
      clearInterval(poll);
      clearInterval(hourly);
      await outbox.settled();
      await worker.stop();
    });
  };
