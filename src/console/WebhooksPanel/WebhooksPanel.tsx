import { useState } from 'react';
import type { Webhook, WebhookCreated } from '@/sdk/schemas/webhooks';
import { ConfirmDialog } from '../ConfirmDialog';
import { LoadError } from '../LoadError';
import { ShownOnce } from '../ShownOnce';
import { WebhookDeliveries } from './WebhookDeliveries';
import type { WebhookDeliveriesProps } from './WebhookDeliveries';
import { WebhookForm } from './WebhookForm';
import type { WebhookFormProps } from './WebhookForm';
import { WebhookTable } from './WebhookTable';
import type { WebhookTableProps } from './WebhookTable';
import '../teamScreens.css';
import './WebhooksPanel.css';

type LogProps = Omit<WebhookDeliveriesProps, 'webhook' | 'onClose' | 'pendingIds'>;

export interface WebhooksPanelProps
  extends
    Omit<WebhookTableProps, 'onEdit' | 'onDelete' | 'onDeliveries'>,
    Pick<WebhookFormProps, 'editing' | 'onSave' | 'busy' | 'errors' | 'onDirtyChange'> {
  /** Why the list could not be loaded, with the request id. */
  loadError?: { message: string; requestId: string | null } | null;
  onRetry?: () => void;
  /** Changes with each save that went through: the form starts afresh. */
  formKey?: number;
  onEdit: (webhook: Webhook | null) => void;
  /** The endpoint just added, with its signing secret: shown this once. */
  created?: WebhookCreated | null;
  /** The person has stored the secret: it is hidden for good. */
  onCreatedDone?: () => void;
  /** Puts the secret on the clipboard; the default asks the browser. */
  onCopy?: (text: string) => Promise<void>;
  /** Deletes, after the person confirmed. */
  onDelete: (webhook: Webhook) => void;
  /** Opens (or, with null, closes) an endpoint's delivery log. */
  onDeliveries: (webhook: Webhook | null) => void;
  /** The open log's deliveries and calls. */
  log?: LogProps;
  /** Ids of deliveries being sent again. */
  resendingIds?: readonly string[];
}

/** The Webhooks screen: add and edit endpoints, their secret once, the list, a delivery log. */
export function WebhooksPanel({
  webhooks,
  loadError = null,
  onRetry = () => {},
  editing = null,
  formKey = 0,
  onSave,
  busy,
  errors,
  onDirtyChange,
  onEdit,
  created = null,
  onCreatedDone = () => {},
  onCopy,
  onDelete,
  onDeliveries,
  log,
  resendingIds = [],
  selectedId,
  ...table
}: WebhooksPanelProps) {
  const [toDelete, setToDelete] = useState<Webhook | null>(null);
  const selected = webhooks?.find((w) => w._id === selectedId) ?? null;
  return (
    <div className="webhooks">
      <section className="team-panel" aria-label="Webhook form">
        <p className="webhooks__intro">
          A webhook tells another system (a CRM, a chat channel) at once when a lead comes in or
          changes, or content is published. Each delivery is signed with the endpoint&rsquo;s secret
          and retried with growing waits for about a day when the receiver fails.
        </p>
        {created ? (
          <ShownOnce
            label={`Signing secret of ${created.url}`}
            value={created.secret}
            copyLabel="Copy secret"
            useNote="Give it to the receiving system: it verifies each delivery's webhook-signature with it."
            onCopy={onCopy}
            onDone={onCreatedDone}
          />
        ) : null}
        <WebhookForm
          key={`${editing?._id ?? 'new'}-${formKey}`}
          editing={editing}
          onSave={onSave}
          onCancel={() => onEdit(null)}
          busy={busy}
          errors={errors}
          onDirtyChange={onDirtyChange}
        />
      </section>
      {loadError ? (
        <LoadError message={loadError.message} requestId={loadError.requestId} onRetry={onRetry} />
      ) : (
        <WebhookTable
          {...table}
          webhooks={webhooks}
          selectedId={selectedId}
          onEdit={onEdit}
          onDelete={setToDelete}
          onDeliveries={onDeliveries}
        />
      )}
      {selected && log ? (
        <WebhookDeliveries
          {...log}
          webhook={selected}
          pendingIds={resendingIds}
          onClose={() => onDeliveries(null)}
        />
      ) : null}
      <ConfirmDialog
        open={toDelete !== null}
        title="Delete this webhook?"
        confirmLabel="Delete webhook"
        destructive
        onCancel={() => setToDelete(null)}
        onConfirm={() => {
          if (toDelete) onDelete(toDelete);
          setToDelete(null);
        }}
      >
        {toDelete?.url} hears of nothing from now on, and its delivery log is deleted with it. To
        pause deliveries and keep the log, switch it off instead.
      </ConfirmDialog>
    </div>
  );
}
