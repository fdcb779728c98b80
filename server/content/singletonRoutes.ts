import type { FastifyInstance } from 'fastify';
import { ContentMessages, endpoint } from '@/sdk/content';
import type { AnySingleton } from '@/sdk/content';
import { contentReadKey } from '../cache/cachedAnswers';
import { cachedJson, JSON_TYPE, sendCached } from '../cache/cachedReply';
import type { ServerContext } from '../context';
import { ok } from '../http/envelope';
import { conflict, notFound } from '../http/errors';
import { readForm } from '../http/form';
import { parseInput } from '../http/input';
import { withUploadedImages } from '../media/uploadedImages';
import { altOfUndescribedImages, requireAltText, requireAltTextOfUpdate } from './altText';
import { replacedPaths, without } from './records';
import { pictures } from './pictures';
import { publishGuards } from './publishing';
import { contentRepository } from './repository';

/** A section's endpoints (getall, update, and create where it has one), from its declaration. */
export function registerSingleton(
  app: FastifyInstance,
  { db, media, contentWriteListeners, contentCache, cachedAnswers }: ServerContext,
  definition: AnySingleton,
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
    const answer = await contentCache.remember(`api:${definition.key}`, async () =>
      cachedJson(ok(ContentMessages.fetched, await repository.list())),
    );
    return sendCached(request, reply, answer, JSON_TYPE);
  });

  const create = definition.create;
  if (create) {
    app.post(endpoint(definition, 'create'), adminOnly, async (request) => {
      const form = await readForm(request, imageNames);
      const fields = parseInput(create, form.fields);
      const item = await withUploadedImages(
        media,
        form.files,
        imageNames,
        async (paths) => {
          requireAltText(definition, { ...fields, ...paths });
          const created = await repository.insertFirst({ ...fields, ...paths });
          // A section is one record (docs/spec-notes.md); a second create is a conflict.
          if (!created) throw conflict(ContentMessages.exists);
          return { result: created, obsolete: [] };
        },
        release,
      );
      return ok(messages.created, item);
    });
  }

  app.post(endpoint(definition, 'update'), adminOnly, async (request) => {
    // Multipart (as the spec sends it) or JSON; the schema coerces numbers and checks them.
    const form = await readForm(request, imageNames);
    const parsed = parseInput(definition.update, form.fields);
    const item = await withUploadedImages(
      media,
      form.files,
      imageNames,
      async (paths) => {
        const sent = without(parsed, [idField]);
        const newImages = Object.keys(paths);
        // Alt fields left out keep the stored ones; a new image brings its own, or is stored
        // undescribed when the write sends none (altText.ts).
        const change = await repository.update(
          String(parsed[idField]),
          { ...sent, ...paths, ...altOfUndescribedImages(newImages, sent) },
          (next, before) => requireAltTextOfUpdate(definition, { before, next, sent, newImages }),
        );
        if (!change) throw notFound(messages.notFound);
        return {
          result: change.after,
          obsolete: replacedPaths(change.before, change.after, imageNames),
        };
      },
      release,
    );
    // A one-item list: the spec's client reads data[0].
    return ok(messages.updated, [item]);
  });
}
