import { useId } from 'react';
import { VisuallyHidden } from '@/src/ui/VisuallyHidden';
import { RowAction } from '../RowAction';
import { hrefFor, linkProblem, sectionChoices, targetOf } from './menuModel';
import type { LinkTarget, MenuLink, MenuPage } from './menuModel';

/** What a menu's row (a link, or a group of links) is told and tells, whichever it is. */
export interface MenuRowProps<Row> {
  /** 1-based, for the labels a screen reader reads in a list of alike rows. */
  position: number;
  /** The rows of its list: the last one's Down is disabled. */
  count: number;
  /** The pages a link may point at; null when they could not be read. */
  pages: readonly MenuPage[] | null;
  /** While the form saves. */
  disabled: boolean;
  /** Called with the row as edited. */
  onChange: (row: Row) => void;
  /** Called with -1 (Up) or 1 (Down). */
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
}

export interface MenuEditorLinkProps extends MenuRowProps<MenuLink> {
  /** The row: its label, its address and the kind the editor picked, if any. */
  link: MenuLink;
}

const targets: [LinkTarget, string][] = [
  ['page', 'A page'],
  ['section', 'A section of the home page'],
  ['web', 'A web address'],
];

/**
 * One link of a menu: its label, where it goes (a page, a landing section or an address) and
 * its moves. A row that is wrong says so under itself, in the settings form's words.
 */
export function MenuEditorLink(props: MenuEditorLinkProps) {
  const { link, position, count, pages, disabled, onChange } = props;
  const id = useId();
  const known = pages ?? [];
  const target = targetOf(link, known);
  const problem = linkProblem(link);
  const name = link.label.trim() || `link ${position}`;
  const where = `${id}-where`;
  const invalid = { 'aria-invalid': true, 'aria-describedby': `${id}-problem` } as const;
  // The message is about the label when there is none, else about the address.
  const labelInvalid = problem && !link.label.trim() ? invalid : {};
  const whereInvalid = problem && link.label.trim() ? invalid : {};
  // No page to choose (none built yet, or the list failed): "A page" is offered but cannot be taken.
  const pagesNote =
    pages === null ? ' (could not be read)' : known.length === 0 ? ' (none yet)' : '';
  const action = (label: string, kind: string, onClick: () => void, off = false) => (
    <RowAction
      label={label}
      of={name}
      kind={kind}
      className="menu-editor__action"
      disabled={disabled || off}
      onClick={onClick}
    />
  );
  const choice = (value: string, options: { value: string; text: string }[], what: string) => (
    <select
      id={where}
      value={value}
      disabled={disabled}
      onChange={(event) => onChange({ ...link, href: event.currentTarget.value })}
      {...whereInvalid}
    >
      {options.some((option) => option.value === value) ? null : (
        <option value={value}>Choose {what}</option>
      )}
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.text}
        </option>
      ))}
    </select>
  );
  return (
    <li className="menu-editor__link" data-menu-key={link.key}>
      <div className="menu-editor__fields">
        <div className="menu-editor__field">
          <label htmlFor={`${id}-label`}>
            Label<VisuallyHidden> of link {position}</VisuallyHidden>
          </label>
          <input
            id={`${id}-label`}
            data-action="label"
            value={link.label}
            disabled={disabled}
            onChange={(event) => onChange({ ...link, label: event.currentTarget.value })}
            {...labelInvalid}
          />
        </div>
        <div className="menu-editor__field">
          <label htmlFor={`${id}-target`}>Goes to</label>
          <select
            id={`${id}-target`}
            value={target}
            disabled={disabled}
            onChange={(event) => {
              const next = event.currentTarget.value as LinkTarget;
              onChange({ ...link, target: next, href: hrefFor(next, link, known) });
            }}
          >
            {targets.map(([value, text]) => (
              <option key={value} value={value} disabled={value === 'page' && pagesNote !== ''}>
                {value === 'page' ? `${text}${pagesNote}` : text}
              </option>
            ))}
          </select>
        </div>
        <div className="menu-editor__field menu-editor__field--where">
          <label htmlFor={where}>
            {target === 'page' ? 'Page' : target === 'section' ? 'Section' : 'Address'}
          </label>
          {target === 'page' ? (
            choice(
              link.href,
              known.map((page) => ({
                value: page.path,
                text: `${page.title} (${page.path})${page.live === false ? ', switched off' : ''}`,
              })),
              'a page',
            )
          ) : target === 'section' ? (
            choice(
              link.href,
              sectionChoices.map((section) => ({
                value: section.href,
                text: `${section.name} (${section.href})`,
              })),
              'a section',
            )
          ) : (
            <input
              id={where}
              inputMode="url"
              placeholder="https://"
              value={link.href}
              disabled={disabled}
              onChange={(event) => onChange({ ...link, href: event.currentTarget.value })}
              {...whereInvalid}
            />
          )}
        </div>
      </div>
      <div className="menu-editor__actions">
        {action('Up', 'up', () => props.onMove(-1), position === 1)}
        {action('Down', 'down', () => props.onMove(1), position === count)}
        {action('Remove', 'remove', props.onRemove)}
      </div>
      {problem ? (
        <p id={`${id}-problem`} className="field-error menu-editor__problem">
          {problem}
        </p>
      ) : null}
    </li>
  );
}
