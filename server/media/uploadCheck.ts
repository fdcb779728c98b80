import { ApiHttpError, unsupportedImage } from '../http/errors';
import type { UploadedFile } from './uploadedFile';
import { detectImageType } from './imageType';
import type { ImageType } from './imageType';
import { loadSharp } from './sharp';

/**
 * The checks an uploaded file passes before anything decodes it (docs/security.md, "Uploads").
 * Re-encoding afterwards (mediaStore) would drop smuggled bytes anyway; these refuse the file
 * outright, with a message the editor can act on.
 */

// Large enough for any banner, small enough that a crafted image cannot exhaust memory.
export const MAX_PIXELS = 50_000_000;

/** The Content-Types a browser or curl may declare for each format. */
const declaredTypes: Record<ImageType, readonly string[]> = {
  png: ['image/png', 'image/x-png'],
  jpeg: ['image/jpeg', 'image/jpg', 'image/pjpeg'],
  webp: ['image/webp'],
  gif: ['image/gif'],
};
/** What a client sends when it does not know the type: no claim to check. */
const UNDECLARED = 'application/octet-stream';

const mismatch = (type: ImageType, declared: string) =>
  new ApiHttpError(
    415,
    `The file is not what it claims to be: it was sent as ${declared} but is a ${type.toUpperCase()} image.`,
  );
export const containsMarkup = () =>
  new ApiHttpError(415, 'The file contains web page code (HTML, SVG or script) and was refused.');
const tooManyPixels = (pixels: number) =>
  new ApiHttpError(
    413,
    `The image is too large: at most ${MAX_PIXELS / 1_000_000} megapixels, this one has ${Math.round(pixels / 1_000_000)}.`,
  );

/** Refuses a file whose bytes are not the image type its part declared. */
export function checkDeclaredType(content: Buffer, declared: string | undefined): void {
  const type = detectImageType(content);
  if (!type) throw unsupportedImage();
  const claim = (declared ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  if (claim === '' || claim === UNDECLARED) return;
  if (!declaredTypes[type].includes(claim)) throw mismatch(type, claim);
}

// Markup a browser would run if it ever rendered the file as a page, anywhere in the bytes
// (polyglots hide it in comments, metadata or after the image's end). Image data that happens
// to spell one of these, case-insensitively, is vanishingly rare.
const MARKUP = /<(?:script|html|body|svg|iframe|object|embed|!doctype|\?xml)[\s>/]/i;

/** Whether the bytes carry HTML, SVG or script markup. */
export const hasMarkup = (content: Buffer): boolean => MARKUP.test(content.toString('latin1'));

/** The longest text MARKUP matches, so a tag split across two chunks is still seen. */
const OVERLAP = 16;

/** hasMarkup over a stream: push the chunks as they come, then ask found(). */
export function markupScanner() {
  let tail = '';
  let seen = false;
  return {
    push(chunk: Buffer) {
      if (seen) return;
      const text = tail + chunk.toString('latin1');
      seen = MARKUP.test(text);
      tail = text.slice(-OVERLAP);
    },
    found: () => seen,
  };
}

/**
 * Tells the format by its magic bytes, refuses markup, and reads the dimensions from the header
 * (sharp's metadata() decodes no pixels), so a decompression bomb is refused before decoding.
 */
export async function checkImage(file: UploadedFile): Promise<ImageType> {
  const type = detectImageType(file.head);
  if (!type) throw unsupportedImage();
  if (file.markup) throw containsMarkup();
  let pixels: number;
  try {
    // No pixel limit for reading the header: the limit is applied below, with a clear message.
    const sharp = await loadSharp();
    const header = sharp(file.path, { limitInputPixels: false });
    const { width, height, pages } = await header.metadata();
    pixels = (width ?? 0) * (height ?? 0) * (pages ?? 1);
  } catch {
    throw unsupportedImage();
  }
  if (pixels === 0) throw unsupportedImage();
  if (pixels > MAX_PIXELS) throw tooManyPixels(pixels);
  return type;
}
