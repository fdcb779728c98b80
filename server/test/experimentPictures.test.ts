import { describe, expect, it } from 'vitest';
import type { Experiment } from '@/sdk/schemas/experiments';
import { HISTORY_DAYS } from '../content/history/housekeeping';
import { image } from './fixtures';
import { mediaBackends } from './mediaBackends';
import { useMediaServer } from './mediaServer';
import { AFTER_GRACE_HOURS, pictureBlock, pictureHousekeeping } from './pictureHousekeeping';
import { call } from './requests';

// Issue 45 item 3 with issue 44's block pictures: an experiment's variant of an image and text
// block may show a picture of its own, uploaded through POST /api/pages/block-image. The picture
// collector keeps it while the experiment runs (nothing else names it), and its end lets it go
// unless the page's draft (the variant kept) names it. The variant takes only a stored path.

describe.each(mediaBackends())('an experiment’s variant picture on $name', (backend) => {
  const at = useMediaServer(backend, { maxUploadBytes: 1024 * 1024 });
  const post = (url: string, json?: object) => call(at.server.app, url, { token: at.token, json });
  const { isStored, keepHouse } = pictureHousekeeping(at);
  const afterGrace = AFTER_GRACE_HOURS;
  const stored = async () => {
    const answer = await call(at.server.app, '/api/pages/block-image', {
      token: at.token,
      files: { image: await image('png', 32) },
    });
    expect(answer.status).toBe(200);
    return (answer.body.data as { path: string }).path;
  };
  /** A live page at /<slug> showing `path` in its image and text block. */
  const livePage = async (slug: string, path: string) => {
    const blocks = JSON.stringify([pictureBlock(path)]);
    const made = await post('/api/pages/create', {
      slug,
      title: slug,
      seoTitle: '',
      seoDescription: '',
      blocks,
    });
    expect(made.status).toBe(200);
  };
  const start = (page: string, variantImage: string) =>
    post('/api/experiments/create', {
      name: `Picture on ${page}`,
      page,
      blockId: 'pic',
      variant: { ...pictureBlock(variantImage), imageAlt: 'A teacher at the board' },
    });
  const startWith = async (page: string, variantImage: string) => {
    const started = await start(page, variantImage);
    expect(started.status).toBe(200);
    return (started.body.data as Experiment).id;
  };

  it('keeps the picture while the experiment runs; its end keeping the page lets it go', async () => {
    const live = await stored();
    await livePage('variant-picture', live);
    const variant = await stored();
    const id = await startWith('variant-picture', variant);
    // Past the upload's grace, and past the history's: only the running experiment names it.
    await keepHouse(afterGrace);
    await keepHouse((HISTORY_DAYS + 1) * 24);
    expect(await isStored(variant)).toBe(true);
    const ended = await post('/api/experiments/end', { id, keep: 'control' });
    expect(ended.status).toBe(200);
    expect(await isStored(variant)).toBe(false);
    expect(await isStored(live)).toBe(true);
  });

  it('keeps the picture in the page’s draft when the variant is kept', async () => {
    await livePage('variant-kept', await stored());
    const variant = await stored();
    const id = await startWith('variant-kept', variant);
    const ended = await post('/api/experiments/end', { id, keep: 'variant' });
    expect(ended.status).toBe(200);
    await keepHouse(afterGrace);
    expect(await isStored(variant)).toBe(true);
  });

  it('takes the variant’s picture only as a stored path, as a page’s block', async () => {
    await livePage('variant-outside', await stored());
    for (const outside of ['https://x.test/a.png', '/uploads/a.png', 'uploads/../a.png']) {
      const refused = await start('variant-outside', outside);
      expect(refused.status).toBe(400);
      expect(refused.body.issues).toEqual([
        {
          path: ['variant', 'image'],
          message: 'Upload the image here: a block shows only images stored by the site.',
        },
      ]);
    }
  });
});
