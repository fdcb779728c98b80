import { useId } from 'react';
import { AuditKind } from '@/sdk/schemas/audit';
import type { AuditPage } from '@/sdk/schemas/audit';
import { LoadError } from '../LoadError';
import { kindLabels } from './auditKinds';
import { AuditLogTable } from './AuditLogTable';
import '../teamScreens.css';

export { kindLabels };

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
  /** Why the log could not be read: shown instead of the table, with "Try again". */
  error?: string | null;
  /** The failed request's id (X-Request-Id), for support. */
  requestId?: string | null;
  /** Asks again after a failed load. */
  onRetry?: () => void;
  /** Where an entry's content version is compared (issue 37): entries with one link to it. */
  versionPath?: (versionId: string) => string;
}

/** The audit log, read-only: who did what and when, filtered by user and kind, paged. */
export function AuditLogView({
  page,
  users,
  filter,
  onFilterChange,
  onPageChange,
  error,
  requestId,
  onRetry = () => {},
  versionPath,
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
        <LoadError message={error} requestId={requestId} onRetry={onRetry} />
      ) : (
        <>
          <AuditLogTable page={page} versionPath={versionPath} />
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
        </>
      )}
    </div>
  );
}
