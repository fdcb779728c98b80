import { useCallback, useEffect, useState } from 'react';
import { sdk } from '@/sdk';
import type { LeadTrashPage, TrashedLead } from '@/sdk/schemas/leadTrash';
import { failureMessage, loadFailure } from './apiFailure';
import type { LoadFailure } from './apiFailure';
import { outcomeToast } from './outcomeToast';

const PAGE_SIZE = 10;
const LOAD_FAILED = 'The trash could not be loaded. Please try again.';

/** The leads inbox's Trash view (issue 43): one server page, restore, and an admin's purge. */
export function useLeadTrash() {
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(PAGE_SIZE);
  const [result, setResult] = useState<LeadTrashPage | null>(null);
  const [loading, setLoading] = useState(true);
  const [loadError, setLoadError] = useState<LoadFailure | null>(null);
  // Bumped by "Try again" and after each change: the page asked for again.
  const [round, setRound] = useState(0);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let live = true;
    setLoading(true);
    setLoadError(null);
    sdk.leads.trash
      .list({ page, pageSize })
      .then((answer) => {
        if (!live) return;
        setResult(answer);
        const lastPage = Math.max(1, Math.ceil(answer.total / pageSize));
        if (page > lastPage) setPage(lastPage);
      })
      .catch((error: unknown) => live && setLoadError(loadFailure(error, LOAD_FAILED)))
      .finally(() => live && setLoading(false));
    return () => {
      live = false;
    };
  }, [page, pageSize, round]);

  /** Runs one change, says how it went, and reads the page again. */
  const change = useCallback(async (work: () => Promise<unknown>, done: string) => {
    setBusy(true);
    try {
      await work();
      outcomeToast.success(done);
      setRound((n) => n + 1);
    } catch (error) {
      outcomeToast.error(failureMessage(error, 'Something went wrong.'));
    } finally {
      setBusy(false);
    }
  }, []);

  return {
    leads: result?.items ?? [],
    page: result?.page ?? page,
    pageSize,
    total: result?.total ?? 0,
    loading,
    loadError,
    busy,
    retry: () => setRound((n) => n + 1),
    setPage,
    setPageSize: (size: number) => {
      setPageSize(size);
      setPage(1);
    },
    restore: (lead: TrashedLead) =>
      void change(() => sdk.leads.trash.restore({ leadId: lead._id }), 'Lead restored.'),
    purge: (lead: TrashedLead) =>
      void change(() => sdk.leads.trash.purge({ leadId: lead._id }), 'Lead deleted for good.'),
    empty: () => void change(() => sdk.leads.trash.empty(), 'Trash emptied.'),
  };
}
