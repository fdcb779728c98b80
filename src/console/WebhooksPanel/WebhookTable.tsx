import type { Webhook } from '@/sdk/schemas/webhooks';
import { VisuallyHidden } from '@/src/ui/VisuallyHidden';
import { formatDateTime } from '../format';
import { Toggle } from '../Toggle';
import { deliveryStateLabel } from './deliveryState';
import { TeamTable } from '../TeamTable';

export interface WebhookTableProps {
  /** The endpoints; null while loading. */
  webhooks: readonly Webhook[] | null;
  /** Ids of endpoints with a change on its way (their buttons wait). */
  pendingIds: readonly string[];
  /** The endpoint whose delivery log is open. */
  selectedId: string | null;
  onToggle: (webhook: Webhook, active: boolean) => void;
  onEdit: (webhook: Webhook) => void;
  onTest: (webhook: Webhook) => void;
  onDeliveries: (webhook: Webhook) => void;
  onDelete: (webhook: Webhook) => void;
}

function lastDelivery(webhook: Webhook): string {
  const last = webhook.lastDelivery;
  if (!last) return 'None yet';
  const code = last.responseStatus === null ? '' : `, HTTP ${last.responseStatus}`;
  return `${deliveryStateLabel(last.status)}${code}, ${formatDateTime(last.at)}`;
}

/** The endpoints: address, events, on/off, the newest delivery, and what can be done to each. */
export function WebhookTable({
  webhooks,
  pendingIds,
  selectedId,
  onToggle,
  onEdit,
  onTest,
  onDeliveries,
  onDelete,
}: WebhookTableProps) {
  return (
    <TeamTable
      className="webhook-table"
      label="Webhooks"
      caption="Webhooks"
      columns={['Receiver', 'Events', 'On', 'Last delivery', 'Actions']}
      message={
        webhooks === null
          ? 'Loading the webhooks…'
          : webhooks.length === 0
            ? 'No webhooks yet. Add one above to tell another system of new leads.'
            : null
      }
    >
      {webhooks?.map((webhook) => {
        const pending = pendingIds.includes(webhook._id);
        const name = webhook.description || webhook.url;
        return (
          <tr key={webhook._id} aria-current={selectedId === webhook._id ? 'true' : undefined}>
            <th scope="row" className="team-table__what">
              {webhook.url}
              {webhook.description ? (
                <span className="webhook-table__note">{webhook.description}</span>
              ) : null}
            </th>
            <td>{webhook.events.join(', ')}</td>
            <td>
              <Toggle
                label={`Deliveries to ${name}`}
                hideLabel
                checked={webhook.active}
                disabled={pending}
                onChange={(active) => onToggle(webhook, active)}
              />
            </td>
            <td>{lastDelivery(webhook)}</td>
            <td>
              <div className="webhook-table__actions">
                <button type="button" className="team-button" onClick={() => onDeliveries(webhook)}>
                  Deliveries<VisuallyHidden> to {name}</VisuallyHidden>
                </button>
                <button
                  type="button"
                  className="team-button"
                  disabled={pending}
                  onClick={() => onTest(webhook)}
                >
                  Send test<VisuallyHidden> to {name}</VisuallyHidden>
                </button>
                <button
                  type="button"
                  className="team-button"
                  disabled={pending}
                  onClick={() => onEdit(webhook)}
                >
                  Edit<VisuallyHidden> webhook to {name}</VisuallyHidden>
                </button>
                <button
                  type="button"
                  className="team-button team-button--danger"
                  disabled={pending}
                  onClick={() => onDelete(webhook)}
                >
                  Delete<VisuallyHidden> webhook to {name}</VisuallyHidden>
                </button>
              </div>
            </td>
          </tr>
        );
      })}
    </TeamTable>
  );
}
