import type { UploadedFile } from './uploadedFile';
import type { MediaStore } from './mediaStore';

/** What a database write reports back: its result and the stored paths it made obsolete. */
export interface ImageWrite<T> {
  result: T;
  obsolete: string[];
}

/**
 * Stores the uploaded images, runs the database write with their paths, and keeps files and
 * rows in step: if the write fails the new files are removed; once it has committed, the files
 * it replaced are removed. A crash between the two leaves at worst an unused file, never a
 * record pointing at a missing one.
 */
export async function withUploadedImages<F extends string, T>(
  media: MediaStore,
  files: ReadonlyMap<string, UploadedFile>,
  fields: readonly F[],
  write: (paths: Partial<Record<F, string>>) => Promise<ImageWrite<T>>,
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
  await media.remove(...outcome.obsolete);
  return outcome.result;
}
