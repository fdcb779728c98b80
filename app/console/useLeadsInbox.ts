import { useCallback, useEffect, useState } from 'react';
import { sdk } from '@/sdk';
import type { ContactPage } from '@/sdk/schemas/contact';
import type { InboxLead, LeadPage } from '@/sdk/schemas/lead';
import type { LeadBreakdown } from '@/sdk/schemas/leadDashboard';
import type { LeadDetailChange } from '@/src/console/LeadDetailDrawer';
import {
  EMPTY_LEAD_FILTER,
  isLeadFilterActive,
  type LeadAttributionSuggestions,
  type LeadFilterValues,
} from '@/src/console/LeadFilters';
import { failureMessage, loadFailure } from './apiFailure';
import type { LoadFailure } from './apiFailure';
import { outcomeToast } from './outcomeToast';
import { fallbackCsvName, toLeadFilter } from './leadFilterQuery';
import { saveFile } from './saveFile';

const FIRST_PAGE_SIZE = 10;
const LOAD_FAILED = 'The leads could not be loaded. Please try again.';
const sameFilter = (a: LeadFilterValues, b: LeadFilterValues) =>
  JSON.stringify(a) === JSON.stringify(b);

/**
 * The /leads screen's state: one server page for the applied filter (of leads, or of contacts when
 * `grouped`), reloaded whenever the filter, grouping, page or page size changes; the open lead;
 * save, delete and CSV export.
 */
export function useLeadsInbox(
  initialFilter: LeadFilterValues = EMPTY_LEAD_FILTER,
  grouped = false,
) {
  const [filter, setFilter] = useState<LeadFilterValues>(initialFilter);
  const [suggestions, setSuggestions] = useState<LeadAttributionSuggestions | undefined>();
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(FIRST_PAGE_SIZE);
  const [result, setResult] = useState<LeadPage | null>(null);
  const [contacts, setContacts] = useState<ContactPage | null>(null);
  const [loading, setLoading] = useState(true);
  const [loadError, setLoadError] = useState<LoadFailure | null>(null);
  // Bumped by "Try again": the same page asked for again.
  const [round, setRound] = useState(0);
  const [openLead, setOpenLead] = useState<InboxLead | null>(null);
  // The status and note as edited in the open drawer, until saved or discarded.
  const [draft, setDraft] = useState<LeadDetailChange | null>(null);
  const [saving, setSaving] = useState(false);
  const [exporting, setExporting] = useState(false);

  const fail = useCallback(
    (error: unknown) => outcomeToast.error(failureMessage(error, 'Something went wrong.')),
    [],
  );

  useEffect(() => {
    let live = true;
    setLoading(true);
    setLoadError(null);
    const query = { ...toLeadFilter(filter), page, pageSize };
    // Grouped, the same filter and pager ask for one row per contact (sdk.contacts.list).
    const load = async (): Promise<number> => {
      if (grouped) {
        const answer = await sdk.contacts.list(query);
        if (live) setContacts(answer);
        return answer.total;
      }
      const answer = await sdk.leads.list(query);
      if (live) setResult(answer);
      return answer.total;
    };
    load()
      .then((total) => {
        if (!live) return;
        // Past the end (leads were deleted meanwhile): show the last page that has any.
        const lastPage = Math.max(1, Math.ceil(total / pageSize));
        if (page > lastPage) setPage(lastPage);
      })
      // The error state, never "No leads yet": the inbox is not known to be empty.
      .catch((error: unknown) => live && setLoadError(loadFailure(error, LOAD_FAILED)))
      .finally(() => live && setLoading(false));
    return () => {
      live = false;
    };
  }, [filter, grouped, page, pageSize, round]);

  // The values worth suggesting are the ones the dashboard counts most (last 90 days). Only a
  // convenience: if it fails, the fields still take any value.
  useEffect(() => {
    let live = true;
    const named = (b: LeadBreakdown) =>
      b.top.flatMap((share) => (share.value ? [share.value] : []));
    sdk.leads
      .dashboard({ days: 90 })
      .then((d) => {
        if (live) {
          setSuggestions({
            source: named(d.bySource),
            campaign: named(d.byCampaign),
            cta: named(d.byCta),
          });
        }
      })
      .catch(() => {});
    return () => {
      live = false;
    };
  }, []);

  /** A new object even for the same values, so Apply also works as "refresh". */
  const apply = (values: LeadFilterValues) => {
    setFilter({ ...values });
    setPage(1);
  };

  const save = async (change: LeadDetailChange) => {
    if (!openLead) return;
    setSaving(true);
    try {
      const saved = await sdk.leads.update({ leadId: openLead._id, ...change });
      // A lead whose new status the filter no longer shows (restored from spam under "Spam",
      // marked spam under "All but spam") leaves the page; any other is replaced in place.
      const shown = filter.status ? saved.status === filter.status : saved.status !== 'spam';
      setResult(
        (r) =>
          r && {
            ...r,
            items: shown
              ? r.items.map((x) => (x._id === saved._id ? saved : x))
              : r.items.filter((x) => x._id !== saved._id),
            total: shown ? r.total : Math.max(0, r.total - 1),
          },
      );
      setOpenLead(null);
      setDraft(null);
      outcomeToast.success(
        change.status === 'new' && openLead.status === 'spam' ? 'Lead restored.' : 'Lead updated.',
      );
    } catch (error) {
      fail(error);
    } finally {
      setSaving(false);
    }
  };

  const remove = async () => {
    if (!openLead) return;
    setSaving(true);
    try {
      const { _id } = await sdk.leads.delete({ leadId: openLead._id });
      const left = (result?.items ?? []).filter((x) => x._id !== _id);
      setResult((r) => r && { ...r, items: left, total: Math.max(0, r.total - 1) });
      setOpenLead(null);
      setDraft(null);
      outcomeToast.success('Lead moved to the trash.');
      // The page emptied: step back to a page that still has leads (that reloads it).
      if (left.length === 0 && page > 1) setPage(page - 1);
    } catch (error) {
      fail(error);
    } finally {
      setSaving(false);
    }
  };

  /** Exports what the form shows, and applies it too, so the table and the file agree. */
  const exportCsv = async (values: LeadFilterValues) => {
    if (!sameFilter(values, filter)) apply(values);
    setExporting(true);
    try {
      const answer = await sdk.leads.exportCsv(toLeadFilter(values));
      saveFile(answer.file, answer.filename.trim() || fallbackCsvName());
    } catch (error) {
      fail(error);
    } finally {
      setExporting(false);
    }
  };

  return {
    filter,
    suggestions,
    filtered: isLeadFilterActive(filter),
    page: (grouped ? contacts : result)?.page ?? page,
    pageSize,
    leads: result?.items ?? [],
    contacts: contacts?.items ?? [],
    total: (grouped ? contacts : result)?.total ?? 0,
    loading,
    loadError,
    retry: () => setRound((n) => n + 1),
    openLead,
    saving,
    exporting,
    apply,
    reset: () => apply(EMPTY_LEAD_FILTER),
    setPage,
    setPageSize: (size: number) => {
      setPageSize(size);
      setPage(1);
    },
    open: (lead: InboxLead) => {
      setOpenLead(lead);
      setDraft(null);
    },
    close: () => {
      setOpenLead(null);
      setDraft(null);
    },
    draft,
    setDraft,
    /** The open lead's status or note was changed and not saved. */
    dirty:
      openLead !== null &&
      draft !== null &&
      (draft.status !== openLead.status || draft.note !== openLead.note),
    save,
    remove,
    exportCsv,
  };
}
