import { describe, expect, it } from 'vitest';
import { defaultHomeBlocks, HomeLayoutMessages } from '@/sdk/content/homeLayout';
import { PageBlocksText } from '@/sdk/content/pages';
import { campaignBlocksText } from '@/src/fixtures/pageBuilder';
import { blocksText, newBlock, readBlocks, updateBlock } from './pageBuilderBlocks';
import type { EditedBlock } from './pageBuilderBlocks';
import {
  CLIPBOARD_KIND,
  clipboardName,
  clipboardText,
  pasteBlocks,
  readClipboard,
} from './pageBuilderClipboard';
import { CLIPBOARD_KEY, keepCopy } from './usePageBuilderClipboard';

const page: EditedBlock[] = [
  newBlock('hero', 'a'),
  newBlock('stats', 'b'),
  newBlock('ctaBand', 'c'),
];
const ids = (blocks: readonly EditedBlock[]) => blocks.map((block) => block.id);
/** New ids in order, as the builder's newId gives them. */
const counter = () => {
  let next = 0;
  return () => `new-${++next}`;
};
const section = (id: string, name: string, hidden = false): EditedBlock => ({
  id,
  type: 'landingSection',
  section: name,
  hidden,
});
const pasted = (result: ReturnType<typeof pasteBlocks>) => {
  if ('problem' in result) throw new Error(result.problem);
  return result;
};

describe('the blocks an editor copies, as the tab keeps them', () => {
  it('reads back exactly the blocks it wrote, one or several', () => {
    const campaign = readBlocks(campaignBlocksText).blocks;
    expect(readClipboard(clipboardText([campaign[0]!]))).toEqual({
      blocks: [campaign[0]],
      problem: null,
    });
    expect(readClipboard(clipboardText(campaign))).toEqual({ blocks: campaign, problem: null });
    expect(JSON.parse(clipboardText(page))).toMatchObject({ kind: CLIPBOARD_KIND, version: 1 });
  });

  it('refuses a damaged or foreign text, saying to copy again', () => {
    const refused = [
      '{"kind":',
      'null',
      '"Run every batch"',
      blocksText(page),
      JSON.stringify({ kind: 'wp.blocks', version: 1, blocks: page }),
      JSON.stringify({ kind: CLIPBOARD_KIND, version: 2, blocks: page }),
      JSON.stringify({ kind: CLIPBOARD_KIND, version: 1, blocks: [] }),
      JSON.stringify({ kind: CLIPBOARD_KIND, version: 1, blocks: [{ type: 'hero' }] }),
    ];
    for (const text of refused) {
      const read = readClipboard(text);
      expect(read.problem, text).toMatch(/: copy the block again\.$/);
      expect('blocks' in read, text).toBe(false);
    }
    expect(readClipboard(blocksText(page)).problem).toBe(
      'What was copied is not a block of a page: copy the block again.',
    );
    expect(readClipboard(clipboardText(page).replace('"version":1', '"version":2')).problem).toBe(
      'The block was copied by another version of the console: copy the block again.',
    );
  });

  it('is kept under the console’s key, or reported not kept where the browser refuses', () => {
    const kept = new Map<string, string>();
    const storage = { setItem: (key: string, text: string) => void kept.set(key, text) };
    expect(keepCopy(storage, clipboardText(page))).toBe(true);
    expect(readClipboard(kept.get(CLIPBOARD_KEY)!)).toEqual({ blocks: page, problem: null });
    const full = {
      setItem: () => {
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      },
    };
    expect(keepCopy(full, clipboardText(page))).toBe(false);
    expect(keepCopy(null, clipboardText(page))).toBe(false);
  });

  it('names what is kept by its type and summary, several counted', () => {
    const campaign = readBlocks(campaignBlocksText).blocks;
    expect(clipboardName([campaign[0]!])).toBe(
      'Hero “Run every batch, test and fee from one place”',
    );
    expect(clipboardName([{ id: 'x', type: 'carousel' }])).toBe('Unknown block (carousel)');
    expect(clipboardName(campaign.slice(0, 3))).toMatch(/^Hero “.*” and 2 more$/);
  });
});

describe('a paste into a page', () => {
  it('puts copies after the selected block, or at the end, each under a new id', () => {
    const copied = [page[1]!, page[2]!];
    const after = pasted(pasteBlocks(page, copied, counter(), 'a'));
    expect(ids(after.blocks)).toEqual(['a', 'new-1', 'new-2', 'b', 'c']);
    expect(after.pastedIds).toEqual(['new-1', 'new-2']);
    expect({ ...after.blocks[1], id: 'b' }).toEqual(page[1]);
    expect(after.blocks[1]!.items).not.toBe(page[1]!.items);
    expect(ids(pasted(pasteBlocks(page, copied, counter())).blocks)).toEqual([
      'a',
      'b',
      'c',
      'new-1',
      'new-2',
    ]);
    expect(ids(pasted(pasteBlocks(page, copied, counter(), 'gone')).blocks).at(-1)).toBe('new-2');
    // Pasted into the page it came from: the copy's id is new, so the page's ids stay unique.
    const same = pasted(pasteBlocks(page, [page[0]!], counter(), 'a'));
    expect(PageBlocksText.safeParse(blocksText(same.blocks)).success).toBe(true);
  });

  it('takes a copy with a field problem: the block shows it, as a half-typed block does', () => {
    const unfinished = updateBlock(page, 'b', { items: [{ value: '', label: 'x' }] })[1]!;
    const result = pasted(pasteBlocks(page, [unfinished], counter()));
    expect(result.blocks.at(-1)).toMatchObject({ id: 'new-1', items: [{ value: '' }] });
  });

  it('refuses a section already on the page, in the sdk’s words', () => {
    const withStats = [...page, section('s', 'stats')];
    expect(pasteBlocks(withStats, [section('x', 'stats')], counter())).toEqual({
      problem: 'This section is already on the page: a page shows each section once.',
    });
    // A hidden one is not shown twice, so the sdk takes it; and a section not there yet is taken.
    expect('blocks' in pasteBlocks(withStats, [section('x', 'stats', true)], counter())).toBe(true);
    expect('blocks' in pasteBlocks(withStats, [section('x', 'faqs')], counter())).toBe(true);
  });

  it('checks the page’s rules even while another block is half typed', () => {
    const unfinished = [...updateBlock(page, 'a', { title: '' }), section('s', 'stats')];
    expect(pasteBlocks(unfinished, [section('x', 'stats')], counter())).toEqual({
      problem: 'This section is already on the page: a page shows each section once.',
    });
  });

  it('keeps the home page’s layout: sections only, each once, the banner first', () => {
    const home: EditedBlock[] = defaultHomeBlocks();
    expect(pasteBlocks(home, [page[0]!], counter())).toEqual({
      problem: HomeLayoutMessages.sectionsOnly,
    });
    expect(pasteBlocks(home, [section('x', 'stats', true)], counter())).toEqual({
      problem: HomeLayoutMessages.sectionTwice,
    });
    const withoutStats = home.filter((block) => block.section !== 'stats');
    expect('blocks' in pasteBlocks(withoutStats, [section('x', 'stats')], counter())).toBe(true);
    expect(pasteBlocks(page, [section('x', 'banner')], counter(), 'a')).toEqual({
      problem: HomeLayoutMessages.bannerFirst,
    });
  });

  it('refuses a block type that no longer exists, and a 61st block', () => {
    expect(pasteBlocks(page, [{ id: 'z', type: 'carousel' }], counter())).toEqual({
      problem: '“carousel” is no longer a block type: a page cannot hold it.',
    });
    const full = Array.from({ length: 60 }, (_, i) => newBlock('richText', `r${i}`));
    expect(pasteBlocks(full, [page[0]!], counter())).toEqual({
      problem: 'A page holds at most 60 blocks.',
    });
    expect('blocks' in pasteBlocks(full.slice(1), [page[0]!], counter())).toBe(true);
  });

  it('does not blame the paste for a rule the page already broke', () => {
    const broken = [...page, section('s', 'stats'), section('t', 'stats')];
    expect('blocks' in pasteBlocks(broken, [page[0]!], counter())).toBe(true);
    expect(pasteBlocks(broken, [section('x', 'stats')], counter())).toEqual({
      problem: 'This section is already on the page: a page shows each section once.',
    });
  });

  it('refuses a page longer than the sdk takes', () => {
    const long = (id: string) => ({ ...newBlock('richText', id), markdown: 'x'.repeat(19_500) });
    const page = Array.from({ length: 10 }, (_, i) => long(`r${i}`));
    expect(pasteBlocks(page.slice(1), [long('x')], counter())).toHaveProperty('blocks');
    expect(pasteBlocks(page, [long('x')], counter())).toEqual({
      problem: 'The page is too long: at most 200,000 characters of blocks.',
    });
  });
});

describe('a paste of several blocks copied together', () => {
  const campaign = readBlocks(campaignBlocksText).blocks;
  // The FAQ, the statistics and the closing band of the demo's page, as "Copy 3 blocks" keeps them.
  const three = campaign.filter((block) => ['faqList', 'stats', 'ctaBand'].includes(block.type));

  it('puts them all in, in their order, each under a new id, after the selected block', () => {
    expect(three.map((block) => block.type)).toEqual(['stats', 'faqList', 'ctaBand']);
    const kept = readClipboard(clipboardText(three));
    if (kept.problem !== null) throw new Error(kept.problem);
    const result = pasted(pasteBlocks(page, kept.blocks, counter(), 'a'));
    expect(ids(result.blocks)).toEqual(['a', 'new-1', 'new-2', 'new-3', 'b', 'c']);
    expect(result.pastedIds).toEqual(['new-1', 'new-2', 'new-3']);
    expect(result.blocks.slice(1, 4).map((block, i) => ({ ...block, id: three[i]!.id }))).toEqual(
      three,
    );
    expect(PageBlocksText.safeParse(blocksText(result.blocks)).success).toBe(true);
  });

  it('is refused whole when one of them breaks a rule, the others fitting', () => {
    const withStats = [...page, section('s', 'stats')];
    const copied = [page[0]!, section('x', 'faqs'), section('y', 'stats'), page[2]!];
    expect(pasteBlocks(withStats, copied, counter())).toEqual({
      problem: 'This section is already on the page: a page shows each section once.',
    });
    // Two copies of one section in one paste break the rule between themselves.
    expect(pasteBlocks(page, [section('x', 'faqs'), section('y', 'faqs')], counter())).toEqual({
      problem: 'This section is already on the page: a page shows each section once.',
    });
  });

  it('keeps the home page to sections when one copy of several is not one', () => {
    const home = (defaultHomeBlocks() as EditedBlock[]).filter(
      (block) => block.section !== 'stats' && block.section !== 'faqs',
    );
    const sections = [section('x', 'stats'), section('y', 'faqs')];
    expect('blocks' in pasteBlocks(home, sections, counter())).toBe(true);
    expect(pasteBlocks(home, [section('x', 'stats'), page[0]!], counter())).toEqual({
      problem: HomeLayoutMessages.sectionsOnly,
    });
  });

  it('is refused when together they pass 60 blocks or 200,000 characters', () => {
    const fiftyEight = Array.from({ length: 58 }, (_, i) => newBlock('richText', `r${i}`));
    expect(pasteBlocks(fiftyEight, page.slice(0, 2), counter())).toHaveProperty('blocks');
    expect(pasteBlocks(fiftyEight, page, counter())).toEqual({
      problem: 'A page holds at most 60 blocks.',
    });
    const long = (id: string) => ({ ...newBlock('richText', id), markdown: 'x'.repeat(19_500) });
    const eight = Array.from({ length: 8 }, (_, i) => long(`r${i}`));
    expect(pasteBlocks(eight, [long('x')], counter())).toHaveProperty('blocks');
    expect(pasteBlocks(eight, [long('x'), long('y'), long('z')], counter())).toEqual({
      problem: 'The page is too long: at most 200,000 characters of blocks.',
    });
  });
});
