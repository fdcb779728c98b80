import { useState } from 'react';
import { sdk } from '@/sdk';
import type { Webhook } from '@/sdk/schemas/webhooks';
import { WebhookMessages } from '@/sdk/schemas/webhooks';
import { WebhooksPanel, deliveryState } from '@/src/console/WebhooksPanel';

import { failureMessage } from '@/app/console/apiFailure';
import { outcomeToast } from '@/app/console/outcomeToast';
import { useLoaded } from '@/app/console/useLoaded';
import { usePendingAction } from '@/app/console/usePendingAction';
import { useUnsavedChanges } from '@/app/console/useUnsavedChanges';
import { useWebhookForm } from '@/app/console/useWebhookForm';
import { useWebhookLog } from '@/app/console/useWebhookLog';

/** /webhooks (issue 38): admins register receivers of lead and content events and watch them. */
export function Component() {
  const webhooks = useLoaded(
    () => sdk.webhooks.list(),
    'The webhooks could not be loaded. Please try again.',
  );
  const form = useWebhookForm(webhooks.reload);
  const unsaved = useUnsavedChanges(form.dirty);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const log = useWebhookLog(selectedId, webhooks.reload);
  const action = usePendingAction(() => {
    webhooks.reload();
    log.refresh();
  });
  const [testing, setTesting] = useState<string[]>([]);
  const test = async (webhook: Webhook) => {
    setTesting((ids) => [...ids, webhook._id]);
    try {
      // One attempt, sent in the request: say how it went, with the receiver's answer.
      const sent = await sdk.webhooks.test(webhook._id);
      const how = `${deliveryState(sent)}${sent.responseStatus ? ` (HTTP ${sent.responseStatus})` : ''}`;
      if (sent.status === 'succeeded') outcomeToast.success(`${WebhookMessages.tested} ${how}.`);
      else outcomeToast.error(`Test delivery: ${how}${sent.error ? `: ${sent.error}` : ''}.`);
      webhooks.reload();
      log.refresh();
    } catch (error) {
      outcomeToast.error(failureMessage(error, 'The test could not be sent. Please try again.'));
    } finally {
      setTesting((ids) => ids.filter((id) => id !== webhook._id));
    }
  };
  return (
    <>
      <WebhooksPanel
        webhooks={webhooks.data}
        loadError={webhooks.error}
        onRetry={webhooks.reload}
        editing={form.editing}
        formKey={form.formKey}
        busy={form.busy}
        errors={form.errors}
        onSave={form.onSave}
        onDirtyChange={form.onDirtyChange}
        onEdit={form.edit}
        created={form.created}
        onCreatedDone={form.onCreatedDone}
        pendingIds={[...action.pendingIds, ...testing]}
        selectedId={selectedId}
        onToggle={(webhook, active) =>
          void action.run(
            webhook._id,
            () => sdk.webhooks.update({ webhookId: webhook._id, active }),
            active ? 'Webhook switched on.' : 'Webhook switched off: nothing more is sent to it.',
          )
        }
        onTest={(webhook) => void test(webhook)}
        onDeliveries={(webhook) => setSelectedId(webhook?._id ?? null)}
        onDelete={(webhook) => {
          if (webhook._id === selectedId) setSelectedId(null);
          void action.run(
            webhook._id,
            () => sdk.webhooks.delete(webhook._id),
            WebhookMessages.deleted,
          );
        }}
        log={log.props}
        resendingIds={log.resendingIds}
      />
      {unsaved.prompt}
    </>
  );
}
