import { Link } from 'react-router-dom';
import { TeamTable } from '../TeamTable';
import type { AuditPage } from '@/sdk/schemas/audit';
import { formatDateTime } from '../format';
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
    <TeamTable
      label="Audit log entries"
      caption={<>Audit log{page ? ` (${page.total} entries)` : ''}</>}
      columns={['When', 'Who', 'Kind', 'What']}
      message={
        !page
          ? 'Loading the audit log…'
          : page.items.length === 0
            ? 'No entries match this filter.'
            : null
      }
    >
      {page?.items.map((entry) => (
        <tr key={entry._id}>
          <td className="team-table__time">
            <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>
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
      ))}
    </TeamTable>
  );
}
