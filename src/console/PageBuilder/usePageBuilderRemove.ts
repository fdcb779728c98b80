import { useEffect, useState } from 'react';
import type { EditedBlock, RemovedBlock } from './pageBuilderBlocks';
import { blockCount, removeChecked, restoreChecked } from './pageBuilderChecked';
import type { FocusTarget } from './usePageBuilderFocus';

// The builder's Remove and its Undo (issue 44), for a row's Remove and "Remove N blocks" alike:
// the blocks go at once, Undo puts them back in their places for UNDO_SECONDS. One Undo at a
// time: a second remove replaces the first's, as the console's other removes do.

/** How long Undo stays after a remove (nothing is saved until the form is: this is a courtesy). */
export const UNDO_SECONDS = 10;

export interface PageBuilderRemoveInput {
  blocks: readonly EditedBlock[];
  save: (blocks: readonly EditedBlock[]) => void;
  /** A block's name in the Undo toast ("Statistics “…” (block 2)"), at its place. */
  nameOf: (block: EditedBlock, position: number) => string;
  announce: (text: string) => void;
  focusAfter: (target: FocusTarget) => void;
  /** Called with the removed ids, so the builder closes a removed block's fields. */
  onRemoved: (ids: ReadonlySet<string>) => void;
}

/** What Undo puts back, and its name in the toast ("Statistics “…” (block 2)", "3 blocks"). */
export interface Removed {
  blocks: RemovedBlock[];
  name: string;
}

export function usePageBuilderRemove(input: PageBuilderRemoveInput) {
  const { blocks, save, announce, focusAfter } = input;
  const [removed, setRemoved] = useState<Removed | null>(null);
  useEffect(() => {
    if (!removed) return;
    const timer = setTimeout(() => setRemoved(null), UNDO_SECONDS * 1000);
    return () => clearTimeout(timer);
  }, [removed]);

  /** Removes the blocks of `ids`; the focus goes to the block now where the first one was. */
  const remove = (ids: ReadonlySet<string>) => {
    const result = removeChecked(blocks, ids);
    const first = result.removed[0];
    if (!first) return;
    save(result.blocks);
    const one = result.removed.length === 1;
    setRemoved({
      blocks: result.removed,
      name: one ? input.nameOf(first.block, first.index + 1) : blockCount(result.removed.length),
    });
    input.onRemoved(ids);
    const after = result.blocks[Math.min(first.index, result.blocks.length - 1)];
    focusAfter(after ? { id: after.id, action: 'select' } : 'add');
  };
  const undo = () => {
    if (!removed) return;
    save(restoreChecked(blocks, removed.blocks));
    setRemoved(null);
    const one = removed.blocks.length === 1;
    announce(`${removed.name} ${one ? 'is back in its place' : 'are back in their places'}.`);
    focusAfter({ id: removed.blocks[0]!.block.id, action: 'select' });
  };
  return { removed, remove, undo };
}
