import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { HISTORY_DAYS } from '../content/history/housekeeping';
import { auditLog } from '../db/schema';
import { image, SVG } from './fixtures';
import { mediaBackends } from './mediaBackends';
import { useMediaServer } from './mediaServer';
import { AFTER_GRACE_HOURS, pictureBlock, pictureHousekeeping } from './pictureHousekeeping';
import { call } from './requests';
import type { Call } from './requests';

// A page block's own picture (issue 44, the image and text block): uploaded alone, checked and
// stored as every upload, and kept while any page, draft, version or trash item names it in its
// blocks, the rule of a record's pictures (server/content/pictures.ts).

describe.each(mediaBackends())('block pictures on $name', (backend) => {
  const at = useMediaServer(backend, { maxUploadBytes: 1024 * 1024 });
  const upload = (files: Call['files']) =>
    call(at.server.app, '/api/pages/block-image', { token: at.token, files });
  const { isStored, keepHouse } = pictureHousekeeping(at);
  const afterGrace = AFTER_GRACE_HOURS;
  const blocksShowing = (path: string) => JSON.stringify([pictureBlock(path)]);
  /** A page's fields but its blocks, as a write sends them. */
  const page = (slug: string) => ({ slug, title: slug, seoTitle: '', seoDescription: '' });
  const stored = async () => {
    const answer = await upload({ image: await image('png', 32) });
    expect(answer.status).toBe(200);
    return (answer.body.data as { path: string }).path;
  };

  it('stores a checked image, answers its path and audits the upload', async () => {
    const path = await stored();
    expect(path).toMatch(/^uploads\/[0-9a-f-]{36}-32w\.png$/);
    expect(await isStored(path)).toBe(true);
    const { db } = at.server.context;
    const entries = await db.select().from(auditLog).where(eq(auditLog.target, path));
    expect(entries.map((entry) => entry.action)).toEqual(['upload']);
  });

  it('refuses a file that is no image, one without a file, and one without a token', async () => {
    const markup = await upload({ image: { content: SVG, type: 'image/svg+xml', name: 'x.svg' } });
    expect(markup.status).toBe(415);
    const none = await call(at.server.app, '/api/pages/block-image', {
      token: at.token,
      form: { note: 'no file' },
    });
    expect(none.status).toBe(400);
    expect(none.body).toMatchObject({ msg: 'Choose an image file.' });
    const anonymous = await call(at.server.app, '/api/pages/block-image', {
      files: { image: await image('png') },
    });
    expect(anonymous.status).toBe(401);
  });

  it('deletes an upload no page ever named, once its grace has passed', async () => {
    const path = await stored();
    await keepHouse(1);
    expect(await isStored(path)).toBe(true);
    expect((await keepHouse(afterGrace)).deleted).toContain(path);
    expect(await isStored(path)).toBe(false);
  });

  it('keeps a picture a draft names, then one a published page, its history and its trash name', async () => {
    const drafted = await stored();
    const draft = await call(at.server.app, '/api/pages/draft', {
      token: at.token,
      json: { ...page('drafted-page'), blocks: blocksShowing(drafted) },
    });
    expect(draft.status).toBe(200);
    await keepHouse(afterGrace);
    expect(await isStored(drafted)).toBe(true);

    const shown = await stored();
    const made = await call(at.server.app, '/api/pages/create', {
      token: at.token,
      json: { ...page('pictured-page'), blocks: blocksShowing(shown) },
    });
    expect(made.status).toBe(200);
    const pageId = (made.body.data as { _id: string })._id;
    await keepHouse(afterGrace);
    expect(await isStored(shown)).toBe(true);

    // The block is removed: the version before the change still shows the picture.
    const emptied = await call(at.server.app, '/api/pages/update', {
      token: at.token,
      json: { pageId, blocks: '[]' },
    });
    expect(emptied.status).toBe(200);
    await keepHouse(afterGrace);
    expect(await isStored(shown)).toBe(true);

    // Deleted, then the trash purged and the history pruned: nothing names it any more.
    const removed = await call(at.server.app, '/api/pages/delete', {
      token: at.token,
      json: { pageId },
    });
    expect(removed.status).toBe(200);
    await keepHouse(afterGrace);
    expect(await isStored(shown)).toBe(true);
    await keepHouse((HISTORY_DAYS + 1) * 24);
    expect(await isStored(shown)).toBe(false);
    expect(await isStored(drafted)).toBe(true);
  });

  it('refuses a block that names no stored picture, or one without alt text', async () => {
    const outside = await call(at.server.app, '/api/pages/create', {
      token: at.token,
      json: { ...page('outside-page'), blocks: blocksShowing('https://x.test/a.png') },
    });
    expect(outside.status).toBe(400);
    const blocks = JSON.parse(blocksShowing(await stored())) as Record<string, unknown>[];
    const undescribed = JSON.stringify([{ ...blocks[0], imageAlt: '' }]);
    const answer = await call(at.server.app, '/api/pages/create', {
      token: at.token,
      json: { ...page('undescribed-page'), blocks: undescribed },
    });
    expect(answer.status).toBe(400);
    expect(JSON.stringify(answer.body)).toContain('Block 1: Describe the image');
  });
});
