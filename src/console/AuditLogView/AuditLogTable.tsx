import { Link } from 'react-router-dom';
import type { AuditPage } from '@/sdk/schemas/audit';
import { formatIndiaTime } from '../indiaTime';
import { kindLabels } from './auditKinds';

export interface AuditLogTableProps {
  /** The page the server answered (null while the first page loads). */
  page: AuditPage | null;
  /** Where an entry's content version is compared; entries with a version link to it. */
  versionPath?: (versionId: string) => string;
}

/** The entries, in a table that scrolls inside its own box on a phone. */
export function AuditLogTable({ page, versionPath }: AuditLogTableProps) {
  return (
    // Focusable, so a keyboard can scroll the box sideways on a phone.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <div className="team-table-scroll" role="region" aria-label="Audit log entries" tabIndex={0}>
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
              <td colSpan={4}>Loading the audit log…</td>
            </tr>
          ) : page.items.length === 0 ? (
            <tr>
              <td colSpan={4}>No entries match this filter.</td>
            </tr>
          ) : (
            page.items.map((entry) => (
              <tr key={entry._id}>
                <td className="team-table__time">
                  <time dateTime={entry.at}>{formatIndiaTime(entry.at)}</time>
                </td>
                <td>{entry.actorName}</td>
                <td>{kindLabels[entry.kind]}</td>
                <td className="team-table__what">
                  {entry.action}
                  {entry.target ? ` · ${entry.target}` : ''}
                  {entry.summary ? ` · ${entry.summary}` : ''}
                  {entry.versionId && versionPath ? (
                    <>
                      {' · '}
                      <Link to={versionPath(entry.versionId)}>See the change</Link>
                    </>
                  ) : null}
                </td>
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}
