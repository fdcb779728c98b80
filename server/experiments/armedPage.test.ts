import { describe, expect, it } from 'vitest';
import type { CampaignPageData } from '@/sdk/content';
import type { PageBlock } from '@/sdk/content/pageBlocks';
import { armedPage, pageSlugOf } from './armedPage';
import type { RunningExperiment } from './runningExperiments';

const text = (id: string, markdown: string): PageBlock => ({
  id,
  hidden: false,
  type: 'richText',
  markdown,
});
const published = {
  page: { slug: 'for-schools' },
  blocks: [text('a', 'first'), text('b', 'second'), text('c', 'third')],
  clients: [],
  testimonials: [],
  faqs: [],
} as unknown as CampaignPageData;
const experiment = (blockId: string, variant: PageBlock): RunningExperiment => ({
  id: `exp-${blockId}`,
  page: 'for-schools',
  blockId,
  split: 50,
  variant,
});

describe('armedPage', () => {
  it('puts a variant in its block’s place, with its id, in the variant arm only', () => {
    const drawn = [
      { experiment: experiment('b', text('other', 'variant')), arm: 'variant' as const },
    ];
    expect(armedPage(published, drawn)?.blocks).toEqual([
      text('a', 'first'),
      text('b', 'variant'),
      text('c', 'third'),
    ]);
    expect(armedPage(published, [{ ...drawn[0]!, arm: 'control' }])).toBe(published);
  });

  it('keeps the published block when the tested one is gone or changed type', () => {
    const hero = { id: 'b', hidden: false, type: 'hero', title: 'x' } as unknown as PageBlock;
    const drawn = [
      { experiment: experiment('gone', text('gone', 'variant')), arm: 'variant' as const },
      { experiment: experiment('b', hero), arm: 'variant' as const },
    ];
    expect(armedPage(published, drawn)?.blocks).toEqual(published.blocks);
    expect(armedPage(null, drawn)).toBeNull();
  });
});

describe('pageSlugOf', () => {
  it('reads /<slug>, without its query or one trailing slash', () => {
    expect(pageSlugOf('/for-schools?utm_source=x')).toBe('for-schools');
    expect(pageSlugOf('/for-schools/')).toBe('for-schools');
    expect(['/', '/a/b', '/api/x/y', '/%E0%A4'].map(pageSlugOf)).toEqual([null, null, null, null]);
  });
});
