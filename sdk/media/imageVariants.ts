/**
 * Width variants of stored pictures, named so that the stored path alone says which exist.
 *
 * An upload stored with variants is named `uploads/<uuid>-<width>w.<ext>` (its width in px): the
 * server then also stored, beside it, `uploads/<uuid>-<width>w-<w>.webp` and
 * `uploads/<uuid>-<width>w-<w>.<ext>` for each width `w` that `variantWidths` gives. The name is
 * the manifest, so nothing else has to be kept in step: it survives backup and restore (the
 * records hold the path, the media hold the files), works the same on disk and S3, and the page
 * builds its srcset from the content it already has. Paths without a width (uploads from before
 * variants, SVG logos, URLs) have none and render as a single image.
 */

/** The widths (px) the server makes of a picture, each only where the original is wider. */
export const VARIANT_WIDTHS = [480, 960, 1440] as const;

/** The widest WebP made: far above any layout here, and below the format's 16383 px limit. */
export const MAX_WEBP_WIDTH = 3840;

/** Stored formats by extension (`jpg` for JPEG, as the server names it). */
export type StoredImageExt = 'png' | 'jpg' | 'gif' | 'webp';

const WITH_VARIANTS = /^(uploads\/[0-9a-f-]{36})-([1-9]\d{0,4})w\.(png|jpg|gif|webp)$/;

/** One file of a picture at one width. */
export interface ImageCandidate {
  path: string;
  width: number;
}

/** What a picture with variants offers: WebP files (unless the original is WebP) and fallbacks. */
export interface ImageVariants {
  /** WebP at every width, smallest first; empty when the original is WebP (the fallback is). */
  webp: ImageCandidate[];
  /** The original format at every width, smallest first; the last is the original itself. */
  fallback: ImageCandidate[];
}

/** The smaller widths made for a picture `width` px wide: never upscaled. */
export const variantWidths = (width: number): number[] => VARIANT_WIDTHS.filter((w) => w < width);

/** The stored path for a picture `width` px wide saved as `<uuid>.<ext>` (the server's name). */
export const pathWithWidth = (stem: string, width: number, ext: StoredImageExt): string =>
  `${stem}-${width}w.${ext}`;

/** The variants a stored path promises, or null when it has none (old uploads, SVG, URLs). */
export function imageVariants(path: string | null | undefined): ImageVariants | null {
  const match = path ? WITH_VARIANTS.exec(path) : null;
  if (!path || !match) return null;
  const [, stem, digits, ext] = match as unknown as [string, string, string, StoredImageExt];
  const width = Number(digits);
  const named = (w: number, format: StoredImageExt) => ({
    path: `${stem}-${width}w-${w}.${format}`,
    width: w,
  });
  const smaller = variantWidths(width);
  const fallback = [...smaller.map((w) => named(w, ext)), { path, width }];
  if (ext === 'webp') return { webp: [], fallback };
  // Every smaller width is below MAX_WEBP_WIDTH, so the top one is always new.
  const webpWidths = [...smaller, Math.min(width, MAX_WEBP_WIDTH)];
  return { webp: webpWidths.map((w) => named(w, 'webp')), fallback };
}

/** Every file stored beside the original (what upload makes and delete removes). */
export function variantFiles(path: string | null | undefined): ImageCandidate[] {
  const variants = imageVariants(path);
  if (!variants) return [];
  return [...variants.webp, ...variants.fallback.filter((c) => c.path !== path)];
}

/** A srcset attribute: each candidate's URL and width. */
export const srcSet = (candidates: readonly ImageCandidate[], url: (path: string) => string) =>
  candidates.map((c) => `${url(c.path)} ${c.width}w`).join(', ');
