import { describe, expect, it } from 'vitest';
import { BLOCK_TYPES, PageBlock, PageBlocks } from '@/sdk/content/pageBlocks';
import { PageBlocksText } from '@/sdk/content/pages';
import { blockForms } from '../blockForms';
import {
  addBlock,
  blockLabel,
  blockProblems,
  blocksText,
  duplicateBlock,
  moveBlock,
  moveBlockTo,
  newBlock,
  newBlockId,
  readBlocks,
  removeBlock,
  restoreBlock,
  setHidden,
  updateBlock,
} from './pageBuilderBlocks';
import type { EditedBlock } from './pageBuilderBlocks';

const page: EditedBlock[] = [
  newBlock('hero', 'a'),
  newBlock('stats', 'b'),
  newBlock('ctaBand', 'c'),
];
const ids = (blocks: readonly EditedBlock[]) => blocks.map((block) => block.id);

describe('the page builder’s edits of the blocks text', () => {
  it('reads the JSON text, an empty one as no blocks, and says why another cannot be read', () => {
    expect(readBlocks(blocksText(page))).toEqual({ blocks: page, problem: null });
    expect(readBlocks('')).toEqual({ blocks: [], problem: null });
    expect(readBlocks('[{"id":')).toEqual({
      blocks: [],
      problem: 'The blocks are not valid JSON.',
    });
    expect(readBlocks('{"id":"a"}').problem).toMatch(/not a list of blocks/);
    expect(readBlocks('[{"type":"hero"}]').problem).toMatch(/with an id and a type/);
  });

  it('writes what the server takes: the sdk’s PageBlocksText parses it', () => {
    expect(PageBlocksText.safeParse(blocksText(page)).success).toBe(true);
    expect(PageBlocksText.safeParse(blocksText([])).success).toBe(true);
  });

  it('moves a block up or down one place, and not past either end', () => {
    expect(ids(moveBlock(page, 0, 1))).toEqual(['b', 'a', 'c']);
    expect(ids(moveBlock(page, 2, -1))).toEqual(['a', 'c', 'b']);
    expect(ids(moveBlock(page, 0, -1))).toEqual(['a', 'b', 'c']);
    expect(ids(moveBlock(page, 2, 1))).toEqual(['a', 'b', 'c']);
  });

  it('moves a dropped block to where the other was', () => {
    expect(ids(moveBlockTo(page, 'a', 'c'))).toEqual(['b', 'c', 'a']);
    expect(ids(moveBlockTo(page, 'c', 'a'))).toEqual(['c', 'a', 'b']);
    expect(ids(moveBlockTo(page, 'x', 'a'))).toEqual(['a', 'b', 'c']);
  });

  it('duplicates a block right after it under a new id, its lists copied not shared', () => {
    const next = duplicateBlock(page, 'b', 'b2');
    expect(ids(next)).toEqual(['a', 'b', 'b2', 'c']);
    expect({ ...next[2], id: 'b' }).toEqual(page[1]);
    expect(next[2]!.items).not.toBe(page[1]!.items);
    expect(PageBlocks.safeParse(next).success).toBe(true);
  });

  it('hides and shows a block in its place, and changes its fields', () => {
    const hidden = setHidden(page, 'b', true);
    expect(hidden.map((block) => block.hidden)).toEqual([false, true, false]);
    expect(setHidden(hidden, 'b', false)).toEqual(page);
    expect(updateBlock(page, 'a', { title: 'For schools' })[0]).toMatchObject({
      id: 'a',
      type: 'hero',
      title: 'For schools',
    });
  });

  it('removes a block and Undo puts it back where it was', () => {
    const { blocks, removed } = removeBlock(page, 'b');
    expect(ids(blocks)).toEqual(['a', 'c']);
    expect(removed).toEqual({ block: page[1], index: 1 });
    expect(restoreBlock(blocks, removed!)).toEqual(page);
    // After more removals, it comes back as near its place as the list allows.
    expect(ids(restoreBlock([], removed!))).toEqual(['b']);
    expect(removeBlock(page, 'x').removed).toBeNull();
  });

  it('makes new block ids the sdk takes, with or without crypto.randomUUID', () => {
    expect(newBlockId()).toMatch(/^[0-9a-f-]{32,36}$/);
    const randomUUID = crypto.randomUUID;
    try {
      Object.defineProperty(crypto, 'randomUUID', { value: undefined, configurable: true });
      const id = newBlockId();
      expect(id).toMatch(/^[0-9a-f]{32}$/);
      expect(newBlockId()).not.toBe(id);
    } finally {
      Object.defineProperty(crypto, 'randomUUID', { value: randomUUID, configurable: true });
    }
  });

  it('adds a block after the selected one, or at the end', () => {
    expect(ids(addBlock(page, 'video', 'v', 'a'))).toEqual(['a', 'v', 'b', 'c']);
    expect(ids(addBlock(page, 'video', 'v'))).toEqual(['a', 'b', 'c', 'v']);
    expect(ids(addBlock([], 'video', 'v', 'gone'))).toEqual(['v']);
  });

  it('says what is wrong with a block, by field path, in the sdk’s words', () => {
    expect(blockProblems(page[0]!)).toEqual({});
    const stats = updateBlock(page, 'b', { items: [{ value: '', label: 'institutes' }] })[1]!;
    expect(blockProblems(stats)).toEqual({ 'items.0.value': 'Fill this in.' });
    expect(blockProblems({ ...stats, items: [] })).toEqual({ items: 'Add at least 1 figures.' });
    expect(blockProblems(newBlock('video', 'v'))).toEqual({ url: 'Fill this in.' });
    const video = { ...newBlock('video', 'v'), url: 'https://example.com/clip' };
    expect(blockProblems(video).url).toMatch(/YouTube or Vimeo/);
    expect(blockLabel({ id: 'z', type: 'carousel' })).toEqual({
      type: 'Unknown block (carousel)',
      summary: '',
    });
  });
});

describe('the block forms, one per block type', () => {
  it('has a form for every block type the sdk declares, and no other', () => {
    expect(Object.keys(blockForms).sort()).toEqual([...BLOCK_TYPES].sort());
  });

  it('names every field of each block type’s schema', () => {
    for (const type of BLOCK_TYPES) {
      const schema = PageBlock.options.find((option) => option.shape.type.value === type)!;
      const own = Object.keys(schema.shape).filter((k) => !['id', 'type', 'hidden'].includes(k));
      expect(Object.keys(blockForms[type].fields).sort(), type).toEqual(own.sort());
    }
  });

  it('starts a new block of every type valid, but those waiting for an address or a picture', () => {
    const waiting: Partial<Record<string, string[]>> = {
      video: ['url'],
      imageText: ['image', 'imageAlt'],
    };
    for (const type of BLOCK_TYPES) {
      const problems = blockProblems(newBlock(type, `new-${type}`));
      expect(Object.keys(problems), type).toEqual(waiting[type] ?? []);
      expect(blockForms[type].label.length, type).toBeGreaterThan(0);
      expect(blockForms[type].description.length, type).toBeGreaterThan(20);
    }
  });

  it('points the blocks fed by a collection at that collection’s screen', () => {
    expect(blockForms.logoStrip.source?.path).toBe('/manage-client');
    expect(blockForms.testimonials.source?.path).toBe('/manage-testimonials');
  });
});
