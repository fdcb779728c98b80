import type { FastifyInstance } from 'fastify';
import { ContentMessages, endpoint } from '@/sdk/content';
import type { AnyCollection } from '@/sdk/content';
import { isAdmin } from '../auth/guard';
import { contentReadKey } from '../cache/cachedAnswers';
import { cachedJson, JSON_TYPE, sendCached } from '../cache/cachedReply';
import type { ServerContext } from '../context';
import { ok } from '../http/envelope';
import { badRequest, notFound } from '../http/errors';
import { readForm, readJson } from '../http/form';
import { parseInput } from '../http/input';
import { withUploadedImages } from '../media/uploadedImages';
import { altOfUndescribedImages, requireAltText, requireAltTextOfUpdate } from './altText';
import { droppedBlockPictures } from './blockPictures';
import { replacedPaths, without } from './records';
import { pictures } from './pictures';
import { publishGuards } from './publishing';
import { contentRepository } from './repository';

/** A collection's four endpoints (getall, create, update, delete), from its declaration. */
export function registerCollection(
  app: FastifyInstance,
  { db, media, contentWriteListeners, contentCache, cachedAnswers }: ServerContext,
  definition: AnyCollection,
): void {
  const repository = contentRepository(db, definition, contentWriteListeners);
  const { idField, imageNames, messages } = definition;
  // Admins and editors (sdk/schemas/users Permissions.content): the one guard of every write;
  // each publishes at once, so with "editors need review" on only admins may (publishing.ts).
  const adminOnly = publishGuards(db);
  // A replaced or deleted picture stays while a version or the trash names it (pictures.ts).
  const { release } = pictures(db, media);

  // A visitor's read that was answered before is answered again from the cache, early.
  const cachedRead = { preHandler: cachedAnswers.replay(contentReadKey) };

  app.post(endpoint(definition, 'getall'), cachedRead, async (request, reply) => {
    const filter = parseInput(definition.filter, readJson(request));
    const admin = await isAdmin(db, request);
    // Visitors see active items only, whatever the filter asks for (docs/api.md).
    if (!admin && filter.isActive === false) return ok(ContentMessages.fetched, []);
    const query = {
      id: (filter._id ?? filter[idField]) as string | undefined,
      isActive: admin ? (filter.isActive as boolean | undefined) : true,
    };
    const key = `api:${definition.key}:${query.id ?? '*'}:${String(query.isActive)}`;
    const answer = await contentCache.remember(key, async () =>
      cachedJson(ok(ContentMessages.fetched, await repository.list(query))),
    );
    return sendCached(request, reply, answer, JSON_TYPE);
  });

  app.post(endpoint(definition, 'create'), adminOnly, async (request) => {
    const form = await readForm(request, imageNames);
    const fields = parseInput(definition.create, form.fields);
    const missing = imageNames.filter((n) => definition.images[n]?.required && !form.files.has(n));
    if (missing.length > 0) {
      const issues = missing.map((name) => ({
        path: [name],
        message: ContentMessages.chooseImage,
      }));
      throw badRequest(ContentMessages.chooseImage, issues);
    }
    const chosen = Object.fromEntries(
      imageNames.map((name) => [name, form.files.has(name) ? name : '']),
    );
    requireAltText(definition, { ...fields, ...chosen });
    const item = await withUploadedImages(
      media,
      form.files,
      imageNames,
      async (paths) => ({
        result: await repository.insert({ ...fields, ...paths }),
        obsolete: [],
      }),
      release,
    );
    return ok(messages.created, item);
  });

  app.post(endpoint(definition, 'update'), adminOnly, async (request) => {
    const form = await readForm(request, imageNames);
    const parsed = parseInput(definition.update, form.fields);
    // An image name sent as text (the toggle sends the stored path back) is dropped: only a file
    // part replaces an image, and nothing a caller sends becomes a stored path.
    const changes = without(parsed, [idField, ...imageNames]);
    const item = await withUploadedImages(
      media,
      form.files,
      imageNames,
      async (paths) => {
        const newImages = Object.keys(paths);
        // Alt fields left out keep the stored ones; a new image brings its own, or is stored
        // undescribed when the write sends none (altText.ts).
        const values = { ...changes, ...paths, ...altOfUndescribedImages(newImages, changes) };
        const change = await repository.update(String(parsed[idField]), values, (next, before) =>
          requireAltTextOfUpdate(definition, { before, next, sent: changes, newImages }),
        );
        if (!change) throw notFound(messages.notFound);
        return {
          result: change.after,
          // A block's own picture the page no longer shows goes the same way (blockPictures.ts).
          obsolete: [
            ...replacedPaths(change.before, change.after, imageNames),
            ...droppedBlockPictures(change.before, change.after),
          ],
        };
      },
      release,
    );
    return ok(messages.updated, item);
  });

  if (definition.order === 'manual') {
    app.post(endpoint(definition, 'reorder'), adminOnly, async (request) => {
      const { ids } = parseInput(definition.reorder, readJson(request));
      const items = await repository.reorder(ids);
      if (items === 'mismatch') {
        const message = ContentMessages.reorderMismatch;
        throw badRequest(message, [{ path: ['ids'], message }]);
      }
      return ok(messages.updated, items);
    });
  }

  app.post(endpoint(definition, 'delete'), adminOnly, async (request) => {
    const target = parseInput(definition.delete, readJson(request));
    // Into the trash: its pictures stay while the trash and its versions name them, and the
    // delete can be undone (docs/drafts.md).
    const removed = await repository.remove(String(target[idField]));
    if (!removed) throw notFound(messages.notFound);
    return ok(messages.deleted, { _id: removed._id });
  });
}
