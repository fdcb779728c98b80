import { describe, expect, it } from 'vitest';
import { newBlock } from './pageBuilderBlocks';
import type { EditedBlock } from './pageBuilderBlocks';
import { checkBlock, checkedBlocks, checkedMessage, NOTHING_CHECKED } from './pageBuilderChecked';
import type { Checked } from './pageBuilderChecked';

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

  it('says how many are selected', () => {
    expect([0, 1, 3].map(checkedMessage)).toEqual([
      'No blocks selected.',
      '1 block selected.',
      '3 blocks selected.',
    ]);
  });
});
