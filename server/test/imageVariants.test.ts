import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { HISTORY_DAYS, keepContentHouse } from '../content/history/housekeeping';
import { pictures } from '../content/pictures';
import { mediaBackends } from './mediaBackends';
import { useMediaServer } from './mediaServer';
import { call } from './requests';

/** A picture of the given size, with some detail so each encoder has work to do. */
const picture = (format: 'png' | 'jpeg' | 'webp' | 'gif', width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#3366cc' } })
    .composite([
      {
        input: Buffer.from(
          `<svg width="${width}" height="${height}"><circle cx="50%" cy="50%" r="30%" fill="#f59e0b"/></svg>`,
        ),
      },
    ])
    .toFormat(format)
    .toBuffer();

describe.each(mediaBackends())('width variants on $name', (backend) => {
  const at = useMediaServer(backend);
  const upload = async (content: Buffer) => {
    const answer = await call(at.server.app, '/api/clientSection/create', {
      token: at.token,
      form: { clientTitle: 'Logo', clientImgAlt: 'Logo' },
      files: { clientImg: content },
    });
    expect(answer.status).toBe(200);
    return answer.body.data as { _id: string; clientImg: string };
  };
  /** The stored names that belong to one upload (its uuid), without the `uploads/` prefix. */
  const filesOf = async (path: string) => {
    const uuid = /[0-9a-f-]{36}/.exec(path)?.[0] ?? 'none';
    return (await at.media.store.list()).filter((name) => name.startsWith(uuid));
  };
  const served = async (name: string) => {
    const answer = await at.server.app.inject({ method: 'GET', url: `/uploads/${name}` });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const { width, format } = await sharp(answer.rawPayload).metadata();
    return { type: answer.headers['content-type'], width, format };
  };

  it('stores WebP and JPEG at 480, 960 and 1440 px beside a 1600 px JPEG, served with their types', async () => {
    const { clientImg } = await upload(await picture('jpeg', 1600, 1000));
    expect(clientImg).toMatch(/^uploads\/[0-9a-f-]{36}-1600w\.jpg$/);
    const stem = clientImg.replace('uploads/', '').replace(/\.jpg$/, '');
    expect(await filesOf(clientImg)).toEqual(
      [
        `${stem}.jpg`,
        ...[480, 960, 1440].map((w) => `${stem}-${w}.jpg`),
        ...[480, 960, 1440, 1600].map((w) => `${stem}-${w}.webp`),
      ].sort(),
    );
    for (const w of [480, 960, 1440]) {
      expect(await served(`${stem}-${w}.jpg`)).toEqual({
        type: 'image/jpeg',
        width: w,
        format: 'jpeg',
      });
      expect(await served(`${stem}-${w}.webp`)).toEqual({
        type: 'image/webp',
        width: w,
        format: 'webp',
      });
    }
    expect(await served(`${stem}-1600.webp`)).toMatchObject({ width: 1600, format: 'webp' });
  });

  it('never upscales: a 300 px PNG gets only a WebP copy, a 1000 px WebP only smaller WebPs', async () => {
    const small = (await upload(await picture('png', 300, 200))).clientImg;
    const stem = small.replace('uploads/', '').replace(/\.png$/, '');
    expect(await filesOf(small)).toEqual([`${stem}-300.webp`, `${stem}.png`]);
    const webp = (await upload(await picture('webp', 1000, 500))).clientImg;
    const webpStem = webp.replace('uploads/', '').replace(/\.webp$/, '');
    expect(await filesOf(webp)).toEqual([
      `${webpStem}-480.webp`,
      `${webpStem}-960.webp`,
      `${webpStem}.webp`,
    ]);
  });

  it('keeps a GIF a GIF in the fallback and offers it as WebP too', async () => {
    const gif = (await upload(await picture('gif', 600, 300))).clientImg;
    const stem = gif.replace('uploads/', '').replace(/\.gif$/, '');
    expect(await served(`${stem}-480.gif`)).toEqual({
      type: 'image/gif',
      width: 480,
      format: 'gif',
    });
    expect(await served(`${stem}-480.webp`)).toMatchObject({ type: 'image/webp', width: 480 });
  });

  it('keeps a picture WebP cannot hold (over 16383 px tall) as one file without variants', async () => {
    const strip = (await upload(await picture('png', 200, 17000))).clientImg;
    expect(strip).toMatch(/^uploads\/[0-9a-f-]{36}\.png$/);
    expect(await filesOf(strip)).toEqual([strip.replace('uploads/', '')]);
  });

  it('removes the variants with the original once nothing names the image (issue 37)', async () => {
    const created = await upload(await picture('jpeg', 1000, 600));
    expect(await filesOf(created.clientImg)).toHaveLength(6);
    const updated = await call(at.server.app, '/api/clientSection/update', {
      token: at.token,
      // A new image brings its own alt text (issue 33).
      form: { clientSectionId: created._id, clientImgAlt: 'The new logo' },
      files: { clientImg: await picture('png', 700, 400) },
    });
    const replacement = (updated.body.data as { clientImg: string }).clientImg;
    // The version before the update names the old picture: it stays, variants and all.
    expect(await filesOf(created.clientImg)).toHaveLength(6);
    expect(await filesOf(replacement)).toHaveLength(4);
    await call(at.server.app, '/api/clientSection/delete', {
      token: at.token,
      json: { clientSectionId: created._id },
    });
    const { db, media } = at.server.context;
    const later = new Date(Date.now() + (HISTORY_DAYS + 1) * 86_400_000);
    await keepContentHouse(db, pictures(db, media), later);
    expect(await filesOf(created.clientImg)).toEqual([]);
    expect(await filesOf(replacement)).toEqual([]);
  });
});

describe('sharp as the server loads it', () => {
  it('keeps no libvips cache: each picture is made once, so a cache only held memory', async () => {
    const { loadSharp } = await import('../media/sharp');
    const loaded = await loadSharp();
    const limits = loaded.cache();
    expect(limits.memory.max).toBe(0);
    expect(limits.items.max).toBe(0);
    expect(limits.files.max).toBe(0);
  });
});
