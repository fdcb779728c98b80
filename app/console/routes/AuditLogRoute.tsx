import { useEffect, useState } from 'react';
import { sdk } from '@/sdk';
import type { AuditPage } from '@/sdk/schemas/audit';
import type { User } from '@/sdk/schemas/users';
import { AuditLogView } from '@/src/console/AuditLogView';
import type { AuditFilter } from '@/src/console/AuditLogView';
import { loadFailure } from '@/app/console/apiFailure';
import { versionPath } from '@/app/console/publishingPaths';
import type { LoadFailure } from '@/app/console/apiFailure';

const PAGE_SIZE = 25;

/** /audit-log (admins only): who did what and when; read-only. */
export function Component() {
  const [filter, setFilter] = useState<AuditFilter>({});
  const [pageNumber, setPageNumber] = useState(1);
  const [page, setPage] = useState<AuditPage | null>(null);
  const [users, setUsers] = useState<User[]>([]);
  const [error, setError] = useState<LoadFailure | null>(null);
  const [round, setRound] = useState(0);

  useEffect(() => {
    // The filter lists the people who exist now; entries of deleted users stay, by name.
    sdk.users.list().then(setUsers, () => setUsers([]));
  }, []);
  useEffect(() => {
    let live = true;
    setError(null);
    sdk.audit
      .list({ ...filter, page: pageNumber, pageSize: PAGE_SIZE })
      .then((answer) => live && setPage(answer))
      .catch(
        (e: unknown) =>
          live && setError(loadFailure(e, 'The audit log could not be loaded. Please try again.')),
      );
    return () => {
      live = false;
    };
  }, [filter, pageNumber, round]);

  return (
    <AuditLogView
      page={page}
      users={users}
      filter={filter}
      onFilterChange={(next) => {
        setFilter(next);
        setPageNumber(1);
      }}
      onPageChange={setPageNumber}
      error={error?.message}
      requestId={error?.requestId}
      onRetry={() => setRound((n) => n + 1)}
      versionPath={versionPath}
    />
  );
}
