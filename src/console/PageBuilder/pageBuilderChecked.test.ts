import { describe, expect, it } from 'vitest';
import { newBlock } from './pageBuilderBlocks';
import type { EditedBlock } from './pageBuilderBlocks';
import {
  checkAll,
  checkBlock,
  checkedBlocks,
  checkedKey,
  checkedMessage,
  hidesChecked,
  NOTHING_CHECKED,
  pasteLabel,
  removeChecked,
  restoreChecked,
  selectAllLabel,
  setCheckedHidden,
} from './pageBuilderChecked';
import type { Checked, ListKey } from './pageBuilderChecked';

const order = ['a', 'b', 'c', 'd', 'e'];
const ticked = (checked: Checked) => [...checked.ids].sort();
/** Boxes changed one after another, each `[id, on, shift]`. */
const after = (...steps: [string, boolean, boolean?][]) =>
  steps.reduce(
    (checked, [id, on, range]) => checkBlock(checked, order, id, on, range),
    NOTHING_CHECKED,
  );

describe('the blocks an editor ticks to copy together', () => {
  it('ticks and unticks one box at a time, the last one changed being where a range starts', () => {
    expect(ticked(after(['b', true], ['d', true]))).toEqual(['b', 'd']);
    expect(after(['b', true], ['d', true]).anchor).toBe('d');
    expect(ticked(after(['b', true], ['d', true], ['b', false]))).toEqual(['d']);
  });

  it('ticks every box from the last one changed to a Shift-clicked one, either way', () => {
    expect(ticked(after(['b', true], ['d', true, true]))).toEqual(['b', 'c', 'd']);
    expect(ticked(after(['d', true], ['a', true, true]))).toEqual(['a', 'b', 'c', 'd']);
    // A second Shift-click moves the end of the range from the same start.
    expect(after(['b', true], ['d', true, true]).anchor).toBe('b');
    expect(ticked(after(['b', true], ['d', true, true], ['e', true, true]))).toEqual([
      'b',
      'c',
      'd',
      'e',
    ]);
  });

  it('unticks a range when the Shift-clicked box is unticked, leaving the others', () => {
    const all = after(['a', true], ['e', true, true]);
    expect(ticked(checkBlock(all, order, 'c', false, true))).toEqual(['d', 'e']);
  });

  it('changes one box when Shift has no start on the page, and ignores a box not on it', () => {
    expect(ticked(after(['c', true, true]))).toEqual(['c']);
    const gone = checkBlock({ ids: new Set(['x']), anchor: 'x' }, order, 'c', true, true);
    expect(ticked(gone)).toEqual(['c', 'x']);
    expect(checkBlock(NOTHING_CHECKED, order, 'x', true)).toBe(NOTHING_CHECKED);
  });

  it('gives the ticked blocks in page order, not in the order they were ticked', () => {
    const page: EditedBlock[] = order.map((id) => newBlock('richText', id));
    const checked = after(['d', true], ['a', true], ['c', true]);
    expect(checkedBlocks(page, checked.ids).map((block) => block.id)).toEqual(['a', 'c', 'd']);
    expect(checkedBlocks(page.slice(1), checked.ids).map((block) => block.id)).toEqual(['c', 'd']);
  });

  it('says how many are selected, and that all are once the last box is ticked', () => {
    expect([0, 1, 3].map((count) => checkedMessage(count))).toEqual([
      'No blocks selected.',
      '1 block selected.',
      '3 blocks selected.',
    ]);
    expect(checkedMessage(3, 5)).toBe('3 blocks selected.');
    expect(checkedMessage(5, 5)).toBe('All 5 blocks selected.');
    expect(checkedMessage(1, 1)).toBe('1 block selected.');
  });
});

describe('select all, and the names that count', () => {
  it('ticks every box, keeping where a Shift-click range starts', () => {
    const all = checkAll(after(['c', true]), order);
    expect(ticked(all)).toEqual(order);
    expect(all.anchor).toBe('c');
    expect(ticked(checkBlock(all, order, 'a', false, true))).toEqual(['d', 'e']);
  });

  it('names Select all and Paste by how many', () => {
    expect([1, 6].map(selectAllLabel)).toEqual(['Select 1 block', 'Select all 6 blocks']);
    expect([0, 1, 3].map(pasteLabel)).toEqual(['Paste block', 'Paste block', 'Paste 3 blocks']);
  });
});

describe('hiding and removing the ticked blocks', () => {
  const page = (): EditedBlock[] => order.map((id) => newBlock('richText', id));
  const ids = new Set(['b', 'd', 'e']);

  it('hides them all while any is shown, and shows them once all are hidden', () => {
    const some = setCheckedHidden(page(), new Set(['b']), true);
    expect(hidesChecked(checkedBlocks(some, ids))).toBe(true);
    const hidden = setCheckedHidden(some, ids, true);
    expect(hidden.map((block) => block.hidden)).toEqual([false, true, false, true, true]);
    expect(hidesChecked(checkedBlocks(hidden, ids))).toBe(false);
    expect(setCheckedHidden(hidden, ids, false).every((block) => !block.hidden)).toBe(true);
  });

  it("removes them with each one's place, and Undo puts each back where it was", () => {
    const before = page();
    const result = removeChecked(before, ids);
    expect(result.blocks.map((block) => block.id)).toEqual(['a', 'c']);
    expect(result.removed.map(({ block, index }) => [block.id, index])).toEqual([
      ['b', 1],
      ['d', 3],
      ['e', 4],
    ]);
    expect(restoreChecked(result.blocks, result.removed)).toEqual(before);
    // Given in any order, and with a block already back, Undo still rebuilds the page.
    expect(restoreChecked(result.blocks, [...result.removed].reverse())).toEqual(before);
    const oneBack = restoreChecked(result.blocks, result.removed.slice(0, 1));
    expect(restoreChecked(oneBack, result.removed)).toEqual(before);
    expect(removeChecked(before, new Set(['x']))).toEqual({ blocks: before, removed: [] });
  });
});

describe('the keys of the block list', () => {
  const key = (name: string, held: Partial<ListKey> = {}): ListKey => ({
    key: name,
    ctrlKey: false,
    metaKey: false,
    altKey: false,
    shiftKey: false,
    ...held,
  });

  it('ticks every box on Ctrl+A or Cmd+A, and clears the ticks on Escape', () => {
    expect(checkedKey(key('a', { ctrlKey: true }), false, 0)).toBe('all');
    expect(checkedKey(key('A', { metaKey: true }), false, 2)).toBe('all');
    expect(checkedKey(key('Escape'), false, 2)).toBe('clear');
  });

  it('leaves text fields, other chords, and Escape with nothing ticked alone', () => {
    expect(checkedKey(key('a', { ctrlKey: true }), true, 0)).toBeNull();
    expect(checkedKey(key('Escape'), true, 2)).toBeNull();
    expect(checkedKey(key('Escape'), false, 0)).toBeNull();
    expect(checkedKey(key('a'), false, 0)).toBeNull();
    expect(checkedKey(key('a', { ctrlKey: true, shiftKey: true }), false, 0)).toBeNull();
    expect(checkedKey(key('a', { ctrlKey: true, altKey: true }), false, 0)).toBeNull();
  });
});
