import { describe, expect, it } from 'vitest';
import { contentDefinitions, readPageBlocks } from '@/sdk/content';
import { HomeLayoutMessages } from '@/sdk/content/homeLayout';
import type { PageBlock } from '@/sdk/content';
import { draftReader } from '../content/drafts/draftView';
import { databaseBackends } from './backends';
import { useDraftServer } from './drafts/draftServer';

// Issue 44 (2, 4): pages built from blocks are a collection like any other, with an address no
// two pages share (checked on every write that reaches the site, and by a unique index), that
// may not take the site's or the console's own paths, and blocks that are checked block by block.

const hero: PageBlock = {
  id: 'hero',
  hidden: false,
  type: 'hero',
  eyebrow: '',
  title: 'For schools',
  text: '',
  cta: 'Book a Demo',
  withForm: true,
};
const page = (slug: string, blocks: unknown[] = [hero]) => ({
  slug,
  title: `Page ${slug}`,
  seoTitle: '',
  seoDescription: '',
  blocks: JSON.stringify(blocks),
});

describe.each(databaseBackends())('pages built from blocks on $name', (backend) => {
  const at = useDraftServer(backend);
  const create = (json: unknown, token = at.admin) => at.post('/api/pages/create', { token, json });
  const message = (answer: { body: unknown }) => (answer.body as { msg: string }).msg;

  it('stores a page and answers its blocks as they were sent', async () => {
    const answer = await create(page('for-schools'));
    expect(answer.status).toBe(200);
    const list = await at.post('/api/pages/getall', { token: '' });
    const stored = (list.body.data as { slug: string; blocks: string }[]).find(
      (item) => item.slug === 'for-schools',
    );
    expect(readPageBlocks(stored?.blocks ?? '')).toEqual([hero]);
  });

  it('refuses a second page at the same address, on create and on update, with 409', async () => {
    const again = await create(page('for-schools'));
    expect(again.status).toBe(409);
    expect(message(again)).toBe('Another page already uses this address: choose another.');
    const other = await create(page('for-colleges'));
    const id = (other.body.data as { _id: string })._id;
    const renamed = await at.post('/api/pages/update', {
      json: { pageId: id, slug: 'for-schools' },
    });
    expect(renamed.status).toBe(409);
    // Its own address again is no clash.
    const same = await at.post('/api/pages/update', { json: { pageId: id, slug: 'for-colleges' } });
    expect(same.status).toBe(200);
  });

  it("refuses the site's and the console's own addresses and malformed ones", async () => {
    for (const slug of ['book-a-demo', 'privacy-policy', 'api', 'login', 'manage-faqs', 'pages']) {
      const answer = await create(page(slug));
      expect(answer.status, slug).toBe(400);
    }
    for (const slug of ['For Schools', 'for--schools', '-schools', 'schools/2026', '']) {
      expect((await create(page(slug))).status, slug).toBe(400);
    }
  });

  it('takes a long page as a multipart form, as the console sends it', async () => {
    // Eight rich-text blocks of 19,000 characters in Hindi (three bytes a character): past a
    // policy's 50,000 characters, the longest field before pages, which set the form's limit.
    const long = Array.from({ length: 8 }, (_, i) => ({
      id: `text-${i}`,
      hidden: false,
      type: 'richText',
      markdown: `## भाग ${i}\n\n${'ऑनलाइन कक्षाएँ और परीक्षाएँ। '.repeat(650)}`,
    }));
    const form = { ...page('long-page', long), blocks: JSON.stringify(long) };
    expect(form.blocks.length).toBeGreaterThan(150_000);
    const answer = await at.post('/api/pages/create', { form });
    expect(answer.status).toBe(200);
  });

  it('names the block at fault, and refuses blocks that are not JSON', async () => {
    const notJson = await create({ ...page('broken'), blocks: '[{' });
    expect(notJson.status).toBe(400);
    expect(JSON.stringify(notJson.body)).toContain('The blocks are not valid JSON.');
    const untitled = await create(page('untitled', [hero, { ...hero, id: 'second', title: '' }]));
    expect(untitled.status).toBe(400);
    expect(JSON.stringify(untitled.body)).toContain('Block 2: All fields are required.');
    const unknown = await create(page('unknown', [{ id: 'x', type: 'carousel' }]));
    expect(unknown.status).toBe(400);
    expect(JSON.stringify(unknown.body)).toContain('Block 1: Choose a block type from the list.');
    const twice = await create(page('twice', [hero, hero]));
    expect(JSON.stringify(twice.body)).toContain('Block 2: Block ids repeat.');
  });

  it('keeps the banner to the page at /, and the page at / to a layout that opens with it', async () => {
    const banner = { id: 'b', hidden: false, type: 'landingSection', section: 'banner' };
    const faq = { id: 'f', hidden: false, type: 'landingSection', section: 'faqs' };
    // `/` with a campaign page's blocks was stored and silently never drawn.
    const homeWithoutBanner = await create(page('/', [hero]));
    expect(homeWithoutBanner.status).toBe(400);
    expect(message(homeWithoutBanner)).toBe(HomeLayoutMessages.homeNeedsBanner);
    const campaignWithBanner = await create(page('with-banner', [banner, faq]));
    expect(campaignWithBanner.status).toBe(400);
    expect(message(campaignWithBanner)).toBe(HomeLayoutMessages.bannerOnlyHome);
    // A campaign page moved to `/` is checked with the blocks it keeps; a draft is checked too.
    const moved = await create(page('to-move'));
    const id = (moved.body.data as { _id: string })._id;
    const renamed = await at.post('/api/pages/update', { json: { pageId: id, slug: '/' } });
    expect(renamed.status).toBe(400);
    const draft = await at.post('/api/pages/draft', { json: page('/', [hero]) });
    expect(draft.status).toBe(400);
    expect(message(draft)).toBe(HomeLayoutMessages.homeNeedsBanner);
    const home = await create(page('/', [banner, faq]));
    expect(home.status).toBe(200);
    await at.post('/api/pages/delete', {
      json: { pageId: (home.body.data as { _id: string })._id },
    });
  });

  it("keeps an editor's new page a draft under review, off the site until it is published", async () => {
    await at.post('/api/publishing/update', { json: { editorsNeedReview: true } });
    const clash = await at.post('/api/pages/draft', {
      token: at.editor,
      json: page('for-schools'),
    });
    expect(clash.status).toBe(409);
    const drafted = await at.post('/api/pages/draft', {
      token: at.editor,
      json: page('for-tutors'),
    });
    expect(drafted.status).toBe(200);
    const visible = await at.post('/api/pages/getall', { token: '' });
    const slugs = (visible.body.data as { slug: string }[]).map((item) => item.slug);
    expect(slugs).not.toContain('for-tutors');
    // The preview's view has it.
    const previewed = await draftReader(at.server.context.db)(contentDefinitions.pages);
    expect(previewed.map((record) => record.slug)).toContain('for-tutors');
    await at.post('/api/publishing/update', { json: { editorsNeedReview: false } });
  });
});
