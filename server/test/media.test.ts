import { describe, expect, it } from 'vitest';
import { ApiFailure } from '@/sdk/schemas/envelope';
import { HISTORY_DAYS, keepContentHouse } from '../content/history/housekeeping';
import { pictures } from '../content/pictures';
import { image, SVG } from './fixtures';
import { mediaBackends } from './mediaBackends';
import { useMediaServer } from './mediaServer';
import { call } from './requests';
import type { Call } from './requests';

describe.each(mediaBackends())('media on $name', (backend) => {
  // A 1 MB limit keeps the oversize upload small.
  const at = useMediaServer(backend, { maxUploadBytes: 1024 * 1024 });
  const create = (files: Call['files']) =>
    call(at.server.app, '/api/clientSection/create', {
      token: at.token,
      form: { clientTitle: 'Logo', clientImgAlt: 'Logo' },
      files,
    });
  /** What is in the directory or bucket, seen through a store of the test's own. */
  const stored = () => at.media.store.list();
  const isStored = async (path: string) => (await stored()).includes(path.replace('uploads/', ''));

  describe('uploads are checked by content', () => {
    it.each(['png', 'jpeg', 'webp', 'gif'] as const)(
      'accepts and re-encodes %s',
      async (format) => {
        const answer = await create({ clientImg: await image(format) });
        expect(answer.status).toBe(200);
        const ext = format === 'jpeg' ? 'jpg' : format;
        const data = answer.body.data as { clientImg: string };
        expect(data.clientImg).toMatch(new RegExp(`^uploads/[0-9a-f-]{36}-16w\\.${ext}$`));
        const served = await at.server.app.inject({ method: 'GET', url: `/${data.clientImg}` });
        expect(served.statusCode).toBe(200);
        expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
        const name = data.clientImg.replace('uploads/', '');
        expect(served.rawPayload.equals(await at.media.store.read(name))).toBe(true);
      },
    );

    it('serves a stored image only as an image (fixed type, nosniff, sandbox CSP), cached for a year, with revalidation and HEAD', async () => {
      const answer = await create({ clientImg: await image('png') });
      const url = `/${(answer.body.data as { clientImg: string }).clientImg}`;
      const served = await at.server.app.inject({ method: 'GET', url });
      expect(served.statusCode).toBe(200);
      expect(served.headers).toMatchObject({
        'content-type': 'image/png',
        'x-content-type-options': 'nosniff',
        'content-security-policy': "default-src 'none'; sandbox",
        'cache-control': 'public, max-age=31536000, immutable',
        'content-length': String(served.rawPayload.length),
      });
      const etag = String(served.headers.etag);
      expect(etag).not.toBe('undefined');
      const again = await at.server.app.inject({
        method: 'GET',
        url,
        headers: { 'if-none-match': etag },
      });
      expect(again.statusCode).toBe(304);
      expect(again.rawPayload.length).toBe(0);
      const head = await at.server.app.inject({ method: 'HEAD', url });
      expect(head.statusCode).toBe(200);
      expect(head.headers['content-type']).toBe('image/png');
      expect(head.rawPayload.length).toBe(0);
    });

    const refused = {
      'an SVG': { content: SVG, type: 'image/svg+xml', name: 'logo.svg' },
      'a text file named .png': { content: Buffer.from('hello'), type: 'image/png', name: 'a.png' },
      'a PNG header with no picture': {
        content: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]),
        type: 'image/png',
        name: 'broken.png',
      },
    };
    it.each(Object.entries(refused))('refuses %s with 415 and stores nothing', async (_, file) => {
      const before = await stored();
      const answer = await create({ clientImg: file });
      expect(answer.status).toBe(415);
      expect(ApiFailure.parse(answer.body).msg).toMatch(/PNG, JPEG, WebP or GIF/);
      expect(await stored()).toEqual(before);
    });

    it('refuses a file over the size limit with 413', async () => {
      const big = Buffer.concat([await image('png'), Buffer.alloc(1024 * 1024 + 10)]);
      const answer = await create({ clientImg: big });
      expect(answer.status).toBe(413);
      expect(ApiFailure.parse(answer.body).msg).toMatch(/1 MB/);
    });

    it('refuses a cut-off multipart body with 400', async () => {
      const response = await at.server.app.inject({
        method: 'POST',
        url: '/api/clientSection/create',
        headers: { 'x-admin-token': at.token, 'content-type': 'multipart/form-data; boundary=xyz' },
        payload: '--xyz\r\nContent-Disposition: form-data; name="clientTitle"\r\n\r\nAc',
      });
      expect(response.statusCode).toBe(400);
      expect(ApiFailure.parse(response.json()).msg).not.toBe('');
    });
  });

  describe('files follow their records', () => {
    it('keeps a replaced or deleted image while a version or the trash names it, then removes it', async () => {
      const created = (await create({ clientImg: await image('png') })).body.data as {
        _id: string;
        clientImg: string;
      };
      expect(await isStored(created.clientImg)).toBe(true);
      const updated = await call(at.server.app, '/api/clientSection/update', {
        token: at.token,
        // A new image brings its own alt text (issue 33).
        form: { clientSectionId: created._id, clientImgAlt: 'The new logo' },
        files: { clientImg: await image('webp') },
      });
      const newPath = (updated.body.data as { clientImg: string }).clientImg;
      expect(await isStored(newPath)).toBe(true);
      // Issue 37: the version before the update still shows the old picture, so it stays.
      expect(await isStored(created.clientImg)).toBe(true);
      await call(at.server.app, '/api/clientSection/delete', {
        token: at.token,
        json: { clientSectionId: created._id },
      });
      // In the trash, restorable: its picture stays too.
      expect(await isStored(newPath)).toBe(true);
      // Once the trash is purged and the history pruned, nothing names either: both go.
      const { db, media } = at.server.context;
      const later = new Date(Date.now() + (HISTORY_DAYS + 1) * 86_400_000);
      await keepContentHouse(db, pictures(db, media), later);
      expect(await isStored(created.clientImg)).toBe(false);
      expect(await isStored(newPath)).toBe(false);
      const gone = await at.server.app.inject({ method: 'GET', url: `/${created.clientImg}` });
      expect(gone.statusCode).toBe(404);
    });

    it('keeps no new file when the record to update does not exist', async () => {
      const before = await stored();
      const answer = await call(at.server.app, '/api/testimonialSection/update', {
        token: at.token,
        form: { testimonialSectionId: 'missing' },
        files: { testimonialImg: await image('png') },
      });
      expect(answer.status).toBe(404);
      expect(await stored()).toEqual(before);
    });

    it('ignores a text image field: a caller never chooses a stored path', async () => {
      const answer = await call(at.server.app, '/api/clientSection/update', {
        token: at.token,
        json: { clientSectionId: 'client-1', clientImg: '../../etc/passwd' },
      });
      expect((answer.body.data as { clientImg: string }).clientImg).toBe('uploads/fixture.png');
    });
  });
});
