import { can } from '@/sdk/schemas/users';
import { LeadTrash } from '@/src/console/LeadTrash';
import { useCurrentUser } from './useCurrentUser';
import { useLeadTrash } from './useLeadTrash';

/** The inbox's Trash view (/leads?view=trash): restore for the leads team, purge for admins. */
export function LeadTrashView() {
  const { user } = useCurrentUser();
  const trash = useLeadTrash();
  return (
    <LeadTrash
      leads={trash.leads}
      canPurge={can(user.role, 'leadRemoval')}
      busy={trash.busy}
      page={trash.page}
      pageSize={trash.pageSize}
      total={trash.total}
      loading={trash.loading}
      loadError={trash.loadError}
      onRetry={trash.retry}
      onPageChange={trash.setPage}
      onPageSizeChange={trash.setPageSize}
      onRestore={trash.restore}
      onPurge={trash.purge}
      onEmpty={trash.empty}
    />
  );
}
