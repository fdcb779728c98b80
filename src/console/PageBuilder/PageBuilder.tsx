import { useId, useMemo, useState } from 'react';
import type { FaqItem } from '@/sdk/content';
import { isHomeLayout } from '@/sdk/content/homeLayout';
import type { BlockType } from '@/sdk/content/pageBlocks';
import { UndoToast } from '../UndoToast';
import { PageBuilderCheckedBar } from './PageBuilderCheckedBar';
import { PageBuilderHead } from './PageBuilderHead';
import { PageBuilderList } from './PageBuilderList';
import type { PageBuilderRow } from './PageBuilderList';
import { PageBuilderPanel } from './PageBuilderPanel';
import { PageBuilderPaste } from './PageBuilderPaste';
import { PageBuilderPicker } from './PageBuilderPicker';
import * as edit from './pageBuilderBlocks';
import type { EditedBlock } from './pageBuilderBlocks';
import { blockCount, hidesChecked, setCheckedHidden } from './pageBuilderChecked';
import { usePageBuilderChecked } from './usePageBuilderChecked';
import { usePageBuilderFocus } from './usePageBuilderFocus';
import { usePageBuilderPaste } from './usePageBuilderPaste';
import { UNDO_SECONDS, usePageBuilderRemove } from './usePageBuilderRemove';
import './PageBuilder.css';

export { UNDO_SECONDS };

export interface PageBuilderProps {
  /** The blocks field as the form holds it: JSON text of the page's blocks ('' for none). */
  value: string;
  /** Called with the new JSON text after every change. */
  onChange: (value: string) => void;
  /** The field's label ("Blocks"), the builder's heading. */
  label?: string;
  /** Blocks the builder while the form saves. */
  disabled?: boolean;
  /** The server's message for the field after a 400 ("Block 3: …"). */
  error?: string | null;
  /** The builder's id, for the form's error summary to link to and focus. */
  id?: string;
  /** The FAQ's questions, for an FAQ list's picker; null when they could not be read. */
  faqs?: readonly FaqItem[] | null;
  /** A new block's id (duplicate, add); stories and tests pass a predictable one. */
  newId?: () => string;
}

/** What the home page's picker offers: its sections (the banner is already there). */
const HOME_BLOCK_TYPES: readonly BlockType[] = ['landingSection'];

const nameOf = (block: EditedBlock, position: number) => {
  const { type, summary } = edit.blockLabel(block);
  return summary ? `${type} “${summary}” (block ${position})` : `${type} (block ${position})`;
};

/**
 * The page builder (issue 44): a page's blocks in order, each selected to edit its fields in a
 * side panel, moved with Up and Down or by drag and keyboard, duplicated, hidden and removed with
 * Undo; Add block offers every block type. Rows ticked together (Shift-click for a range,
 * Ctrl/Cmd+A for all, Escape to clear) are copied, hidden or removed at once. Copy (a row's, or
 * "Copy N blocks") keeps blocks for the tab (sessionStorage) and Paste puts them on this page or
 * another, unless the page's rules refuse them. It holds no page of its own: the JSON text comes in
 * and every change goes out as new text, so the form's drafts, preview and save take it as any
 * field. Each block is checked with the sdk's schema of its type as the editor types.
 */
export function PageBuilder({
  value,
  onChange,
  label = 'Blocks',
  disabled = false,
  error,
  id,
  faqs = [],
  newId = edit.newBlockId,
}: PageBuilderProps) {
  const ownId = useId();
  const rootId = id ?? ownId;
  const read = useMemo(() => edit.readBlocks(value), [value]);
  const blocks = read.blocks;
  // `/`'s layout (it opens with the banner): the banner stays first, sections only, each once.
  const home = isHomeLayout(blocks);
  const problems = useMemo(
    () => new Map(blocks.map((b) => [b.id, edit.blockProblems(b)])),
    [blocks],
  );
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [pickerOpen, setPickerOpen] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const { root, panelHeading, focusAfter } = usePageBuilderFocus();

  const selectedIndex = blocks.findIndex((block) => block.id === selectedId);
  const selected = selectedIndex < 0 ? null : blocks[selectedIndex]!;
  const save = (next: readonly EditedBlock[]) => onChange(edit.blocksText(next));
  const where = selected ? `after block ${selectedIndex + 1}` : 'at the end';
  const clipboard = usePageBuilderPaste({
    blocks,
    value,
    selectedId,
    where,
    newId,
    announce: setAnnouncement,
    onPasted: (next, firstId) => {
      save(next);
      setSelectedId(firstId);
      focusAfter({ id: firstId, action: 'select' });
    },
  });

  const rows: PageBuilderRow[] = blocks.map((block, index) => ({
    id: block.id,
    ...edit.blockLabel(block),
    name: nameOf(block, index + 1),
    hidden: block.hidden === true,
    hasProblems: Object.keys(problems.get(block.id) ?? {}).length > 0,
    fixed: home && index === 0,
  }));
  const checked = usePageBuilderChecked({
    blocks,
    order: rows.filter((row) => !row.fixed).map((row) => row.id),
    announce: setAnnouncement,
  });

  const move = (blockId: string, by: -1 | 1) => {
    const index = blocks.findIndex((block) => block.id === blockId);
    const next = edit.moveBlock(blocks, index, by);
    save(next);
    const block = blocks[index]!;
    const { type, summary } = edit.blockLabel(block);
    setAnnouncement(
      `${summary ? `${type} “${summary}”` : type} moved to position ${index + by + 1} of ${next.length}.`,
    );
    focusAfter({ id: blockId, action: by < 0 ? 'up' : 'down' });
  };
  const duplicate = (blockId: string) => {
    const copyId = newId();
    save(edit.duplicateBlock(blocks, blockId, copyId));
    setSelectedId(copyId);
    setAnnouncement('Block duplicated: the copy follows it and its fields are open.');
    focusAfter({ id: copyId, action: 'select' });
  };
  const { removed, remove, undo } = usePageBuilderRemove({
    blocks,
    save,
    nameOf,
    announce: setAnnouncement,
    focusAfter,
    onRemoved: (ids) => {
      if (selectedId !== null && ids.has(selectedId)) setSelectedId(null);
    },
  });
  /** The ticks cleared from the bar: the bar goes, the focus goes to the first box that was ticked. */
  const clearFromBar = () => {
    const first = checked.blocks[0];
    checked.clear();
    if (first) focusAfter({ id: first.id, action: 'check' });
  };
  const hideChecked = (hidden: boolean) => {
    save(setCheckedHidden(blocks, checked.ids, hidden));
    setAnnouncement(`${blockCount(checked.ids.size)} ${hidden ? 'hidden' : 'shown'}.`);
  };
  const add = (type: BlockType) => {
    const blockId = newId();
    save(edit.addBlock(blocks, type, blockId, selectedId));
    setPickerOpen(false);
    setSelectedId(blockId);
    focusAfter('panel');
  };

  const labelId = `${rootId}-label`;
  return (
    <div
      ref={root}
      id={rootId}
      className="page-builder"
      role="group"
      aria-labelledby={labelId}
      tabIndex={-1}
    >
      <PageBuilderHead
        labelId={labelId}
        label={label}
        count={blocks.length}
        hiddenCount={rows.filter((row) => row.hidden).length}
        home={home}
      >
        <PageBuilderCheckedBar
          count={checked.blocks.length}
          total={rows.filter((row) => !row.fixed).length}
          allHidden={!hidesChecked(checked.blocks)}
          disabled={disabled}
          onSelectAll={checked.checkAll}
          onCopy={() => clipboard.copy(checked.blocks)}
          onHiddenChange={hideChecked}
          onRemove={() => {
            remove(checked.ids);
            // Undo puts the blocks back, not their ticks: the bar goes with them (the toast says it).
            checked.clear(false);
          }}
          onClear={() => clearFromBar()}
          onKeyDown={checked.keys(clearFromBar)}
        />
      </PageBuilderHead>
      {error ? <p className="field-error">{error}</p> : null}
      {read.problem ? (
        <div className="page-builder__unreadable">
          <p className="field-error">{read.problem}</p>
          <button
            type="button"
            className="page-builder__action"
            disabled={disabled}
            onClick={() => onChange('[]')}
          >
            Start over with no blocks
          </button>
        </div>
      ) : null}
      <div className={`page-builder__body${selected ? ' page-builder__body--open' : ''}`}>
        <div className="page-builder__blocks">
          {blocks.length === 0 && !read.problem ? (
            <p className="page-builder__empty">
              This page has no blocks yet. Add a hero to open it, then the sections it needs.
            </p>
          ) : (
            <PageBuilderList
              rows={rows}
              selectedId={selectedId}
              disabled={disabled}
              onSelect={(blockId) => {
                const open = blockId !== selectedId;
                setSelectedId(open ? blockId : null);
                // Its fields may be far below (under the list on a phone): the focus takes you there.
                if (open) focusAfter('panel');
              }}
              onMove={move}
              onMoveTo={(from, to) => save(edit.moveBlockTo(blocks, from, to))}
              noDuplicates={home}
              onDuplicate={duplicate}
              onCopy={(blockId) => clipboard.copy(blocks.filter((b) => b.id === blockId))}
              isChecked={checked.isChecked}
              onCheck={checked.check}
              onHiddenChange={(blockId, hidden) => save(edit.setHidden(blocks, blockId, hidden))}
              onRemove={(blockId) => remove(new Set([blockId]))}
              onKeyDown={checked.keys()}
            />
          )}
          <PageBuilderPicker
            open={pickerOpen}
            onOpenChange={setPickerOpen}
            onPick={add}
            where={where}
            disabled={disabled || read.problem !== null}
            {...(home ? { types: HOME_BLOCK_TYPES } : {})}
            beside={
              <PageBuilderPaste
                copied={clipboard.copied}
                count={clipboard.count}
                problem={clipboard.problem}
                where={where}
                disabled={disabled || read.problem !== null}
                onPaste={() => {
                  setPickerOpen(false);
                  clipboard.paste();
                }}
              />
            }
          />
        </div>
        {selected ? (
          <PageBuilderPanel
            ref={panelHeading}
            block={selected}
            position={selectedIndex + 1}
            problems={problems.get(selected.id) ?? {}}
            onChange={(patch) => save(edit.updateBlock(blocks, selected.id, patch))}
            onClose={() => {
              setSelectedId(null);
              focusAfter({ id: selected.id, action: 'select' });
            }}
            idPrefix={rootId}
            disabled={disabled}
            faqs={faqs}
          />
        ) : null}
      </div>
      <div role="status" className="page-builder__status">
        {removed ? (
          <UndoToast message={`Removed ${removed.name}.`} onUndo={undo} seconds={UNDO_SECONDS} />
        ) : null}
      </div>
      <p className="visually-hidden" aria-live="polite">
        {announcement}
      </p>
    </div>
  );
}
