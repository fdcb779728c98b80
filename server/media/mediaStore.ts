import { randomUUID } from 'node:crypto';
import { pathWithWidth, variantFiles } from '@/sdk/media/imageVariants';
import type { ServerConfig } from '../config';
import { unsupportedImage } from '../http/errors';
import type { UploadedFile } from './uploadedFile';
import { createDiskStore } from './diskStore';
import type { ImageType } from './imageType';
import { storeVariants } from './imageVariants';
import { PUBLIC_NAME } from './objectStore';
import type { ObjectStore } from './objectStore';
import { checkImage, MAX_PIXELS } from './uploadCheck';
import { loadSharp } from './sharp';

/** The URL prefix and the start of every stored image path (`uploads/<name>`). */
export const UPLOADS_PREFIX = 'uploads';

export interface MediaStore {
  /** Where the bytes live: the local disk or an S3 bucket (chosen by openObjectStore). */
  readonly objects: ObjectStore;
  /** Checks, re-encodes and stores an uploaded image; answers its relative path. 415 if not one. */
  saveImage: (file: UploadedFile) => Promise<string>;
  /**
   * Stores an already trusted image (the server's demo pictures, a checked upload) under a random
   * name with its width, and its width variants beside it.
   */
  saveEncoded: (content: Buffer, ext: ImageType) => Promise<string>;
  /**
   * Removes stored files and their variants; never throws. Empty, foreign or already removed
   * paths are ignored.
   */
  remove: (...paths: ReadonlyArray<string | null | undefined>) => Promise<void>;
}

/**
 * Re-encoding drops whatever rode along in the file (metadata, trailing payloads) and proves it
 * decodes. Animated GIF and WebP keep their frames.
 */
async function reencode(file: string, type: ImageType): Promise<Buffer> {
  const animated = type === 'gif' || type === 'webp';
  const sharp = await loadSharp();
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

/** The stored name of a path the server made itself (`uploads/` taken off). */
const nameOf = (path: string) => path.slice(UPLOADS_PREFIX.length + 1);

export function createMediaStore(objects: ObjectStore): MediaStore {
  const remove = async (...paths: ReadonlyArray<string | null | undefined>) => {
    for (const path of paths) {
      // Only a name the server could have made: a stored path never points outside the store.
      const name = storedName(path);
      if (!name) continue;
      const names = [name, ...variantFiles(path).map((variant) => nameOf(variant.path))];
      for (const each of names) {
        try {
          await objects.remove(each);
        } catch {
          // The record change has committed; a leftover file only wastes space, so never fail.
        }
      }
    }
  };

  const saveEncoded = async (content: Buffer, type: ImageType) => {
    const sharp = await loadSharp();
    const { width } = await sharp(content, { limitInputPixels: MAX_PIXELS }).metadata();
    // The server picks the name: nothing the caller sent reaches the store. The width in it
    // says which variants exist (sdk/media/imageVariants.ts).
    const stem = `${UPLOADS_PREFIX}/${randomUUID()}`;
    const ext = type === 'jpeg' ? 'jpg' : type;
    let path = pathWithWidth(stem, width, ext);
    try {
      await storeVariants(objects, path, content, nameOf);
    } catch {
      // A picture the encoders refuse to resize (WebP stops at 16383 px a side, so a very tall
      // strip) is kept as one file, named without a width: it shows everywhere, just unresized.
      path = `${stem}.${ext}`;
    }
    try {
      await objects.put(nameOf(path), content);
    } catch (error) {
      await remove(path);
      throw error;
    }
    return path;
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

  return { objects, saveImage, saveEncoded, remove };
}
