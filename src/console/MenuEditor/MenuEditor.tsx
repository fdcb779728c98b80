import { useEffect, useId, useRef, useState } from 'react';
import { TextField } from '../TextField';
import { MenuEditorGroup } from './MenuEditorGroup';
import { moved, readMenu, writeMenu } from './menuModel';
import type { MenuGroup, MenuPage } from './menuModel';
import './MenuEditor.css';

export interface MenuEditorProps {
  /** The field's visible name ("Header Links"). */
  label: string;
  /** The record's field name, for the text box a text that cannot be shown as rows falls back to. */
  name: string;
  /** The menu as link lines (sdk/content/linkLines.ts): what is stored and what is sent back. */
  value: string;
  /** Called with the link lines after every edit (rows are written back as text at once). */
  onChange: (value: string) => void;
  /** Groups with titles (the Product menu, footer columns); false: one list of links (the header). */
  grouped: boolean;
  /** The site's pages a link may point at; null when they could not be read, [] when none yet. */
  pages?: readonly MenuPage[] | null;
  /** How the menu is used, shown under the label. */
  hint?: string;
  /** The menu may not be left empty (the Product menu): the legend gets its asterisk. */
  required?: boolean;
  /** While the form saves. */
  disabled?: boolean;
  /** The form's message for the field (the schema's "Line 3: …" or the server's). */
  error?: string | null;
  /** The editor's id, for the form's error summary to link to and focus. */
  id?: string;
}

interface Held {
  /** The text the rows were read from or written as; a different value comes from outside. */
  text: string;
  groups: MenuGroup[];
  /** The text is shown as is: it did not read as rows, or the rows were left for the text. */
  asText: boolean;
}

/**
 * A menu's links as rows an editor fills in (label, then a page, a landing section or an
 * address), grouped or not, with moves, over the link lines the settings store. A text that does
 * not read as rows is shown as text with the reason, never dropped or rewritten.
 */
export function MenuEditor({
  label,
  name,
  value,
  onChange,
  grouped,
  pages = [],
  hint,
  required = false,
  disabled = false,
  error,
  id,
}: MenuEditorProps) {
  const ownId = useId();
  const keys = useRef(0);
  const newKey = () => `${ownId}-${++keys.current}`;
  const hold = (text: string): Held => {
    const read = readMenu(text, grouped, newKey);
    return read.problem === undefined
      ? { text, groups: read.groups, asText: false }
      : { text, groups: [], asText: true };
  };
  const [held, setHeld] = useState(() => hold(value));
  // The form started over (a reload, a discarded draft): read the new text.
  if (value !== held.text) setHeld(hold(value));
  const root = useRef<HTMLFieldSetElement>(null);
  const focusLater = useRef<{ key: string; action: string } | null>(null);
  useEffect(() => {
    const wanted = focusLater.current;
    if (!wanted) return;
    focusLater.current = null;
    // A key names the row whose control takes the focus; none, the editor's own (Add a group).
    const row = wanted.key
      ? root.current?.querySelector(`[data-menu-key="${CSS.escape(wanted.key)}"]`)
      : root.current;
    // A moved row's Up at the top (or Down at the bottom) is disabled: its other move takes focus.
    const other = wanted.action === 'up' ? 'down' : wanted.action === 'down' ? 'up' : null;
    const button = [wanted.action, other]
      .map((action) => row?.querySelector<HTMLElement>(`[data-action="${action}"]:enabled`))
      .find(Boolean);
    button?.focus();
  });
  const onFocusLater = (key: string, action: string) => {
    focusLater.current = { key, action };
  };
  const edit = (groups: MenuGroup[]) => {
    const text = writeMenu(groups, grouped);
    setHeld({ text, groups, asText: false });
    onChange(text);
  };
  const problem = held.asText ? readMenu(held.text, grouped, () => '').problem : undefined;
  const group = (item: MenuGroup, index: number) => (
    <MenuEditorGroup
      key={item.key}
      group={item}
      grouped={grouped}
      position={index + 1}
      count={held.groups.length}
      pages={pages}
      disabled={disabled}
      onChange={(next) => edit(held.groups.map((g) => (g.key === item.key ? next : g)))}
      onMove={(by) => {
        edit(moved(held.groups, index, by));
        onFocusLater(item.key, by < 0 ? 'up' : 'down');
      }}
      onRemove={() => {
        edit(held.groups.filter((g) => g.key !== item.key));
        onFocusLater('', 'add-group');
      }}
      onFocusLater={onFocusLater}
      newKey={newKey}
    />
  );
  return (
    <fieldset
      ref={root}
      id={id}
      tabIndex={-1}
      className="menu-editor"
      aria-describedby={hint ? `${ownId}-hint` : undefined}
    >
      <legend className="menu-editor__legend">
        {label}
        {required ? ' *' : ''}
      </legend>
      {hint ? (
        <p id={`${ownId}-hint`} className="menu-editor__hint">
          {hint}
        </p>
      ) : null}
      {held.asText ? (
        <div className="menu-editor__text">
          <TextField
            label="The links as text"
            name={name}
            multiline
            rows={6}
            value={held.text}
            disabled={disabled}
            onChange={(text) => {
              setHeld({ ...held, text });
              onChange(text);
            }}
            error={problem ?? null}
            hint={
              'One link per line: Label | address. Fix the line named here to edit the links as rows.'
            }
          />
          {problem === undefined ? (
            <button
              type="button"
              className="menu-editor__add"
              disabled={disabled}
              onClick={() => setHeld(hold(held.text))}
            >
              Edit as rows
            </button>
          ) : null}
        </div>
      ) : grouped ? (
        <>
          {held.groups.length > 0 ? (
            <ol className="menu-editor__groups">{held.groups.map(group)}</ol>
          ) : (
            <p className="menu-editor__empty">No groups yet.</p>
          )}
          <button
            type="button"
            className="menu-editor__add"
            data-action="add-group"
            disabled={disabled}
            onClick={() => {
              const key = newKey();
              edit([...held.groups, { key, title: '', links: [] }]);
              onFocusLater(key, 'title');
            }}
          >
            Add a group
          </button>
        </>
      ) : (
        held.groups.map(group)
      )}
      {error && error !== problem ? <p className="field-error">{error}</p> : null}
    </fieldset>
  );
}
