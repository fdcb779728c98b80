import { useCallback, useEffect, useRef, useState } from 'react';
import { sdk } from '@/sdk';
import type { DeliveryPage, WebhookDelivery } from '@/sdk/schemas/webhooks';
import { WebhookMessages } from '@/sdk/schemas/webhooks';
import { loadFailure } from './apiFailure';
import type { LoadFailure } from './apiFailure';
import { usePendingAction } from './usePendingAction';

/** While a delivery waits for a retry, the open log reads itself again this often. */
const FOLLOW_MS = 3_000;

/**
 * The delivery log of the endpoint `webhookId` (null: none open): loaded on open and on refresh,
 * followed while a delivery is pending, and "Send again".
 */
export function useWebhookLog(webhookId: string | null, onChange: () => void) {
  const [log, setLog] = useState<DeliveryPage | null>(null);
  const [error, setError] = useState<LoadFailure | null>(null);
  const [round, setRound] = useState(0);
  const refresh = useCallback(() => setRound((n) => n + 1), []);
  useEffect(() => {
    if (!webhookId) return;
    let live = true;
    setError(null);
    sdk.webhooks
      .deliveries({ webhookId })
      .then((page) => live && setLog(page))
      .catch(
        (e: unknown) => live && setError(loadFailure(e, 'The delivery log could not be loaded.')),
      );
    return () => {
      live = false;
    };
  }, [webhookId, round]);
  // The list of another endpoint is not this one's: cleared when the log switches.
  useEffect(() => setLog(null), [webhookId]);
  const pending = log?.items.some((d) => d.status === 'pending') ?? false;
  useEffect(() => {
    if (!pending) return;
    const timer = setTimeout(refresh, FOLLOW_MS);
    return () => clearTimeout(timer);
  }, [pending, log, refresh]);
  // Once the waiting deliveries are settled, the list's "last delivery" is read again too.
  const wasPending = useRef(false);
  useEffect(() => {
    if (wasPending.current && !pending) onChange();
    wasPending.current = pending;
    // Only the change of `pending` matters; onChange is the screen's reload.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pending]);
  const resend = usePendingAction(() => {
    refresh();
    onChange();
  });
  const onResend = (delivery: WebhookDelivery) =>
    void resend.run(delivery._id, () => sdk.webhooks.resend(delivery._id), WebhookMessages.resent);
  return {
    props: { deliveries: log, loadError: error, onRefresh: refresh, onResend },
    resendingIds: resend.pendingIds,
    refresh,
  };
}
