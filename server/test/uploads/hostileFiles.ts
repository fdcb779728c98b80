import { constants, crc32, deflateRawSync } from 'node:zlib';
import sharp from 'sharp';

/** Files an attacker would try to upload as an image (server/test/uploadChecks.test.ts). */

const MARKUP = '<html><body><script>alert(document.cookie)</script></body></html>';

export const htmlPage = Buffer.from(`<!doctype html>${MARKUP}`);

/** A small real JPEG, optionally with EXIF that includes a GPS position. */
export function jpeg({ gps = false } = {}): Promise<Buffer> {
  const image = sharp({ create: { width: 32, height: 32, channels: 3, background: '#c33' } });
  if (!gps) return image.jpeg().toBuffer();
  const position = {
    GPSLatitudeRef: 'N',
    GPSLatitude: '12/1 58/1 0/1',
    GPSLongitudeRef: 'E',
    GPSLongitude: '77/1 35/1 0/1',
  };
  return image
    .jpeg()
    .withExif({ IFD0: { Make: 'PhoneCo' }, IFD3: position })
    .toBuffer();
}

/** Whether EXIF data holds the GPS IFD pointer (tag 0x8825, either byte order). */
export const hasGpsTag = (exif: Buffer | undefined): boolean =>
  !!exif && (exif.includes(Buffer.from([0x88, 0x25])) || exif.includes(Buffer.from([0x25, 0x88])));

/** A JPEG that is also a web page: the markup rides in a JPEG comment (COM) segment. */
export async function jpegHtmlInComment(): Promise<Buffer> {
  const image = await jpeg();
  const payload = Buffer.from(MARKUP);
  const length = Buffer.alloc(2);
  length.writeUInt16BE(payload.length + 2);
  const comment = Buffer.concat([Buffer.from([0xff, 0xfe]), length, payload]);
  // Right after the start-of-image marker, where sniffers that look at the start find it.
  return Buffer.concat([image.subarray(0, 2), comment, image.subarray(2)]);
}

/** A JPEG with a web page appended after its end-of-image marker. */
export async function jpegHtmlAfterEnd(): Promise<Buffer> {
  return Buffer.concat([await jpeg(), Buffer.from(MARKUP)]);
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A valid PNG of `size` x `size` black pixels (1 bit each) in a few hundred kilobytes: decoded it
 * would need gigabytes. The deflate stream repeats one fully flushed block of zero rows, so it is
 * built in milliseconds instead of compressing 300 MB.
 */
export function pngBomb(size = 50_000): Buffer {
  const rowBytes = Math.ceil(size / 8) + 1; // a filter byte, then 8 pixels a byte
  const rowsPerBlock = 1_000;
  const block = deflateRawSync(Buffer.alloc(rowBytes * rowsPerBlock), {
    finishFlush: constants.Z_FULL_FLUSH,
  });
  const blocks = Array.from({ length: size / rowsPerBlock }, () => block);
  const rawLength = rowBytes * size;
  // Adler-32 of all-zero data: a stays 1, b adds 1 per byte.
  const adler = Buffer.alloc(4);
  adler.writeUInt32BE((((rawLength % 65521) << 16) | 1) >>> 0);
  const zlibData = Buffer.concat([
    Buffer.from([0x78, 0xda]),
    ...blocks,
    Buffer.from([0x03, 0x00]), // an empty final block
    adler,
  ]);
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([1, 0, 0, 0, 0], 8); // bit depth 1, greyscale, deflate, no filter, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', zlibData),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
