import type { FastifyPluginAsync } from 'fastify';
import { ClientCreate, ClientDelete, ClientFilter, ClientUpdate } from '@/sdk/schemas/client';
import { isAdmin, requireAdmin } from '../auth/guard';
import type { ServerContext } from '../context';
import {
  deleteClient,
  insertClient,
  listClients,
  toClientItem,
  updateClient,
} from '../data/clients';
import { replacedPaths } from '../data/rows';
import { Messages, ok } from '../http/envelope';
import { badRequest, notFound } from '../http/errors';
import { readForm, readJson } from '../http/form';
import { parseInput } from '../http/input';
import { withUploadedImages } from '../media/uploadedImages';

const IMAGE_FIELDS = ['clientImg'] as const;
const NOT_FOUND = 'No client with this id.';

export const clientRoutes =
  ({ db, media }: ServerContext): FastifyPluginAsync =>
  async (app) => {
    const adminOnly = { preHandler: requireAdmin(db) };

    app.post('/api/clientSection/getall', async (request) => {
      const filter = parseInput(ClientFilter, readJson(request));
      const admin = await isAdmin(db, request);
      // Visitors see active logos only, whatever the filter asks for (docs/api.md).
      if (!admin && filter.isActive === false) return ok(Messages.fetched, []);
      const rows = await listClients(db, {
        id: filter._id ?? filter.clientSectionId,
        isActive: admin ? filter.isActive : true,
      });
      return ok(Messages.fetched, rows.map(toClientItem));
    });

    app.post('/api/clientSection/create', adminOnly, async (request) => {
      const form = await readForm(request, IMAGE_FIELDS);
      const fields = parseInput(ClientCreate, form.fields);
      if (!form.files.has('clientImg')) {
        throw badRequest('Choose an image file.', [
          { path: ['clientImg'], message: 'Choose an image file.' },
        ]);
      }
      const row = await withUploadedImages(media, form.files, IMAGE_FIELDS, async (paths) => {
        const created = await insertClient(db, {
          clientTitle: fields.clientTitle,
          clientImg: paths.clientImg ?? '',
          isActive: fields.isActive ?? true,
        });
        return { result: created, obsolete: [] };
      });
      return ok(Messages.added, toClientItem(row));
    });

    app.post('/api/clientSection/update', adminOnly, async (request) => {
      const form = await readForm(request, IMAGE_FIELDS);
      // clientImg as text (the toggle sends the stored path back) is dropped: only files count.
      const { clientSectionId, clientTitle, isActive } = parseInput(ClientUpdate, form.fields);
      const row = await withUploadedImages(media, form.files, IMAGE_FIELDS, async (paths) => {
        const change = await updateClient(db, clientSectionId, {
          clientTitle,
          isActive,
          clientImg: paths.clientImg,
        });
        if (!change) throw notFound(NOT_FOUND);
        const obsolete = replacedPaths(change.before, change.after, IMAGE_FIELDS);
        return { result: change.after, obsolete };
      });
      return ok(Messages.updated, toClientItem(row));
    });

    app.post('/api/clientSection/delete', adminOnly, async (request) => {
      const { clientSectionId } = parseInput(ClientDelete, readJson(request));
      const row = await deleteClient(db, clientSectionId);
      if (!row) throw notFound(NOT_FOUND);
      // The row is gone (committed); now its logo can go too.
      await media.remove(row.clientImg);
      return ok(Messages.deleted, { _id: row.id });
    });
  };
