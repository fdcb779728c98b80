import { useState } from 'react';
import type { EditedBlock } from './pageBuilderBlocks';
import { checkBlock, checkedBlocks, checkedMessage, NOTHING_CHECKED } from './pageBuilderChecked';

// The builder's ticked blocks (issue 44: copy several at once). The ticks live as long as the
// builder does; nothing is kept or sent. Each change is said in the builder's live region.

export interface PageBuilderCheckedInput {
  blocks: readonly EditedBlock[];
  /** The ids of the blocks that have a box (not the home page's banner), in page order. */
  order: readonly string[];
  announce: (text: string) => void;
}

export function usePageBuilderChecked({ blocks, order, announce }: PageBuilderCheckedInput) {
  const [checked, setChecked] = useState(NOTHING_CHECKED);
  // A removed block leaves the ticks: what Copy takes is what the list shows ticked.
  const ticked = checkedBlocks(blocks, checked.ids).filter((block) => order.includes(block.id));
  const ids = new Set(ticked.map((block) => block.id));

  const check = (id: string, on: boolean, range: boolean) => {
    const next = checkBlock({ ids, anchor: checked.anchor }, order, id, on, range);
    setChecked(next);
    announce(checkedMessage(next.ids.size));
  };
  const clear = () => {
    setChecked(NOTHING_CHECKED);
    announce(checkedMessage(0));
  };
  return {
    /** The ticked blocks in page order: what "Copy N blocks" copies. */
    blocks: ticked,
    isChecked: (id: string) => ids.has(id),
    /** Sets a box; `range` (Shift held) sets every box from the last one changed to this one. */
    check,
    clear,
  };
}
