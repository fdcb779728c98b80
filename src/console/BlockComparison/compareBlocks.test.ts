import { describe, expect, it } from 'vitest';
import { pages } from '@/sdk/content';
import { compareRecords } from '@/sdk/content/history';
import { PageBlocks } from '@/sdk/content/pageBlocks';
import type { PageBlock } from '@/sdk/content/pageBlocks';
import { campaignPageFixture } from '@/src/fixtures/pageBuilder';
import { compareBlocks } from './compareBlocks';

const page = PageBlocks.parse(JSON.parse(campaignPageFixture.blocks));
const text = (blocks: PageBlock[]) => JSON.stringify(blocks);
const ids = (blocks: PageBlock[]) => blocks.map((block) => block.id).join(' ');
const summary = (before: PageBlock[], after: PageBlock[]) =>
  compareBlocks(text(before), text(after))?.map(
    (change) => `${change.id} ${change.from ?? '-'}>${change.to ?? '-'} ${change.marks.join(',')}`,
  );
const byId = (id: string) => page.find((block) => block.id === id)!;

describe('compareBlocks', () => {
  it('matches blocks by id: the same blocks are unchanged, in the order after', () => {
    expect(ids(page)).toBe('hero stats features logos faq cta');
    expect(summary(page, page)).toEqual([
      'hero 1>1 ',
      'stats 2>2 ',
      'features 3>3 ',
      'logos 4>4 ',
      'faq 5>5 ',
      'cta 6>6 ',
    ]);
  });

  it('tells two blocks of one type apart by their id, not their type or place', () => {
    const second = { ...byId('cta'), id: 'cta-2', title: 'Talk to us' } as PageBlock;
    const before = [...page, second];
    const after = [...page.filter((block) => block.id !== 'cta'), second];
    expect(summary(before, after)?.slice(-2)).toEqual(['cta 6>- removed', 'cta-2 7>6 ']);
  });

  it('says which fields changed, before and after, lists entry by entry as they are', () => {
    const old = byId('hero') as Extract<PageBlock, { type: 'hero' }>;
    const hero = { ...old, title: 'A new heading' };
    const features = byId('features') as Extract<PageBlock, { type: 'featureGrid' }>;
    const grid = { ...features, items: [features.items[0]!] };
    const after = page.map((block) =>
      block.id === 'hero' ? hero : block.id === 'features' ? grid : block,
    );
    const changes = compareBlocks(text(page), text(after))!;
    expect(changes.filter((change) => change.marks.length > 0).map((change) => change.id)).toEqual([
      'hero',
      'features',
    ]);
    expect(changes[0]).toMatchObject({
      marks: ['changed'],
      fields: [{ name: 'title', before: old.title, after: 'A new heading' }],
    });
    // Each side's block, for what a field is read with (a picture's alt text).
    expect(changes[0]!.block).toEqual(hero);
    expect(changes[0]!.blockBefore).toEqual(old);
    expect(changes[2]!.fields).toEqual([
      { name: 'items', before: features.items, after: grid.items },
    ]);
  });

  it('marks only the block that left its order as moved, not those a new block pushed down', () => {
    const added = PageBlocks.parse([
      { id: 'video', type: 'video', title: 'A class', url: 'https://youtu.be/aqz-KE-bpKQ' },
    ])[0]!;
    expect(summary(page, [added, ...page])?.slice(0, 3)).toEqual([
      'video ->1 added',
      'hero 1>2 ',
      'stats 2>3 ',
    ]);
    const cta = byId('cta');
    expect(summary(page, [cta, ...page.filter((block) => block !== cta)])).toEqual([
      'cta 6>1 moved',
      'hero 1>2 ',
      'stats 2>3 ',
      'features 3>4 ',
      'logos 4>5 ',
      'faq 5>6 ',
    ]);
  });

  it('lists a removed block below the block it followed, and one that led at the top', () => {
    const without = page.filter((block) => block.id !== 'features' && block.id !== 'hero');
    expect(summary(page, without)).toEqual([
      'hero 1>- removed',
      'stats 2>1 ',
      'features 3>- removed',
      'logos 4>2 ',
      'faq 5>3 ',
      'cta 6>4 ',
    ]);
  });

  it('marks a block hidden or shown, apart from its fields', () => {
    const hidden = page.map((block) => (block.id === 'stats' ? { ...block, hidden: true } : block));
    expect(summary(page, hidden)?.[1]).toBe('stats 2>2 hidden');
    expect(summary(hidden, page)?.[1]).toBe('stats 2>2 shown');
    expect(compareBlocks(text(page), text(hidden))?.[1]?.fields).toEqual([]);
    const moved = [hidden[1]!, hidden[0]!, ...hidden.slice(2)];
    expect(summary(page, moved)?.slice(0, 2)).toEqual(['stats 2>1 hidden', 'hero 1>2 moved']);
  });

  it('treats a new page as every block added, with the fields that hold something', () => {
    const changes = compareBlocks(undefined, text(page))!;
    expect(changes.every((change) => change.marks.join() === 'added')).toBe(true);
    expect(changes[3]).toMatchObject({
      id: 'logos',
      blockBefore: null,
      fields: [{ name: 'title', before: undefined }],
    });
    expect(compareBlocks(text(page), null)?.map((change) => change.marks.join())).toEqual(
      page.map(() => 'removed'),
    );
  });

  it('does not match a block whose type changed under the same id', () => {
    const band = PageBlocks.parse([
      { id: 'hero', type: 'ctaBand', title: 'Now a band', text: '', cta: 'Go' },
    ])[0]!;
    expect(summary(page.slice(0, 2), [band, page[1]!])).toEqual([
      'hero 1>- removed',
      'hero ->1 added',
      'stats 2>2 ',
    ]);
  });

  it('answers null when either side does not read as blocks, so the text is shown instead', () => {
    expect(compareBlocks('[{"id":', text(page))).toBeNull();
    expect(compareBlocks(text(page), '{"id":"hero"}')).toBeNull();
    expect(compareBlocks(text(page), '[{"id":"x","type":"carousel"}]')).toBeNull();
    expect(compareBlocks(text(page), 42)).toBeNull();
  });
});

describe('compareRecords', () => {
  it("knows a page's blocks field by how it is written", () => {
    const fields = compareRecords(pages, campaignPageFixture, campaignPageFixture);
    expect(fields.find((field) => field.name === 'blocks')?.kind).toBe('pageBlocks');
    expect(fields.find((field) => field.name === 'title')?.kind).toBe('text');
  });
});
