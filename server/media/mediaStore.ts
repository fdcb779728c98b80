import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import type { ServerConfig } from '../config';
import { unsupportedImage } from '../http/errors';
import type { UploadedFile } from '../http/filePart';
import { createDiskStore } from './diskStore';
import type { ImageType } from './imageType';
import { PUBLIC_NAME } from './objectStore';
import type { ObjectStore } from './objectStore';
import { checkImage, MAX_PIXELS } from './uploadCheck';

/** The URL prefix and the start of every stored image path (`uploads/<name>`). */
export const UPLOADS_PREFIX = 'uploads';

export interface MediaStore {
  /** Where the bytes live: the local disk or an S3 bucket (chosen by openObjectStore). */
  readonly objects: ObjectStore;
  /** Checks, re-encodes and stores an uploaded image; answers its relative path. 415 if not one. */
  saveImage: (file: UploadedFile) => Promise<string>;
  /** Stores an already trusted image (the server's demo pictures) under a random name. */
  saveEncoded: (content: Buffer, ext: ImageType) => Promise<string>;
  /** Removes stored files; never throws. Empty, foreign or already removed paths are ignored. */
  remove: (...paths: ReadonlyArray<string | null | undefined>) => Promise<void>;
}

/**
 * Re-encoding drops whatever rode along in the file (metadata, trailing payloads) and proves it
 * decodes. Animated GIF and WebP keep their frames.
 */
async function reencode(file: string, type: ImageType): Promise<Buffer> {
  const animated = type === 'gif' || type === 'webp';
  const image = sharp(file, { animated, limitInputPixels: MAX_PIXELS });
  if (type === 'png') return image.png().toBuffer();
  if (type === 'jpeg') return image.rotate().jpeg({ quality: 85, mozjpeg: true }).toBuffer();
  if (type === 'gif') return image.gif().toBuffer();
  return image.webp({ quality: 85 }).toBuffer();
}

/**
 * The bucket when the S3_ variables are set, otherwise the media directory. The S3 client (about
 * 30 MB and a third of a second to load) is imported only when a bucket is configured.
 */
export async function openObjectStore(
  config: Pick<ServerConfig, 'mediaDir' | 's3'>,
): Promise<ObjectStore> {
  if (!config.s3) return createDiskStore(config.mediaDir);
  const { createS3Store } = await import('./s3Store');
  return createS3Store(config.s3);
}

/** The stored name behind a record's `uploads/<name>` path; null for anything else. */
export function storedName(path: string | null | undefined): string | null {
  if (!path?.startsWith(`${UPLOADS_PREFIX}/`)) return null;
  const name = path.slice(UPLOADS_PREFIX.length + 1);
  return PUBLIC_NAME.test(name) ? name : null;
}

export function createMediaStore(objects: ObjectStore): MediaStore {
  const saveEncoded = async (content: Buffer, ext: ImageType) => {
    // The server picks the name: nothing the caller sent reaches the store.
    const name = `${randomUUID()}.${ext === 'jpeg' ? 'jpg' : ext}`;
    await objects.put(name, content);
    return `${UPLOADS_PREFIX}/${name}`;
  };

  const saveImage = async (file: UploadedFile) => {
    const type = await checkImage(file);
    let encoded: Buffer;
    try {
      encoded = await reencode(file.path, type);
    } catch {
      // The magic bytes matched but the picture does not decode: still not an image we take.
      throw unsupportedImage();
    }
    return saveEncoded(encoded, type);
  };

  const remove = async (...paths: ReadonlyArray<string | null | undefined>) => {
    for (const path of paths) {
      // Only a name the server could have made: a stored path never points outside the store.
      const name = storedName(path);
      if (!name) continue;
      try {
        await objects.remove(name);
      } catch {
        // The record change has committed; a leftover file only wastes space, so never fail here.
      }
    }
  };

  return { objects, saveImage, saveEncoded, remove };
}
