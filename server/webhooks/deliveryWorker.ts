import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/database';
import { claimDeliveries, finishAttempt } from './deliveryQueue';
import type { AttemptOutcome, ClaimedDelivery } from './deliveryQueue';
import { sendDelivery } from './sendDelivery';
import type { WebhookSettings } from './webhookConfig';

/** Opens an endpoint's sealed secret; throws when it cannot (another instance's key). */
export type SecretOpener = (sealed: string, endpointId: string) => string;

/**
 * Delivers queued webhooks from this instance: at most `concurrency` attempts at once, each
 * bounded by the timeout, so slow or failing receivers use a few sockets and nothing else (the
 * lead intake only queues, outbox.ts). Woken by its own instance's events and by a poll that
 * finds the others' and the retries that fell due. Every instance runs one; the claim makes each
 * attempt one instance's.
 */
export function deliveryWorker(options: {
  db: Db;
  settings: WebhookSettings;
  open: SecretOpener;
  log: Pick<FastifyBaseLogger, 'error'>;
}) {
  const { db, settings, log } = options;
  // Past the attempt's own deadline: a lease runs out only when its worker is gone.
  const leaseMs = settings.timeoutMs + 30_000;
  const running = new Set<Promise<void>>();
  let claiming: Promise<void> | null = null;
  let wanted = false;
  let stopped = false;

  async function attempt(claimed: ClaimedDelivery): Promise<void> {
    let outcome: AttemptOutcome;
    let secret: string;
    try {
      secret = options.open(claimed.secretSealed, claimed.endpointId);
    } catch {
      outcome = {
        ok: false,
        responseStatus: null,
        latencyMs: 0,
        error:
          'the signing secret could not be opened: is WEBHOOK_SECRET_KEY the one it was made with?',
      };
      return finishAttempt(db, claimed, outcome, settings.retryBaseMs);
    }
    outcome = await sendDelivery({ ...claimed, secret }, settings);
    await finishAttempt(db, claimed, outcome, settings.retryBaseMs);
  }

  function track(work: Promise<void>) {
    const tracked: Promise<void> = work
      .catch((error: unknown) => log.error({ err: error }, 'webhook delivery attempt failed'))
      .finally(() => {
        running.delete(tracked);
        kick();
      });
    running.add(tracked);
  }

  async function fill(): Promise<void> {
    while (!stopped) {
      const room = settings.concurrency - running.size;
      if (room <= 0) return;
      const claimed = await claimDeliveries(db, { limit: room, leaseMs });
      for (const delivery of claimed) track(attempt(delivery));
      // A full claim may have left more due rows behind; a short one took all there were.
      if (claimed.length < room) return;
    }
  }

  /** Looks for due deliveries now (one claim at a time; a wake-up meanwhile looks again after). */
  function kick(): void {
    if (stopped) return;
    if (claiming) {
      wanted = true;
      return;
    }
    wanted = false;
    claiming = fill()
      .catch((error: unknown) =>
        log.error({ err: error }, 'webhook deliveries could not be claimed'),
      )
      .finally(() => {
        claiming = null;
        if (wanted) kick();
      });
  }

  return {
    kick,
    /** One attempt of one delivery now, in the caller's request (the console's test button). */
    deliverNow: async (deliveryId: string): Promise<void> => {
      const [claimed] = await claimDeliveries(db, { limit: 1, leaseMs, deliveryId });
      if (claimed) await attempt(claimed);
    },
    /** Stops claiming and waits for the attempts in flight (each ends by its timeout). */
    stop: async (): Promise<void> => {
      stopped = true;
      await claiming;
      await Promise.all(running);
    },
    /** Attempts in flight now (tests). */
    inFlight: () => running.size,
  };
}

export type DeliveryWorker = ReturnType<typeof deliveryWorker>;
