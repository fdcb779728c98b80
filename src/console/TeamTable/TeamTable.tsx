import type { ReactNode } from 'react';
import '../teamScreens.css';

export interface TeamTableProps {
  /** The scroll box's accessible name ("Deleted items"). */
  label: string;
  /** The table's caption, with a count once it is known ("Trash (3)"). */
  caption: ReactNode;
  /** The column headers, in display order. */
  columns: readonly string[];
  /** Said in one row instead of the rows (loading, nothing yet), or null to show the rows. */
  message: string | null;
  /** The rows (`<tr>`s), one cell per column. */
  children?: ReactNode;
  /** A class of the table's own beside team-table ("webhook-table"), for its column widths. */
  className?: string;
}

/**
 * The team, publishing and integration screens' table (users, audit log, trash, versions and
 * their fields, API tokens, preview links, webhooks and their deliveries): a caption, column
 * headers and the rows, in a box that scrolls on a phone.
 */
export function TeamTable({
  label,
  caption,
  columns,
  message,
  children,
  className,
}: TeamTableProps) {
  return (
    // Focusable, so a keyboard can scroll the box sideways on a phone.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <div className="team-table-scroll" role="region" aria-label={label} tabIndex={0}>
      <table className={className ? `team-table ${className}` : 'team-table'}>
        <caption>{caption}</caption>
        <thead>
          <tr>
            {columns.map((header) => (
              <th key={header} scope="col">
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {message !== null ? (
            <tr>
              <td colSpan={columns.length}>{message}</td>
            </tr>
          ) : (
            children
          )}
        </tbody>
      </table>
    </div>
  );
}
