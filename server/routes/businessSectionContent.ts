import type { FastifyPluginAsync } from 'fastify';
import { BusinessUpdate } from '@/sdk/schemas/business';
import { requireAdmin } from '../auth/guard';
import type { ServerContext } from '../context';
import { listBusiness, toBusinessSection, updateBusiness } from '../data/businessSection';
import { Messages, ok } from '../http/envelope';
import { notFound } from '../http/errors';
import { readForm } from '../http/form';
import { parseInput } from '../http/input';

export const businessRoutes =
  ({ db }: ServerContext): FastifyPluginAsync =>
  async (app) => {
    app.post('/api/businessSectionContent/getall', async () => {
      const rows = await listBusiness(db);
      return ok(Messages.fetched, rows.map(toBusinessSection));
    });

    app.post(
      '/api/businessSectionContent/update',
      { preHandler: requireAdmin(db) },
      async (request) => {
        // Multipart text (as the spec sends it) or JSON; the schema coerces and checks >= 0.
        const form = await readForm(request);
        const { businessSectionId, ...counters } = parseInput(BusinessUpdate, form.fields);
        const change = await updateBusiness(db, businessSectionId, counters);
        if (!change) throw notFound('No business section with this id.');
        return ok(Messages.added, [toBusinessSection(change.after)]);
      },
    );
  };
