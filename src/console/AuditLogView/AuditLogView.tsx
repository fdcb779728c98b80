import { useId } from 'react';
import { AuditKind } from '@/sdk/schemas/audit';
import type { AuditPage } from '@/sdk/schemas/audit';
import { formatIndiaTime } from '../indiaTime';
import '../teamScreens.css';

/** Which entries are shown: one user and/or one kind (undefined: all). */
export interface AuditFilter {
  userId?: string;
  kind?: AuditKind;
}

export interface AuditLogViewProps {
  /** The page the server answered (null while the first page loads). */
  page: AuditPage | null;
  /** The people to filter by (the Users list). */
  users: readonly { _id: string; username: string }[];
  /** The filter in force. */
  filter: AuditFilter;
  /** Called with a new filter; the container fetches page 1 of it. */
  onFilterChange: (filter: AuditFilter) => void;
  /** Called with the page number to show. */
  onPageChange: (page: number) => void;
  /** Why the log could not be read. */
  error?: string | null;
}

export const kindLabels: Record<AuditKind, string> = {
  content: 'Content change',
  media: 'Media upload',
  lead: 'Lead change',
  export: 'CSV export',
  'sign-in': 'Sign-in',
  user: 'User change',
};

/** The audit log, read-only: who did what and when, filtered by user and kind, paged. */
export function AuditLogView({
  page,
  users,
  filter,
  onFilterChange,
  onPageChange,
  error,
}: AuditLogViewProps) {
  const userId = useId();
  const kindId = useId();
  const pages = page ? Math.max(1, Math.ceil(page.total / page.pageSize)) : 1;
  return (
    <div className="team-panel">
      <form
        aria-label="Filter the audit log"
        className="team-row"
        onSubmit={(e) => e.preventDefault()}
      >
        <label htmlFor={userId}>User</label>
        <select
          id={userId}
          className="team-select"
          value={filter.userId ?? ''}
          onChange={(e) =>
            onFilterChange({ ...filter, userId: e.currentTarget.value || undefined })
          }
        >
          <option value="">Everyone</option>
          {users.map((u) => (
            <option key={u._id} value={u._id}>
              {u.username}
            </option>
          ))}
        </select>
        <label htmlFor={kindId}>Kind</label>
        <select
          id={kindId}
          className="team-select"
          value={filter.kind ?? ''}
          onChange={(e) => {
            const kind = AuditKind.safeParse(e.currentTarget.value);
            onFilterChange({ ...filter, kind: kind.success ? kind.data : undefined });
          }}
        >
          <option value="">Every kind</option>
          {AuditKind.options.map((k) => (
            <option key={k} value={k}>
              {kindLabels[k]}
            </option>
          ))}
        </select>
      </form>
      {error ? (
        <p className="team-notice team-notice--error" role="alert">
          {error}
        </p>
      ) : null}
      <table className="team-table">
        <caption>Audit log{page ? ` (${page.total} entries)` : ''}</caption>
        <thead>
          <tr>
            <th scope="col">When</th>
            <th scope="col">Who</th>
            <th scope="col">Kind</th>
            <th scope="col">What</th>
          </tr>
        </thead>
        <tbody>
          {!page ? (
            <tr>
              <td colSpan={4}>{error ? 'Nothing to show.' : 'Loading the audit log…'}</td>
            </tr>
          ) : page.items.length === 0 ? (
            <tr>
              <td colSpan={4}>No entries match this filter.</td>
            </tr>
          ) : (
            page.items.map((entry) => (
              <tr key={entry._id}>
                <td>
                  <time dateTime={entry.at}>{formatIndiaTime(entry.at)}</time>
                </td>
                <td>{entry.actorName}</td>
                <td>{kindLabels[entry.kind]}</td>
                <td>
                  {entry.action}
                  {entry.target ? ` · ${entry.target}` : ''}
                  {entry.summary ? ` · ${entry.summary}` : ''}
                </td>
              </tr>
            ))
          )}
        </tbody>
      </table>
      <nav aria-label="Audit log pages" className="team-row">
        <button
          type="button"
          className="team-button"
          disabled={!page || page.page <= 1}
          onClick={() => page && onPageChange(page.page - 1)}
        >
          Previous page
        </button>
        <span>
          Page {page?.page ?? 1} of {pages}
        </span>
        <button
          type="button"
          className="team-button"
          disabled={!page || page.page >= pages}
          onClick={() => page && onPageChange(page.page + 1)}
        >
          Next page
        </button>
      </nav>
    </div>
  );
}
