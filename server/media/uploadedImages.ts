import type { UploadedFile } from './uploadedFile';
import type { MediaStore } from './mediaStore';

/** What a database write reports back: its result and the stored paths it stopped using. */
export interface ImageWrite<T> {
  result: T;
  /** Paths the write replaced: they may still be named by a version, a draft or the trash. */
  obsolete: string[];
}

/**
 * Hands paths that may have lost their last reference to the picture collector
 * (server/content/pictures.ts), which deletes only those nothing names any more (issue 37).
 */
export type ReleasePictures = (paths: string[]) => Promise<unknown>;

/**
 * Stores the uploaded images, runs the database write with their paths, and keeps files and
 * rows in step: if the write fails the new files are removed (nothing ever named them); once it
 * has committed, the paths it replaced are released: a replaced picture is no longer deleted at
 * once, since the version of the record before the write still shows it. A crash between the two
 * leaves at worst an unused file, never a record pointing at a missing one.
 */
export async function withUploadedImages<F extends string, T>(
  media: MediaStore,
  files: ReadonlyMap<string, UploadedFile>,
  fields: readonly F[],
  write: (paths: Partial<Record<F, string>>) => Promise<ImageWrite<T>>,
  release: ReleasePictures,
): Promise<T> {
  const paths: Partial<Record<F, string>> = {};
  let outcome: ImageWrite<T>;
  try {
    for (const field of fields) {
      const file = files.get(field);
      if (file) paths[field] = await media.saveImage(file);
    }
    outcome = await write(paths);
  } catch (error) {
    await media.remove(...Object.values<string | undefined>(paths));
    throw error;
  }
  if (outcome.obsolete.length > 0) await release(outcome.obsolete);
  return outcome.result;
}
