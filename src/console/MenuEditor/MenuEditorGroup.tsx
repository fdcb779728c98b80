import { useId } from 'react';
import { VisuallyHidden } from '@/src/ui/VisuallyHidden';
import { RowAction } from '../RowAction';
import { MenuEditorLink } from './MenuEditorLink';
import type { MenuRowProps } from './MenuEditorLink';
import { moved, titleProblem } from './menuModel';
import type { MenuGroup, MenuLink } from './menuModel';

/** `onChange` answers the group as edited: its title, or its links added, moved, removed. */
export interface MenuEditorGroupProps extends MenuRowProps<MenuGroup> {
  /** The group: its title and its links in order. */
  group: MenuGroup;
  /** A flat menu (the header's) is one group drawn without its title and moves. */
  grouped: boolean;
  /** Called with a link's key and the control to focus once the rows are redrawn. */
  onFocusLater: (key: string, action: string) => void;
  /** A new link's key. */
  newKey: () => string;
}

/** A group of a menu (a column of the Product menu or the footer): its title, links and moves. */
export function MenuEditorGroup(props: MenuEditorGroupProps) {
  const { group, grouped, position, count, pages, disabled, onChange, onFocusLater } = props;
  const id = useId();
  const problem = grouped ? titleProblem(group.title) : undefined;
  const name = group.title.trim() || `group ${position}`;
  const setLinks = (links: MenuLink[]) => onChange({ ...group, links });
  // The hidden words tell one group's buttons from another's ("Up group Classroom").
  const button = (label: string, kind: string, onClick: () => void, off = false) => (
    <RowAction
      label={label}
      of={`group ${name}`}
      kind={kind}
      className="menu-editor__action"
      disabled={disabled || off}
      onClick={onClick}
    />
  );
  const links = (
    <>
      {group.links.length > 0 ? (
        <ol className="menu-editor__links">
          {group.links.map((link, index) => (
            <MenuEditorLink
              key={link.key}
              link={link}
              position={index + 1}
              count={group.links.length}
              pages={pages}
              disabled={disabled}
              onChange={(next) => setLinks(group.links.map((l) => (l.key === link.key ? next : l)))}
              onMove={(by) => {
                setLinks(moved(group.links, index, by));
                onFocusLater(link.key, by < 0 ? 'up' : 'down');
              }}
              onRemove={() => {
                setLinks(group.links.filter((l) => l.key !== link.key));
                onFocusLater(group.key, 'add-link');
              }}
            />
          ))}
        </ol>
      ) : (
        <p className="menu-editor__empty">No links {grouped ? 'in this group ' : ''}yet.</p>
      )}
      <button
        type="button"
        className="menu-editor__add"
        data-action="add-link"
        disabled={disabled}
        onClick={() => {
          const key = props.newKey();
          setLinks([...group.links, { key, label: '', href: '' }]);
          onFocusLater(key, 'label');
        }}
      >
        Add a link
        {grouped ? <VisuallyHidden> to group {name}</VisuallyHidden> : null}
      </button>
    </>
  );
  if (!grouped) return <div data-menu-key={group.key}>{links}</div>;
  return (
    <li className="menu-editor__group" data-menu-key={group.key}>
      <div className="menu-editor__group-head">
        <div className="menu-editor__field">
          <label htmlFor={`${id}-title`}>
            Group title<VisuallyHidden> {position}</VisuallyHidden>
          </label>
          <input
            id={`${id}-title`}
            data-action="title"
            value={group.title}
            disabled={disabled}
            onChange={(event) => onChange({ ...group, title: event.currentTarget.value })}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? `${id}-problem` : undefined}
          />
        </div>
        <div className="menu-editor__actions">
          {button('Up', 'up', () => props.onMove(-1), position === 1)}
          {button('Down', 'down', () => props.onMove(1), position === count)}
          {button('Remove', 'remove', props.onRemove)}
        </div>
      </div>
      {problem ? (
        <p id={`${id}-problem`} className="field-error menu-editor__problem">
          {problem}
        </p>
      ) : null}
      {links}
    </li>
  );
}
