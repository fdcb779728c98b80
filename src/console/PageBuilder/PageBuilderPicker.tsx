import { useId, useRef } from 'react';
import type { KeyboardEvent, ReactNode } from 'react';
import { BLOCK_TYPES } from '@/sdk/content/pageBlocks';
import type { BlockType } from '@/sdk/content/pageBlocks';
import { blockForms } from '../blockForms';
import { blockPictures } from './pageBuilderPictures';

export interface PageBuilderPickerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Called with the chosen type; the builder adds it and closes the picker. */
  onPick: (type: BlockType) => void;
  /** Where a new block goes, in words ("after block 2", "at the end"). */
  where: string;
  disabled: boolean;
  /** The types offered: every one unless the page limits them (the home page: its sections). */
  types?: readonly BlockType[];
  /** Drawn beside Add block, above the list it opens: Paste block. */
  beside?: ReactNode;
}

/**
 * "Add block" and the list of every block type it opens: a picture of the block as the site draws
 * it (its story's baseline), its name and one line on what it shows.
 * A disclosure, not a dialog: the list opens in place under the button, Escape closes it and
 * gives the focus back to the button.
 */
export function PageBuilderPicker({
  open,
  onOpenChange,
  onPick,
  where,
  disabled,
  types = BLOCK_TYPES,
  beside = null,
}: PageBuilderPickerProps) {
  const listId = useId();
  const button = useRef<HTMLButtonElement>(null);
  const close = () => {
    onOpenChange(false);
    button.current?.focus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      close();
    }
  };
  return (
    // Escape closes the list wherever the focus is in it, the button included.
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions
    <div className="page-builder__picker" onKeyDown={open ? onKeyDown : undefined}>
      <div className="page-builder__picker-row">
        <button
          ref={button}
          type="button"
          className="page-builder__add"
          aria-expanded={open}
          aria-controls={open ? listId : undefined}
          disabled={disabled}
          onClick={() => onOpenChange(!open)}
        >
          {open ? 'Close the block list' : 'Add block'}
        </button>
        {beside}
      </div>
      {open ? (
        <div id={listId} className="page-builder__choices">
          <p className="page-builder__choices-title">Choose a block to add {where}:</p>
          <ul className="page-builder__choice-list">
            {types.map((type) => (
              <li key={type}>
                <button type="button" className="page-builder__choice" onClick={() => onPick(type)}>
                  {/* The block as the site draws it; its name and line below say the same. */}
                  <img
                    className="page-builder__choice-picture"
                    src={blockPictures[type]}
                    alt=""
                    width={1440}
                    height={480}
                  />
                  <span className="page-builder__choice-name">{blockForms[type].label}</span>
                  <span className="page-builder__choice-text">{blockForms[type].description}</span>
                </button>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
