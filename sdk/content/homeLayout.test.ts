import { describe, expect, it } from 'vitest';
import { readHomeSections } from './campaignPage';
import type { ContentDefinition } from './define';
import { defaultHomeBlocks, homeSections, HomeLayoutMessages } from './homeLayout';
import { HOME_PAGE_SLUG, HOME_SECTION_KEYS } from './landingSectionKeys';
import { PageBlocks } from './pageBlocks';
import { PageBlocksText, PageCreate } from './pages';

// `/`'s layout (issue 44): the blocks of the page record at HOME_PAGE_SLUG, landing sections only,
// the banner first. What the schema refuses, and which sections `/` then draws.

let ids = 0;
const section = (key: string, hidden = false) => ({
  id: `s-${(ids += 1)}`,
  type: 'landingSection',
  section: key,
  hidden,
});
const layout = (...keys: string[]) => keys.map((key) => section(key));
const firstIssue = (blocks: unknown[]) => PageBlocks.safeParse(blocks).error?.issues[0];

describe('a home layout', () => {
  it('is by default the twelve sections in the landing page’s order, which `/` draws as before', () => {
    const blocks = PageBlocks.parse(defaultHomeBlocks());
    expect(blocks.map((block) => block.type === 'landingSection' && block.section)).toEqual(
      HOME_SECTION_KEYS,
    );
    expect(homeSections(blocks)).toBeNull();
  });

  it('gives `/` its sections in the stored order, hidden ones left out', () => {
    const blocks = PageBlocks.parse([
      section('banner'),
      section('faqs'),
      section('clientLogos', true),
      section('launch'),
    ]);
    expect(homeSections(blocks)).toEqual(['banner', 'faqs', 'launch']);
  });

  it('takes the banner only first', () => {
    expect(firstIssue(layout('faqs', 'banner'))).toMatchObject({
      path: [1, 'section'],
      message: HomeLayoutMessages.bannerFirst,
    });
    const text = PageBlocksText.safeParse(JSON.stringify(layout('banner', 'stats', 'banner')));
    expect(text.error?.issues[0]?.message).toBe(`Block 3: ${HomeLayoutMessages.bannerFirst}`);
  });

  it('never hides the banner (the page’s heading and preloaded picture)', () => {
    expect(firstIssue([section('banner', true), section('faqs')])).toMatchObject({
      path: [0, 'hidden'],
      message: HomeLayoutMessages.bannerHidden,
    });
  });

  it('holds each section at most once, a hidden copy included', () => {
    expect(firstIssue([...layout('banner', 'stats'), section('stats', true)])).toMatchObject({
      path: [2, 'section'],
      message: HomeLayoutMessages.sectionTwice,
    });
  });

  it('holds landing sections only', () => {
    const hero = { id: 'h', type: 'hero', eyebrow: '', title: 'Hello', text: '', cta: 'Go' };
    expect(firstIssue([section('banner'), hero])).toMatchObject({
      path: [1, 'type'],
      message: HomeLayoutMessages.sectionsOnly,
    });
  });

  it('refuses an unknown section, naming it', () => {
    expect(firstIssue(layout('banner', 'partners'))?.message).toBe(
      '“partners” is not a landing page section: choose one from the list.',
    );
  });

  it('is stored at the address `/`, which only the home page takes', () => {
    const home = {
      title: 'Home page',
      seoTitle: '',
      seoDescription: '',
      blocks: JSON.stringify(defaultHomeBlocks()),
    };
    expect(PageCreate.safeParse({ ...home, slug: HOME_PAGE_SLUG }).data?.slug).toBe('/');
    // An empty address is still a missing one, and a slug keeps its own messages.
    expect(PageCreate.safeParse({ ...home, slug: '' }).error?.issues[0]?.message).toBe(
      'All fields are required.',
    );
    expect(PageCreate.safeParse({ ...home, slug: '/for-schools' }).error?.issues[0]?.message).toBe(
      'Use lower-case letters, digits and single hyphens, such as for-coaching-institutes.',
    );
  });
});

describe('reading `/`’s layout', () => {
  const reader = (pages: unknown[]) => async (definition: ContentDefinition) =>
    definition.key === 'pages' ? pages : [];
  const record = (blocks: unknown[], extra: Record<string, unknown> = {}) => ({
    _id: 'home',
    slug: HOME_PAGE_SLUG,
    isActive: true,
    blocks: JSON.stringify(blocks),
    ...extra,
  });

  it('is the default (null) with no record, as on a fresh database or an old backup', async () => {
    expect(await readHomeSections(reader([]))).toBeNull();
  });

  it('is the stored order of the active record at `/`', async () => {
    const read = reader([record(layout('banner', 'launch', 'stats'))]);
    expect(await readHomeSections(read)).toEqual(['banner', 'launch', 'stats']);
  });

  it('is the default for a record switched off, or blocks that are no home layout', async () => {
    const off = record(layout('banner', 'launch'), { isActive: false });
    expect(await readHomeSections(reader([off]))).toBeNull();
    expect(await readHomeSections(reader([record(layout('launch', 'stats'))]))).toBeNull();
    expect(await readHomeSections(reader([{ ...record([]), blocks: '{' }]))).toBeNull();
  });
});
