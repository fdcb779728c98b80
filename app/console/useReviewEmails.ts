import { useState } from 'react';
import { sdk } from '@/sdk';
import { failureMessage } from '@/app/console/apiFailure';
import { outcomeToast } from '@/app/console/outcomeToast';

/**
 * My account's "E-mail me about reviews" (issue 47): the switch shows the change on its way and
 * waits; the outcome is a toast (the console's one outcome toast), and a refusal also stays
 * beside the switch, which goes back to the setting that holds.
 */
export function useReviewEmails(initial: boolean, reloadUser: () => void) {
  const [saved, setSaved] = useState(initial);
  const [pending, setPending] = useState<boolean | null>(null);
  const [error, setError] = useState<string | null>(null);
  const change = (next: boolean) => {
    setPending(next);
    setError(null);
    sdk.account
      .setReviewEmails(next)
      .then(({ reviewEmails }) => {
        setSaved(reviewEmails);
        outcomeToast.success(reviewEmails ? 'Review e-mails are on.' : 'Review e-mails are off.');
        // The shell's user carries the setting too (a return to My account reads it).
        reloadUser();
      })
      .catch((e: unknown) => {
        const message = failureMessage(e, 'The setting could not be saved. Please try again.');
        setError(message);
        outcomeToast.error(message);
      })
      .finally(() => setPending(null));
  };
  return { on: pending ?? saved, saving: pending !== null, error, change };
}
