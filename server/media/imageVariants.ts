import { variantFiles } from '@/sdk/media/imageVariants';
import type { ObjectStore } from './objectStore';
import { MAX_PIXELS } from './uploadCheck';
import { loadSharp } from './sharp';

/**
 * Makes the width variants a stored path promises (sdk/media/imageVariants.ts): WebP for the
 * browsers that take it (all current ones), the original format for the rest. Made once, at
 * upload; AVIF would be about a fifth smaller but takes 10 to 40 times as long to encode
 * (docs/performance.md), too slow for an editor waiting on an upload on a small server.
 */
async function encodeVariant(original: Buffer, width: number, format: string): Promise<Buffer> {
  const animated = format === 'gif' || format === 'webp';
  const sharp = await loadSharp();
  const image = sharp(original, { animated, limitInputPixels: MAX_PIXELS }).resize({ width });
  if (format === 'webp') return image.webp({ quality: 80 }).toBuffer();
  if (format === 'jpg') return image.jpeg({ quality: 82, mozjpeg: true }).toBuffer();
  if (format === 'png') return image.png({ compressionLevel: 9 }).toBuffer();
  return image.gif().toBuffer();
}

const extension = (path: string) => path.slice(path.lastIndexOf('.') + 1);

/**
 * Stores every variant of `path` (an `uploads/<name>` path) made from the original's bytes. All
 * or nothing: when one fails, those already stored are removed and the error is passed on.
 */
export async function storeVariants(
  objects: ObjectStore,
  path: string,
  original: Buffer,
  nameOf: (path: string) => string,
): Promise<void> {
  const stored: string[] = [];
  try {
    // One at a time: libvips already uses every core for one image, and memory stays flat.
    for (const variant of variantFiles(path)) {
      const bytes = await encodeVariant(original, variant.width, extension(variant.path));
      const name = nameOf(variant.path);
      await objects.put(name, bytes);
      stored.push(name);
    }
  } catch (error) {
    await Promise.allSettled(stored.map((name) => objects.remove(name)));
    throw error;
  }
}
