import { sdk } from '@/sdk';
import { MY_FOLLOW_UPS_DUE, toLeadFilter } from './leadFilterQuery';
import { useLoaded } from './useLoaded';

/** How many contacts the card lists; See all opens the rest in the inbox. */
const SHOWN = 5;
const LOAD_FAILED = 'Your follow-ups could not be loaded.';

/**
 * The dashboard's "My follow-ups due" (issue 47): the first contacts the signed-in user owns
 * whose follow-up is today or overdue (the server sends them soonest first) and how many in all,
 * from the grouped inbox's own call, so the count is the inbox's. Loaded on its own (useLoaded),
 * beside the dashboard's other data: its failure is its own error state, never the whole
 * dashboard's. `enabled` is false for a role without the leads area, which the server would
 * refuse: nothing is asked then.
 */
export function useFollowUpsDue(enabled: boolean) {
  const { data, error, reload } = useLoaded(
    () =>
      enabled
        ? sdk.contacts.list({ ...toLeadFilter(MY_FOLLOW_UPS_DUE), page: 1, pageSize: SHOWN })
        : Promise.resolve(null),
    LOAD_FAILED,
  );
  return {
    contacts: data?.items ?? [],
    total: data?.total ?? 0,
    loading: !data && !error,
    error,
    retry: reload,
  };
}
