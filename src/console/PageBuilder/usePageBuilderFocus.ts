import { useEffect, useRef } from 'react';

// Where the builder's focus goes after an edit re-draws the list (issue 44): the same button of
// the block it was on, the fields' heading, or Add block, so a keyboard user keeps their place.

/** A block's control (its `data-action`), the panel's heading, or Add block. */
export type FocusTarget = { id: string; action: string } | 'panel' | 'add';

export function usePageBuilderFocus() {
  const next = useRef<FocusTarget | null>(null);
  const root = useRef<HTMLDivElement>(null);
  const panelHeading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    const target = next.current;
    next.current = null;
    if (!target) return;
    if (target === 'panel') return panelHeading.current?.focus();
    const scope = root.current;
    if (target === 'add') return scope?.querySelector<HTMLElement>('.page-builder__add')?.focus();
    const item = scope?.querySelector(`[data-block-id="${CSS.escape(target.id)}"]`);
    const wanted = item?.querySelector<HTMLButtonElement>(`[data-action="${target.action}"]`);
    // Up at the top (Down at the bottom) is now disabled: the other way keeps the focus in the row.
    const other = target.action === 'up' ? 'down' : 'up';
    (wanted && !wanted.disabled
      ? wanted
      : item?.querySelector<HTMLElement>(`[data-action="${other}"]`)
    )?.focus();
  });
  return {
    root,
    panelHeading,
    /** Focuses `target` once the edit is drawn. */
    focusAfter: (target: FocusTarget) => {
      next.current = target;
    },
  };
}
