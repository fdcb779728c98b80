import { contentDefinitions } from '@/sdk/content';
import type { ContentKey } from '@/sdk/content';
import { HistoryMessages } from '@/sdk/content/history';
import type { Published } from '@/sdk/content/drafts';
import type { AuditActor } from '../../audit/auditLog';
import { recordAudit } from '../../audit/auditLog';
import type { Db } from '../../db/database';
import { conflict, notFound } from '../../http/errors';
import { contentStore } from '../contentStore';
import { draftChanges, draftDetail, recordOnly } from '../drafts/draftRecords';
import { withHoldingRelease } from '../drafts/draftReleases';
import { deleteDraft, writeDraft } from '../drafts/draftStore';
import { itemName } from '../itemName';
import { toRecord } from '../records';
import { tellListeners } from '../repository';
import type { ContentWriteListener } from '../repository';
import { takeFromTrash } from './trash';
import type { StoredRecord } from './versions';

const label = (key: string, record: StoredRecord) => {
  const name = itemName(record);
  return name ? `${key} “${name}”` : key;
};

/**
 * Puts a trash item back on the site in one transaction: the record with its id, place and
 * creation time, its draft if it had one, a `restore` version and its audit entry; then the
 * listeners hear of it once.
 */
export async function restoreFromTrash(
  db: Db,
  listeners: readonly ContentWriteListener[],
  trashId: string,
  actor: AuditActor,
): Promise<Published> {
  const restored = await db.transaction(async (tx) => {
    const row = await takeFromTrash(tx, trashId);
    if (!row) throw notFound(HistoryMessages.noTrashItem);
    const key = row.contentKey as ContentKey;
    const store = contentStore(contentDefinitions[key]);
    if (await store.findRow(tx, row.recordId)) throw conflict(HistoryMessages.stillThere);
    const values = {
      ...row.record,
      ...(row.position === null ? {} : { position: row.position }),
      ...(row.recordCreatedAt ? { createdAt: row.recordCreatedAt } : {}),
    };
    const { item, versionId } = await store.insert(tx, values, row.recordId, { actor }, 'restore');
    if (row.draft) {
      await writeDraft(tx, {
        key,
        recordId: row.recordId,
        changes: row.draft,
        isNew: false,
        actor,
      });
    }
    await recordAudit(tx, {
      kind: 'content',
      action: `${key}.restore`,
      target: row.recordId,
      summary: `restored ${label(key, item)} from the trash`,
      actor,
      versionId,
    });
    return { key, id: row.recordId, record: item, versionId: versionId ?? '' };
  });
  await tellListeners(listeners, {
    key: restored.key,
    action: 'restore',
    id: restored.id,
    audited: true,
  });
  return restored;
}

/**
 * Makes a version's record the record's draft (nothing changes on the site until it is
 * published): the record after the version, or before it for a delete. A record that is gone
 * comes back as a new item with its old id.
 */
export async function restoreVersionAsDraft(
  db: Db,
  version: {
    key: ContentKey;
    recordId: string;
    before: StoredRecord | null;
    after: StoredRecord | null;
  },
  actor: AuditActor,
) {
  const definition = contentDefinitions[version.key];
  const wanted = recordOnly(definition, version.after ?? version.before ?? {});
  return db.transaction(async (tx) => {
    const row = await contentStore(definition).findRow(tx, version.recordId);
    const published = row ? (toRecord(row) as StoredRecord & { _id: string }) : null;
    const changes = published ? draftChanges(published, wanted) : wanted;
    if (published && Object.keys(changes).length === 0) {
      await deleteDraft(tx, version.key, version.recordId);
      return { detail: null, published };
    }
    const { row: draft } = await writeDraft(tx, {
      key: version.key,
      recordId: version.recordId,
      changes,
      isNew: published === null,
      actor,
    });
    // A release it held is named as open now: the restore took it off the schedule.
    return { detail: await withHoldingRelease(tx, draftDetail(draft, published)), published };
  });
}
