import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiFailure } from '@/sdk/schemas/envelope';
import { adminToken, image, SVG } from './fixtures';
import { call } from './requests';
import type { Call } from './requests';
import { startTestApp } from './testApp';
import type { TestServer } from './testApp';
import {
  hasGpsTag,
  htmlPage,
  jpeg,
  jpegHtmlAfterEnd,
  jpegHtmlInComment,
  pngBomb,
} from './uploads/hostileFiles';

let server: TestServer;
let token: string;
type Upload = NonNullable<Call['files']>[string];
const upload = (file: Upload) =>
  call(server.app, '/api/clientSection/create', {
    token,
    form: { clientTitle: 'Logo', clientImgAlt: 'Logo' },
    files: { clientImg: file },
  });
const stored = () => readdirSync(server.context.config.mediaDir).sort();
const storedPath = (answer: { body: { data?: unknown } }) =>
  join(
    server.context.config.mediaDir,
    (answer.body.data as { clientImg: string }).clientImg.slice(8),
  );

beforeAll(async () => {
  server = await startTestApp();
  token = await adminToken(server.context.db);
});
afterAll(() => server.close());

async function refused(file: Upload, status: number, msg: RegExp) {
  const before = stored();
  const answer = await upload(file);
  expect(answer.status).toBe(status);
  expect(ApiFailure.parse(answer.body).msg).toMatch(msg);
  expect(stored()).toEqual(before);
}

describe('uploads: what is refused', () => {
  it('an SVG (it can carry script)', () =>
    refused({ content: SVG, type: 'image/svg+xml', name: 'a.svg' }, 415, /PNG, JPEG, WebP or GIF/));

  it('an HTML page, also when it claims to be a PNG', async () => {
    await refused({ content: htmlPage, type: 'text/html', name: 'a.html' }, 415, /PNG, JPEG/);
    await refused({ content: htmlPage, type: 'image/png', name: 'a.png' }, 415, /PNG, JPEG/);
  });

  it('JPEG/HTML polyglots: markup in a comment segment or after the image end', async () => {
    const inComment = await jpegHtmlInComment();
    // The polyglot is a real JPEG: it decodes, so only the markup check can refuse it.
    expect((await sharp(inComment).metadata()).format).toBe('jpeg');
    for (const content of [inComment, await jpegHtmlAfterEnd()]) {
      await refused({ content, type: 'image/jpeg', name: 'a.jpg' }, 415, /web page code/);
    }
  });

  it('files whose bytes are not the type they were sent as', async () => {
    const png = await image('png');
    await refused(
      { content: await jpeg(), type: 'image/png', name: 'a.png' },
      415,
      /sent as image\/png but is a JPEG/,
    );
    await refused({ content: png, type: 'image/gif', name: 'a.gif' }, 415, /but is a PNG/);
    await refused({ content: png, type: 'text/html', name: 'a.html' }, 415, /sent as text\/html/);
    // A client that does not know the type (octet-stream) makes no claim: the bytes decide.
    const unknown = await upload({ content: png, type: 'application/octet-stream', name: 'a' });
    expect(unknown.status).toBe(200);
  });

  it('a decompression bomb (50,000 x 50,000 pixels in a small file), before decoding it', async () => {
    const bomb = pngBomb();
    expect(bomb.length).toBeLessThan(1024 * 1024);
    const header = await sharp(bomb, { limitInputPixels: false }).metadata();
    expect([header.width, header.height]).toEqual([50_000, 50_000]);
    const started = performance.now();
    // The pixel count in the message comes from the header; a decoder failure would say less.
    await refused(
      { content: bomb, type: 'image/png', name: 'a.png' },
      413,
      /at most 50 megapixels, this one has 2500/,
    );
    expect(performance.now() - started).toBeLessThan(2_000);
  });
});

describe('uploads: what is stored and how it is served', () => {
  it('EXIF metadata such as a GPS position is gone from the stored image', async () => {
    const photo = await jpeg({ gps: true });
    expect(hasGpsTag((await sharp(photo).metadata()).exif)).toBe(true);
    for (const format of ['jpeg', 'png', 'webp'] as const) {
      const content = await sharp(photo).keepExif().toFormat(format).toBuffer();
      expect(hasGpsTag((await sharp(content).metadata()).exif)).toBe(true);
      const answer = await upload({ content, type: `image/${format}`, name: 'photo' });
      expect(answer.status).toBe(200);
      const kept = await sharp(readFileSync(storedPath(answer))).metadata();
      expect({ exif: kept.exif, xmp: kept.xmp, iptc: kept.iptc }).toEqual({
        exif: undefined,
        xmp: undefined,
        iptc: undefined,
      });
    }
  });

  it('nothing under /uploads/ is ever served as a page or script, even a stray file', async () => {
    for (const name of ['stray.html', 'stray.svg', 'stray.js', 'stray']) {
      writeFileSync(join(server.context.config.mediaDir, name), htmlPage);
      for (const url of [`/uploads/${name}`, `/uploads/${name}?.png`]) {
        const served = await server.app.inject({ method: 'GET', url });
        expect(served.statusCode, url).toBe(404);
        expect(served.headers['content-type']).toMatch(/^application\/json/);
      }
    }
  });
});
