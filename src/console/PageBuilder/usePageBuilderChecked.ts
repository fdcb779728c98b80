import { useState } from 'react';
import type { KeyboardEvent } from 'react';
import type { EditedBlock } from './pageBuilderBlocks';
import {
  checkAll,
  checkBlock,
  checkedBlocks,
  checkedKey,
  checkedMessage,
  NOTHING_CHECKED,
} from './pageBuilderChecked';

// The builder's ticked blocks (issue 44: copy, hide or remove several at once). The ticks live as
// long as the builder does; nothing is kept or sent. Each change is said in the builder's live
// region. Ctrl/Cmd+A and Escape in the list or the bar are read here (the keys: checkedKey).

export interface PageBuilderCheckedInput {
  blocks: readonly EditedBlock[];
  /** The ids of the blocks that have a box (not the home page's banner), in page order. */
  order: readonly string[];
  announce: (text: string) => void;
}

/** Inputs whose type takes no typing: Ctrl+A and Escape there are the list's. */
const NOT_TYPED = new Set(['checkbox', 'radio', 'button', 'submit', 'reset', 'image', 'file']);

/** Where Ctrl+A selects text and Escape may undo typing: the keys keep their meaning there. */
export const isTextField = (target: EventTarget) =>
  target instanceof HTMLElement &&
  (target.isContentEditable ||
    target instanceof HTMLTextAreaElement ||
    target instanceof HTMLSelectElement ||
    (target instanceof HTMLInputElement && !NOT_TYPED.has(target.type)));

export function usePageBuilderChecked({ blocks, order, announce }: PageBuilderCheckedInput) {
  const [checked, setChecked] = useState(NOTHING_CHECKED);
  // A removed block leaves the ticks: what Copy takes is what the list shows ticked.
  const ticked = checkedBlocks(blocks, checked.ids).filter((block) => order.includes(block.id));
  const ids = new Set(ticked.map((block) => block.id));

  const check = (id: string, on: boolean, range: boolean) => {
    const next = checkBlock({ ids, anchor: checked.anchor }, order, id, on, range);
    setChecked(next);
    announce(checkedMessage(next.ids.size, order.length));
  };
  const checkEvery = () => {
    setChecked(checkAll(checked, order));
    announce(checkedMessage(order.length, order.length));
  };
  /** Unticks every box; `say` false when what cleared them is said otherwise (a remove's toast). */
  const clear = (say = true) => {
    setChecked(NOTHING_CHECKED);
    if (say) announce(checkedMessage(0));
  };
  /**
   * The keys of the list or the bar: Ctrl/Cmd+A ticks every box, Escape clears the ticks (then
   * `afterClear`, as the bar's Clear selection, since the bar goes with them). Escape during a
   * drag is the drag's: it cancels the move.
   */
  const keys = (afterClear?: () => void) => (event: KeyboardEvent<HTMLElement>) => {
    if (event.defaultPrevented) return;
    const action = checkedKey(event, isTextField(event.target), ids.size);
    if (!action || (action === 'clear' && event.currentTarget.querySelector('[data-dragging]')))
      return;
    // Not the page's text selected, nor a dialog around the form closed by the same Escape.
    event.preventDefault();
    event.stopPropagation();
    if (action === 'all') return checkEvery();
    clear();
    afterClear?.();
  };
  return {
    /** The ticked blocks in page order: what "Copy N blocks" copies. */
    blocks: ticked,
    ids: ids as ReadonlySet<string>,
    isChecked: (id: string) => ids.has(id),
    /** Sets a box; `range` (Shift held) sets every box from the last one changed to this one. */
    check,
    checkAll: checkEvery,
    clear,
    keys,
  };
}
