import { LeadDetailDrawer } from '@/src/console/LeadDetailDrawer';
import { LeadFilters } from '@/src/console/LeadFilters';
import { LeadsTable } from '@/src/console/LeadsTable';
import { useSearchParams } from 'react-router-dom';
import { useEffect } from 'react';
import { leadFilterFromLink, leadFilterLink } from '@/app/console/leadFilterQuery';
import { useLeadsInbox } from '@/app/console/useLeadsInbox';
import { useUnsavedChanges } from '@/app/console/useUnsavedChanges';

/** /leads: the leads inbox (filters, server-paged table, detail drawer, CSV export). */
export function Component() {
  const [params, setParams] = useSearchParams();
  const inbox = useLeadsInbox(leadFilterFromLink(params));
  // The applied filter lives in the address too (replacing it: no history entry per Apply), so
  // a reload, a bookmark or a link sent to a colleague shows the same leads.
  const query = leadFilterLink(inbox.filter).toString();
  const current = params.toString();
  useEffect(() => {
    if (query !== current) setParams(new URLSearchParams(query), { replace: true });
  }, [query, current, setParams]);
  // A changed status or note asks before the page is left (the drawer asks before it closes).
  const unsaved = useUnsavedChanges(inbox.dirty);
  return (
    // Filters above the table, spaced like the other admin screens.
    // One column no wider than the page: the table scrolls inside its own box on a phone.
    <div
      style={{
        display: 'grid',
        gridTemplateColumns: 'minmax(0, 1fr)',
        gap: 'var(--space-4, 1rem)',
      }}
    >
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
        loadError={inbox.loadError}
        onRetry={inbox.retry}
        onPageChange={inbox.setPage}
        onPageSizeChange={inbox.setPageSize}
        onOpen={inbox.open}
      />
      <LeadDetailDrawer
        lead={inbox.openLead}
        saving={inbox.saving}
        draft={inbox.draft}
        onDraftChange={inbox.setDraft}
        onSave={(change) => void inbox.save(change)}
        onDelete={() => void inbox.remove()}
        onClose={inbox.close}
      />
      {unsaved.prompt}
    </div>
  );
}
