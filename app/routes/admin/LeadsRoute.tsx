import { LeadDetailDrawer } from '@/src/console/LeadDetailDrawer';
import { LeadFilters } from '@/src/console/LeadFilters';
import { LeadsTable } from '@/src/console/LeadsTable';
import { useSearchParams } from 'react-router-dom';
import { leadFilterFromLink } from '@/app/admin/leadFilterQuery';
import { useLeadsInbox } from '@/app/admin/useLeadsInbox';

/** /leads: the leads inbox (filters, server-paged table, detail drawer, CSV export). */
export function Component() {
  const [params] = useSearchParams();
  const inbox = useLeadsInbox(leadFilterFromLink(params));
  return (
    // Filters above the table, spaced like the other admin screens.
    <div style={{ display: 'grid', gap: 'var(--space-4, 1rem)' }}>
      <LeadFilters
        value={inbox.filter}
        busy={inbox.loading}
        suggestions={inbox.suggestions}
        exporting={inbox.exporting}
        onApply={inbox.apply}
        onReset={inbox.reset}
        onExport={(values) => void inbox.exportCsv(values)}
      />
      <LeadsTable
        leads={inbox.leads}
        page={inbox.page}
        pageSize={inbox.pageSize}
        total={inbox.total}
        loading={inbox.loading}
        filtered={inbox.filtered}
        onPageChange={inbox.setPage}
        onPageSizeChange={inbox.setPageSize}
        onOpen={inbox.open}
      />
      <LeadDetailDrawer
        lead={inbox.openLead}
        saving={inbox.saving}
        onSave={(change) => void inbox.save(change)}
        onDelete={() => void inbox.remove()}
        onClose={inbox.close}
      />
    </div>
  );
}
