import { useEffect, useId, useState } from 'react';
import type { FormEvent } from 'react';
import { WebhookEventType } from '@/sdk/schemas/webhooks';
import type { Webhook } from '@/sdk/schemas/webhooks';
import { TextField } from '../TextField';
import { Toggle } from '../Toggle';

/** What the form sends: the endpoint's address, note, events and on/off flag. */
export interface WebhookFormValues {
  url: string;
  description: string;
  events: WebhookEventType[];
  active: boolean;
}

/** Refusals beside their fields (the server's 400 issues), or above the form. */
export type WebhookFormErrors = Partial<
  Record<'url' | 'description' | 'events' | 'general', string>
>;

export interface WebhookFormProps {
  /** The endpoint being edited; null adds a new one. */
  editing?: Webhook | null;
  /** Adds or saves with the values entered. */
  onSave: (values: WebhookFormValues) => void;
  /** Leaves the edit (back to adding). */
  onCancel?: () => void;
  /** The save is on its way. */
  busy?: boolean;
  errors?: WebhookFormErrors;
  /** Told whether the form holds changes not yet saved (the screen asks before leaving). */
  onDirtyChange?: (dirty: boolean) => void;
}

/** What each event means to whoever receives it. */
export const webhookEventLabels: Record<WebhookEventType, string> = {
  'lead.created': 'A lead comes in (lead.created)',
  'lead.updated': 'A lead changes: status, owner, note (lead.updated)',
  'content.published': 'Content is published (content.published)',
};

const valuesOf = (webhook: Webhook | null): WebhookFormValues =>
  webhook
    ? {
        url: webhook.url,
        description: webhook.description,
        events: [...webhook.events],
        active: webhook.active,
      }
    : { url: '', description: '', events: ['lead.created'], active: true };

const same = (a: WebhookFormValues, b: WebhookFormValues) =>
  a.url === b.url &&
  a.description === b.description &&
  a.active === b.active &&
  a.events.join() === b.events.join();

/** Adds a webhook endpoint or edits one: the receiver's address, a note, the events it hears. */
export function WebhookForm({
  editing = null,
  onSave,
  onCancel,
  busy = false,
  errors = {},
  onDirtyChange,
}: WebhookFormProps) {
  const eventsId = useId();
  const eventsErrorId = useId();
  const [values, setValues] = useState(() => valuesOf(editing));
  const dirty = !same(values, valuesOf(editing));
  useEffect(() => onDirtyChange?.(dirty), [dirty, onDirtyChange]);
  const set = (change: Partial<WebhookFormValues>) => setValues((v) => ({ ...v, ...change }));
  const toggleEvent = (event: WebhookEventType, on: boolean) =>
    set({
      // In the enum's order, as the server stores them.
      events: WebhookEventType.options.filter((e) =>
        e === event ? on : values.events.includes(e),
      ),
    });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSave({ ...values, url: values.url.trim(), description: values.description.trim() });
  };
  const title = editing ? `Edit the webhook to ${editing.url}` : 'Add a webhook';
  return (
    <form className="webhook-form" aria-label={title} onSubmit={submit} noValidate>
      <h2>{title}</h2>
      {errors.general ? (
        <p role="alert" className="team-notice team-notice--error">
          {errors.general}
        </p>
      ) : null}
      <TextField
        label="Receiver address"
        name="url"
        value={values.url}
        onChange={(url) => set({ url })}
        required
        disabled={busy}
        error={errors.url}
        hint="The full https:// address of the other system's webhook receiver."
      />
      <TextField
        label="Description"
        name="description"
        value={values.description}
        onChange={(description) => set({ description })}
        disabled={busy}
        error={errors.description}
        hint="Optional: what receives it, e.g. CRM import."
      />
      <fieldset
        className="webhook-form__events"
        aria-describedby={errors.events ? eventsErrorId : undefined}
      >
        <legend id={eventsId}>Events *</legend>
        {WebhookEventType.options.map((event) => (
          <label key={event} className="webhook-form__event">
            <input
              type="checkbox"
              name="events"
              value={event}
              checked={values.events.includes(event)}
              disabled={busy}
              aria-invalid={errors.events ? true : undefined}
              onChange={(e) => toggleEvent(event, e.currentTarget.checked)}
            />
            {webhookEventLabels[event]}
          </label>
        ))}
        {errors.events ? (
          <p id={eventsErrorId} className="webhook-form__error">
            {errors.events}
          </p>
        ) : null}
      </fieldset>
      <Toggle
        label="Send deliveries (on)"
        checked={values.active}
        disabled={busy}
        onChange={(active) => set({ active })}
      />
      <div className="team-row">
        <button type="submit" className="team-button team-button--primary" disabled={busy}>
          {busy ? 'Saving…' : editing ? 'Save webhook' : 'Add webhook'}
        </button>
        {editing ? (
          <button type="button" className="team-button" disabled={busy} onClick={onCancel}>
            Cancel
          </button>
        ) : null}
      </div>
    </form>
  );
}
