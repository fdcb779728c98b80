import { ContactsTable } from '@/src/console/ContactsTable';
import { LeadDetailDrawer } from '@/src/console/LeadDetailDrawer';
import { EMPTY_LEAD_FILTER, LeadFilters } from '@/src/console/LeadFilters';
import type { LeadFilterValues } from '@/src/console/LeadFilters';
import { LeadsTable } from '@/src/console/LeadsTable';
import { LEAD_VIEW_FILTER, LeadViews, leadViewOf } from '@/src/console/LeadViews';
import { Link, useSearchParams } from 'react-router-dom';
import { useEffect, useState } from 'react';
import { can } from '@/sdk/schemas/users';
import { LeadTrashView } from '@/app/console/LeadTrashView';
import {
  BY_CONTACT,
  INBOX_GROUP,
  LEADS_TRASH_LINK,
  isTrashView,
  leadFilterFromLink,
  leadFilterLink,
} from '@/app/console/leadFilterQuery';
import { useCurrentUser } from '@/app/console/useCurrentUser';
import { useLeadsInbox } from '@/app/console/useLeadsInbox';
import { useUnsavedChanges } from '@/app/console/useUnsavedChanges';

// One column no wider than the page: the table scrolls inside its own box on a phone.
const SCREEN = {
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: 'var(--space-4, 1rem)',
} as const;

/**
 * The inbox and its Trash (issue 43) as two links, not one more view button: the trash is not a
 * filter of the inbox (no owner, search or CSV), and leaving it starts the inbox afresh.
 */
function LeadsPlaces({ trash }: { trash: boolean }) {
  return (
    <nav aria-label="Leads" style={{ display: 'flex', gap: 'var(--space-4, 1rem)' }}>
      <Link to="/leads" aria-current={trash ? undefined : 'page'}>
        Inbox
      </Link>
      <Link to={LEADS_TRASH_LINK} aria-current={trash ? 'page' : undefined}>
        Trash
      </Link>
    </nav>
  );
}

/** /leads: the inbox, or its Trash at /leads?view=trash. */
export function Component() {
  const [params] = useSearchParams();
  if (!isTrashView(params)) return <Inbox />;
  return (
    <div style={SCREEN}>
      <LeadsPlaces trash />
      <LeadTrashView />
    </div>
  );
}

/** The leads inbox (views, filters, server-paged table or contacts, drawer, CSV export). */
function Inbox() {
  const { user } = useCurrentUser();
  const [params, setParams] = useSearchParams();
  const [grouped, setGrouped] = useState(params.get(INBOX_GROUP) === BY_CONTACT);
  const inbox = useLeadsInbox(leadFilterFromLink(params), grouped);
  // The applied filter, view and grouping live in the address too (replacing it: no history
  // entry per Apply), so a reload, a bookmark or a link sent to a colleague shows the same leads.
  const link = leadFilterLink(inbox.filter);
  if (grouped) link.set(INBOX_GROUP, BY_CONTACT);
  const query = link.toString();
  const current = params.toString();
  useEffect(() => {
    if (query !== current) setParams(new URLSearchParams(query), { replace: true });
  }, [query, current, setParams]);
  // A changed status or note asks before the page is left (the drawer asks before it closes).
  const unsaved = useUnsavedChanges(inbox.dirty);
  // The form edits the search, dates and attribution; the view (owner, follow-up) stays as picked.
  const withView = (values: LeadFilterValues): LeadFilterValues => ({
    ...values,
    owner: inbox.filter.owner,
    followUp: inbox.filter.followUp,
  });
  const paging = {
    page: inbox.page,
    pageSize: inbox.pageSize,
    total: inbox.total,
    loading: inbox.loading,
    filtered: inbox.filtered,
    loadError: inbox.loadError,
    onRetry: inbox.retry,
    onPageChange: inbox.setPage,
    onPageSizeChange: inbox.setPageSize,
  };
  return (
    // Views and filters above the table, spaced like the other admin screens.
    <div style={SCREEN}>
      <LeadsPlaces trash={false} />
      <LeadViews
        view={leadViewOf(inbox.filter)}
        grouped={grouped}
        onViewChange={(view) => inbox.apply({ ...inbox.filter, ...LEAD_VIEW_FILTER[view] })}
        onGroupedChange={(next) => {
          setGrouped(next);
          inbox.setPage(1);
        }}
      />
      <LeadFilters
        value={inbox.filter}
        busy={inbox.loading}
        suggestions={inbox.suggestions}
        exporting={inbox.exporting}
        onApply={(values) => inbox.apply(withView(values))}
        onReset={() => inbox.apply(withView(EMPTY_LEAD_FILTER))}
        onExport={(values) => void inbox.exportCsv(withView(values))}
      />
      {grouped ? (
        <ContactsTable contacts={inbox.contacts} {...paging} />
      ) : (
        <LeadsTable leads={inbox.leads} {...paging} onOpen={inbox.open} />
      )}
      <LeadDetailDrawer
        lead={inbox.openLead}
        saving={inbox.saving}
        draft={inbox.draft}
        onDraftChange={inbox.setDraft}
        onSave={(change) => void inbox.save(change)}
        // Sales may not move a lead to the trash (the server answers 403): no button for them.
        onDelete={can(user.role, 'leadRemoval') ? () => void inbox.remove() : undefined}
        onClose={inbox.close}
      />
      {unsaved.prompt}
    </div>
  );
}
