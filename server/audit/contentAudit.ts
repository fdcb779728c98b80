import type { ContentWrite, ContentWriteListener } from '../content/repository';
import type { Db } from '../db/database';
import type { MediaStore } from '../media/mediaStore';
import { recordAudit } from './auditLog';

const PAST: Record<ContentWrite['action'], string> = {
  create: 'created',
  update: 'updated',
  delete: 'deleted',
  reorder: 'reordered',
  publish: 'published',
  restore: 'restored',
};

/**
 * Target and sentence of one write: the sentence names the item as people know it ("deleted
 * testimonials “Priya Verma”"; a section is its key: "updated home"), the target keeps its id
 * for support. A reorder names the list; its id is every item's id.
 */
export function describeContentWrite({ key, action, id, name }: ContentWrite) {
  if (action === 'reorder') {
    const count = id === '' ? 0 : id.split(',').length;
    return { target: key, summary: `reordered ${key} (${count} items)` };
  }
  return { target: id, summary: `${PAST[action]} ${key}${name ? ` “${name}”` : ''}` };
}

/**
 * The audit log's ear on every committed content write (server/context.ts); the entry names the
 * version the write stored. Drafts published together were audited in their own transaction,
 * one entry per record (`audited`), so the one notice of them is not written again.
 */
export const auditContentWrites =
  (db: Db): ContentWriteListener =>
  async (write) => {
    if (write.audited) return;
    await recordAudit(db, {
      kind: 'content',
      action: `${write.key}.${write.action}`,
      ...describeContentWrite(write),
      ...(write.versionId ? { versionId: write.versionId } : {}),
    });
  };

/**
 * The media store, with every stored upload written to the audit log (who, which file, how big).
 * If the content write that carries it then fails, the file is removed but the entry stays.
 */
export function auditedMediaStore(media: MediaStore, db: Db): MediaStore {
  return {
    ...media,
    saveImage: async (file) => {
      const path = await media.saveImage(file);
      await recordAudit(db, {
        kind: 'media',
        action: 'upload',
        target: path,
        summary: `${file.size} bytes`,
      });
      return path;
    },
  };
}
