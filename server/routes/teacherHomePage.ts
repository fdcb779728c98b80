import type { FastifyPluginAsync } from 'fastify';
import { HOME_IMAGE_FIELDS, HomeCreate, HomeUpdate } from '@/sdk/schemas/home';
import { requireAdmin } from '../auth/guard';
import type { ServerContext } from '../context';
import { insertFirstHome, listHome, toHomeContent, updateHome } from '../data/homeContent';
import { replacedPaths } from '../data/rows';
import { Messages, ok } from '../http/envelope';
import { conflict, notFound } from '../http/errors';
import { readForm } from '../http/form';
import { parseInput } from '../http/input';
import { withUploadedImages } from '../media/uploadedImages';

export const homeRoutes =
  ({ db, media }: ServerContext): FastifyPluginAsync =>
  async (app) => {
    const adminOnly = { preHandler: requireAdmin(db) };

    app.post('/api/teacherHomePage/getall', async () => {
      const rows = await listHome(db);
      return ok(Messages.fetched, rows.map(toHomeContent));
    });

    app.post('/api/teacherHomePage/create', adminOnly, async (request) => {
      const form = await readForm(request, HOME_IMAGE_FIELDS);
      const fields = parseInput(HomeCreate, form.fields);
      const row = await withUploadedImages(media, form.files, HOME_IMAGE_FIELDS, async (paths) => {
        const created = await insertFirstHome(db, { ...fields, ...paths });
        // The home content is one record (design.md); a second create is a conflict.
        if (!created) throw conflict('The home content already exists; update it instead.');
        return { result: created, obsolete: [] };
      });
      return ok(Messages.added, toHomeContent(row));
    });

    app.post('/api/teacherHomePage/update', adminOnly, async (request) => {
      const form = await readForm(request, HOME_IMAGE_FIELDS);
      const { homeSettingId, ...fields } = parseInput(HomeUpdate, form.fields);
      const row = await withUploadedImages(media, form.files, HOME_IMAGE_FIELDS, async (paths) => {
        const change = await updateHome(db, homeSettingId, { ...fields, ...paths });
        if (!change) throw notFound('No home content with this id.');
        const obsolete = replacedPaths(change.before, change.after, HOME_IMAGE_FIELDS);
        return { result: change.after, obsolete };
      });
      // A one-item list: the spec's client reads data[0].
      return ok(Messages.added, [toHomeContent(row)]);
    });
  };
