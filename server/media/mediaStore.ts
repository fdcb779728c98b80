import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { rm, writeFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import sharp from 'sharp';
import { unsupportedImage } from '../http/errors';
import type { UploadedFile } from '../http/filePart';
import type { ImageType } from './imageType';
import { checkImage, MAX_PIXELS } from './uploadCheck';

/** The URL prefix and the start of every stored image path (`uploads/<name>`). */
export const UPLOADS_PREFIX = 'uploads';

export interface MediaStore {
  readonly dir: string;
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

export function createMediaStore(dir: string): MediaStore {
  mkdirSync(dir, { recursive: true });

  const saveEncoded = async (content: Buffer, ext: ImageType) => {
    // The server picks the name: nothing the caller sent reaches the file system.
    const name = `${randomUUID()}.${ext === 'jpeg' ? 'jpg' : ext}`;
    await writeFile(join(dir, name), content, { flag: 'wx' });
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
      if (!path?.startsWith(`${UPLOADS_PREFIX}/`)) continue;
      try {
        // basename() keeps a stored path from pointing outside the media directory.
        await rm(join(dir, basename(path)), { force: true });
      } catch {
        // The record change has committed; a leftover file only wastes space, so never fail here.
      }
    }
  };

  return { dir, saveImage, saveEncoded, remove };
}
