import type { ContentWriteListener } from '../content/repository';
import type { Db } from '../db/database';
import type { MediaStore } from '../media/mediaStore';
import { recordAudit } from './auditLog';

/** The audit log's ear on every committed content write (server/context.ts). */
export const auditContentWrites =
  (db: Db): ContentWriteListener =>
  ({ key, action, id }) =>
    recordAudit(db, {
      kind: 'content',
      action: `${key}.${action}`,
      target: id,
      summary: `${action}d ${key} ${id}`,
    });

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
