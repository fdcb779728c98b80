import type { FastifyPluginAsync } from 'fastify';
import { Lead } from '@/sdk/schemas/lead';
import type { ServerContext } from '../context';
import { ok } from '../http/envelope';
import { tooManyRequests } from '../http/errors';
import { readJson } from '../http/form';
import { parseInput } from '../http/input';
import { createLeadNotifier } from '../notify/leadNotifier';
import { leadFormRoutes } from './leadForm';
import { idempotencyKeyOf, LEAD_THANKS, leadIntake } from './leadIntake';

/**
 * A visitor's lead, by either door: the API's JSON call (the modal) and the lead page's plain
 * form (leadForm.ts), both through one intake, so both store, deduplicate and notify alike.
 */
export const leadRoutes =
  (context: ServerContext): FastifyPluginAsync =>
  async (app) => {
    const { config, db } = context;
    const notifier = config.leadNotify ? createLeadNotifier(config.leadNotify) : null;
    const receiveLead = leadIntake({
      db,
      notifier,
      leadEvents: context.leadEventListeners,
      countLead: context.analytics.leadStored,
    });
    app.addHook('onClose', async () => notifier?.close());
    await app.register(leadFormRoutes({ context, receiveLead }));

    app.post(
      '/api/leads/create',
      {
        config: {
          rateLimit: {
            max: config.leadRateLimit,
            timeWindow: '1 minute',
            errorResponseBuilder: () =>
              tooManyRequests(
                'You have sent too many requests. Please wait a minute and try again.',
              ),
          },
        },
      },
      async (request, reply) => {
        const idempotencyKey = idempotencyKeyOf(request.headers['idempotency-key']);
        const lead = parseInput(Lead, readJson(request));
        const { record, replayed } = await receiveLead(lead, idempotencyKey, request.log, request);
        // As Stripe's API marks an answer repeated for a retried key.
        if (replayed) void reply.header('idempotent-replayed', 'true');
        return ok(LEAD_THANKS, record);
      },
    );
  };
