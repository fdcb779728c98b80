import type Sharp from 'sharp';

let loading: Promise<typeof Sharp> | undefined;

/**
 * sharp (libvips) with the first picture instead of at start: it is about 20 MB resident and
 * only uploads and the first start's demo pictures need it (docs/performance.md).
 */
export const loadSharp = (): Promise<typeof Sharp> =>
  (loading ??= import('sharp').then(({ default: sharp }) => {
    // libvips keeps decoded images and open files for reuse (50 MB by default); each picture is
    // made once, at upload, so the cache only held memory.
    sharp.cache(false);
    return sharp;
  }));
