import { useCallback, useEffect, useState } from 'react';
import { sdk } from '@/sdk';
import type { ContactPage } from '@/sdk/schemas/contact';
import { loadFailure } from './apiFailure';
import type { LoadFailure } from './apiFailure';
import { MY_FOLLOW_UPS_DUE, toLeadFilter } from './leadFilterQuery';

/** How many contacts the card lists; See all opens the rest in the inbox. */
const SHOWN = 5;
const LOAD_FAILED = 'Your follow-ups could not be loaded.';

/**
 * The dashboard's "My follow-ups due" (issue 47): the first contacts the signed-in user owns
 * whose follow-up is today or overdue (the server sends them soonest first) and how many in all,
 * from the grouped inbox's own call, so the count is the inbox's. Loaded on its own, beside the
 * dashboard's other data: its failure is its own error state, never the whole dashboard's.
 * `enabled` is false for a role without the leads area, which the server would refuse.
 */
export function useFollowUpsDue(enabled: boolean) {
  const [answer, setAnswer] = useState<ContactPage | null>(null);
  const [error, setError] = useState<LoadFailure | null>(null);
  // Bumped by "Try again".
  const [round, setRound] = useState(0);
  useEffect(() => {
    if (!enabled) return;
    let live = true;
    setAnswer(null);
    setError(null);
    sdk.contacts
      .list({ ...toLeadFilter(MY_FOLLOW_UPS_DUE), page: 1, pageSize: SHOWN })
      .then((page) => live && setAnswer(page))
      .catch((e: unknown) => live && setError(loadFailure(e, LOAD_FAILED)));
    return () => {
      live = false;
    };
  }, [enabled, round]);
  return {
    contacts: answer?.items ?? [],
    total: answer?.total ?? 0,
    loading: !answer && !error,
    error,
    retry: useCallback(() => setRound((n) => n + 1), []),
  };
}
