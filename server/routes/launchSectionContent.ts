import type { FastifyPluginAsync } from 'fastify';
import { LaunchUpdate } from '@/sdk/schemas/launch';
import { requireAdmin } from '../auth/guard';
import type { ServerContext } from '../context';
import { listLaunch, toLaunchSection, updateLaunch } from '../data/launchSection';
import { replacedPaths } from '../data/rows';
import { Messages, ok } from '../http/envelope';
import { notFound } from '../http/errors';
import { readForm } from '../http/form';
import { parseInput } from '../http/input';
import { withUploadedImages } from '../media/uploadedImages';

const IMAGE_FIELDS = ['launchImage'] as const;

export const launchRoutes =
  ({ db, media }: ServerContext): FastifyPluginAsync =>
  async (app) => {
    app.post('/api/launchSectionContent/getall', async () => {
      const rows = await listLaunch(db);
      return ok(Messages.fetched, rows.map(toLaunchSection));
    });

    app.post(
      '/api/launchSectionContent/update',
      { preHandler: requireAdmin(db) },
      async (request) => {
        const form = await readForm(request, IMAGE_FIELDS);
        const { launchSectionId, ...fields } = parseInput(LaunchUpdate, form.fields);
        const row = await withUploadedImages(media, form.files, IMAGE_FIELDS, async (paths) => {
          const change = await updateLaunch(db, launchSectionId, { ...fields, ...paths });
          if (!change) throw notFound('No launch section with this id.');
          const obsolete = replacedPaths(change.before, change.after, IMAGE_FIELDS);
          return { result: change.after, obsolete };
        });
        return ok(Messages.added, [toLaunchSection(row)]);
      },
    );
  };
