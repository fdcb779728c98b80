import { useState } from 'react';
import { sdk } from '@/sdk';
import type { Webhook, WebhookCreated } from '@/sdk/schemas/webhooks';
import { WebhookMessages } from '@/sdk/schemas/webhooks';
import type { WebhookFormErrors, WebhookFormValues } from '@/src/console/WebhooksPanel';
import { fieldErrors } from './fieldErrors';
import { outcomeToast } from './outcomeToast';

const FIELDS = ['url', 'description', 'events'] as const;

/** Adding and editing a webhook: the call, its refusals beside the fields, the secret once. */
export function useWebhookForm(onSaved: () => void) {
  const [editing, setEditing] = useState<Webhook | null>(null);
  const [formKey, setFormKey] = useState(0);
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<WebhookFormErrors>({});
  const [created, setCreated] = useState<WebhookCreated | null>(null);
  const [dirty, setDirty] = useState(false);
  const edit = (webhook: Webhook | null) => {
    setEditing(webhook);
    setErrors({});
  };
  const save = async (values: WebhookFormValues) => {
    setBusy(true);
    setErrors({});
    try {
      if (editing) {
        await sdk.webhooks.update({ webhookId: editing._id, ...values });
        outcomeToast.success(WebhookMessages.updated);
      } else {
        setCreated(await sdk.webhooks.create(values));
      }
      setEditing(null);
      setDirty(false);
      setFormKey((k) => k + 1);
      onSaved();
    } catch (error) {
      setErrors(fieldErrors(error, FIELDS, 'The webhook could not be saved. Please try again.'));
    } finally {
      setBusy(false);
    }
  };
  return {
    editing,
    formKey,
    busy,
    errors,
    created,
    dirty,
    edit,
    onSave: (values: WebhookFormValues) => void save(values),
    onDirtyChange: setDirty,
    onCreatedDone: () => setCreated(null),
  };
}
