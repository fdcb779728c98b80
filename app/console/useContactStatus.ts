import { useState } from 'react';
import { sdk } from '@/sdk';
import type { LeadStatus } from '@/sdk/schemas/lead';
import { failureMessage } from './apiFailure';
import { outcomeToast } from './outcomeToast';

/**
 * The contact page's status change (issue 47 item 1): the latest enquiry's status through
 * leads/update, the same route and checks as the inbox's drawer. Its answer is the lead, not the
 * contact, so the page reloads the contact (`reload`) to show the timeline's new line.
 */
export function useContactStatus(reload: () => void) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  return {
    busy,
    error,
    save: async (leadId: string, status: LeadStatus) => {
      setBusy(true);
      setError(null);
      try {
        await sdk.leads.update({ leadId, status });
        outcomeToast.success('Status saved.');
        reload();
      } catch (failure) {
        setError(failureMessage(failure, 'The status could not be saved. Please try again.'));
      } finally {
        setBusy(false);
      }
    },
  };
}
