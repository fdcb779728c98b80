import type { FastifyInstance } from 'fastify';
import { ContentRef } from '@/sdk/content/contentRef';
import {
  HistoryMessages,
  TrashQuery,
  TrashRef,
  UNDO_SECONDS,
  VersionQuery,
  VersionRef,
} from '@/sdk/content/history';
import { recordAudit } from '../../audit/auditLog';
import { actorOf } from '../../auth/guard';
import type { ServerContext } from '../../context';
import { ok } from '../../http/envelope';
import { conflict, notFound } from '../../http/errors';
import { readJson } from '../../http/form';
import { parseInput } from '../../http/input';
import { itemName } from '../itemName';
import { draftGuards, publishGuards } from '../publishing';
import { restoreFromTrash, restoreVersionAsDraft } from './restore';
import { listTrash, newestTrashOf } from './trash';
import { findVersion, listVersions } from './versions';

/**
 * History and trash (issue 37, docs/drafts.md): versions of a record and one with both records;
 * a version restored as a draft; the trash, a restore from it, and the undo of one's own delete
 * for UNDO_SECONDS. A restore from the trash publishes, so it needs the right to publish.
 */
export function registerHistory(
  app: FastifyInstance,
  { db, contentWriteListeners }: ServerContext,
) {
  const actor = (request: Parameters<typeof actorOf>[0]) => {
    const user = actorOf(request);
    return { id: user.id, username: user.username };
  };

  app.post('/api/versions/getall', draftGuards(db), async (request) => {
    const query = parseInput(VersionQuery, readJson(request));
    const page = await listVersions(db, query);
    return ok('OK', { ...page, page: query.page, pageSize: query.pageSize });
  });

  app.post('/api/versions/get', draftGuards(db), async (request) => {
    const { versionId } = parseInput(VersionRef, readJson(request));
    const version = await findVersion(db, versionId);
    if (!version) throw notFound(HistoryMessages.noVersion);
    return ok('OK', version);
  });

  app.post('/api/versions/restore', draftGuards(db), async (request) => {
    const { versionId } = parseInput(VersionRef, readJson(request));
    const version = await findVersion(db, versionId);
    if (!version) throw notFound(HistoryMessages.noVersion);
    const restored = await restoreVersionAsDraft(db, version, actor(request));
    if (!restored.detail) throw conflict(HistoryMessages.sameAsPublished);
    const name = itemName(restored.detail.draft);
    await recordAudit(db, {
      kind: 'content',
      action: `${version.key}.restore-version`,
      target: version.recordId,
      summary: `restored a version of ${version.key}${name ? ` “${name}”` : ''} as a draft`,
      versionId,
    });
    return ok(HistoryMessages.restoredAsDraft, restored.detail);
  });

  app.post('/api/trash/getall', draftGuards(db), async (request) => {
    const { key } = parseInput(TrashQuery, readJson(request));
    return ok('OK', await listTrash(db, key));
  });

  app.post('/api/trash/restore', publishGuards(db), async (request) => {
    const { trashId } = parseInput(TrashRef, readJson(request));
    const restored = await restoreFromTrash(db, contentWriteListeners, trashId, actor(request));
    return ok(HistoryMessages.restored, restored);
  });

  // The toast's undo: knows only what was deleted (the spec's delete answers the id alone).
  app.post('/api/trash/undo', publishGuards(db), async (request) => {
    const { key, id } = parseInput(ContentRef, readJson(request));
    const item = await newestTrashOf(db, key, id);
    const user = actor(request);
    if (!item || item.deletedById !== user.id) throw notFound(HistoryMessages.nothingToUndo);
    if (Date.now() - item.deletedAt.getTime() > UNDO_SECONDS * 1000) {
      throw conflict(HistoryMessages.undoTooLate);
    }
    const restored = await restoreFromTrash(db, contentWriteListeners, item.id, user);
    return ok(HistoryMessages.restored, restored);
  });
}
