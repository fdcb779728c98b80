import type { FastifyPluginAsync } from 'fastify';
import { Lead } from '@/sdk/schemas/lead';
import type { ServerContext } from '../context';
import { leadWriter, toLeadRecord } from '../data/leads';
import { ok } from '../http/envelope';
import { tooManyRequests } from '../http/errors';
import { readJson } from '../http/form';
import { parseInput } from '../http/input';
import { createLeadNotifier } from '../notify/leadNotifier';

const THANKS = 'Thank you! Our team will contact you soon.';

export const leadRoutes =
  ({ config, db }: ServerContext): FastifyPluginAsync =>
  async (app) => {
    const notifier = config.leadNotify ? createLeadNotifier(config.leadNotify) : null;
    // Group commits: leads that arrive together are stored by one statement (data/leads.ts).
    const storeLead = leadWriter(db);
    app.addHook('onClose', async () => notifier?.close());

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
      async (request) => {
        const lead = parseInput(Lead, readJson(request));
        // A filled honeypot is a bot: answer success (data null) so it learns nothing, and keep nothing.
        if (lead.website?.trim()) {
          request.log.info('lead honeypot filled; not stored');
          return ok(THANKS, null);
        }
        const record = toLeadRecord(await storeLead(lead));
        // After the lead is stored and without waiting: a slow or broken mail server can neither
        // delay nor fail the visitor's answer (the notifier logs its own failures).
        void notifier?.notify(record, request.log);
        return ok(THANKS, record);
      },
    );
  };
