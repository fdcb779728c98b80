import type { EditedBlock } from './pageBuilderBlocks';

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

/** The ticked blocks still on the page, in page order (not the order they were ticked in). */
export const checkedBlocks = (
  blocks: readonly EditedBlock[],
  ids: ReadonlySet<string>,
): EditedBlock[] => blocks.filter((block) => ids.has(block.id));

/** "1 block", "3 blocks". */
export const blockCount = (count: number) => (count === 1 ? '1 block' : `${count} blocks`);

/** What the live region says after a box changes or the ticks are cleared. */
export const checkedMessage = (count: number) =>
  count === 0 ? 'No blocks selected.' : `${blockCount(count)} selected.`;
