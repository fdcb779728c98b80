import { removeBlock, restoreBlock, setHidden } from './pageBuilderBlocks';
import type { EditedBlock, RemovedBlock } from './pageBuilderBlocks';

// The blocks an editor ticks to copy together (issue 44: "a section built once used on any
// page", several at a time, as in WordPress's block editor). Named "checked" in the code, apart
// from the builder's selected block (the one whose fields are open); the screen says "selected".
// Pure functions here, so the ticks, Shift's range and the order of a copy are unit tested.

/** What is ticked: the ids, and the box last changed by itself (where a Shift-click range starts). */
export interface Checked {
  ids: ReadonlySet<string>;
  anchor: string | null;
}

export const NOTHING_CHECKED: Checked = { ids: new Set(), anchor: null };

/**
 * The ticks after the box of `id` is set to `on`. With `range` (Shift held) every box from the
 * anchor to this one, both included, takes the same state, as in a mail list; without an anchor
 * still on the page it is the one box. `order` is the ids of the boxes in page order.
 */
export function checkBlock(
  checked: Checked,
  order: readonly string[],
  id: string,
  on: boolean,
  range = false,
): Checked {
  const at = order.indexOf(id);
  if (at < 0) return checked;
  const from = range && checked.anchor !== null ? order.indexOf(checked.anchor) : -1;
  const span = from < 0 ? [id] : order.slice(Math.min(from, at), Math.max(from, at) + 1);
  const ids = new Set(checked.ids);
  for (const each of span) {
    if (on) ids.add(each);
    else ids.delete(each);
  }
  // A range keeps its start, so a second Shift-click changes the range rather than chaining it.
  return { ids, anchor: from < 0 ? id : checked.anchor };
}

/** Every box ticked ("Select all", Ctrl/Cmd+A); the start of a Shift-click range is kept. */
export const checkAll = (checked: Checked, order: readonly string[]): Checked => ({
  ids: new Set(order),
  anchor: checked.anchor,
});

/** The ticked blocks still on the page, in page order (not the order they were ticked in). */
export const checkedBlocks = (
  blocks: readonly EditedBlock[],
  ids: ReadonlySet<string>,
): EditedBlock[] => blocks.filter((block) => ids.has(block.id));

/** "1 block", "3 blocks". */
export const blockCount = (count: number) => (count === 1 ? '1 block' : `${count} blocks`);

/**
 * What the live region says after a box changes, every box is ticked or the ticks are cleared;
 * with `total` (the boxes on the page) a tick of the last one says that all are.
 */
export const checkedMessage = (count: number, total?: number) => {
  if (count === 0) return 'No blocks selected.';
  return count === total && count > 1
    ? `All ${count} blocks selected.`
    : `${blockCount(count)} selected.`;
};

/** The name of "Select all": it says how many, as its count of boxes changes with the page. */
export const selectAllLabel = (total: number) =>
  total === 1 ? 'Select 1 block' : `Select all ${total} blocks`;

/** The paste control's name: how many blocks the tab holds ("Paste block" for one or none). */
export const pasteLabel = (count: number) =>
  count > 1 ? `Paste ${blockCount(count)}` : 'Paste block';

/**
 * What "Hide N blocks" does: hides them all while any is shown; once all are hidden the same
 * button reads "Show N blocks" and shows them all. So one press always gives them one state.
 */
export const hidesChecked = (ticked: readonly EditedBlock[]) =>
  ticked.some((block) => block.hidden !== true);

/** The blocks with every block of `ids` hidden (or shown), each kept in its place. */
export const setCheckedHidden = (
  blocks: readonly EditedBlock[],
  ids: ReadonlySet<string>,
  hidden: boolean,
) => [...ids].reduce((next, id) => setHidden(next, id, hidden), [...blocks]);

/**
 * The blocks without those of `ids`, and each removed one with its place on the page as it was.
 * Removed last first, so each keeps its own index and not one shifted by those before it.
 */
export function removeChecked(blocks: readonly EditedBlock[], ids: ReadonlySet<string>) {
  const removed: RemovedBlock[] = [];
  let next = [...blocks];
  for (const block of [...blocks].reverse()) {
    if (!ids.has(block.id)) continue;
    const result = removeBlock(next, block.id);
    next = result.blocks;
    if (result.removed) removed.unshift(result.removed);
  }
  return { blocks: next, removed };
}

/** Undo of `removeChecked`: each block back in its place, the first first, as each then was. */
export const restoreChecked = (blocks: readonly EditedBlock[], removed: readonly RemovedBlock[]) =>
  [...removed]
    .sort((a, b) => a.index - b.index)
    .reduce((next, each) => restoreBlock(next, each), [...blocks]);

/** A key as the block list reads it: the key's name and the modifiers held. */
export interface ListKey {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  shiftKey: boolean;
}

/**
 * What a key in the block list or the ticked blocks' bar does to the ticks: Ctrl+A (Cmd+A on a
 * Mac) ticks every box, Escape clears them. Never in a text field, where both keep their own
 * meaning; Escape with nothing ticked is left to whatever else takes it.
 */
export function checkedKey(key: ListKey, inTextField: boolean, count: number) {
  if (inTextField || key.altKey) return null;
  const command = key.ctrlKey || key.metaKey;
  if (command && !key.shiftKey && key.key.toLowerCase() === 'a') return 'all';
  if (!command && key.key === 'Escape' && count > 0) return 'clear';
  return null;
}
