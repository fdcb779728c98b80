import { useId } from 'react';
import { TeamTable } from '../TeamTable';
import type { DeliveryPage, Webhook, WebhookDelivery } from '@/sdk/schemas/webhooks';
import { VisuallyHidden } from '@/src/ui/VisuallyHidden';
import { formatDateTime } from '../format';
import { LoadError } from '../LoadError';
import { deliveryState, deliveryTime } from './deliveryState';

export interface WebhookDeliveriesProps {
  /** The endpoint whose log this is. */
  webhook: Webhook;
  /** Its newest deliveries; null while loading. */
  deliveries: DeliveryPage | null;
  /** Why the log could not be loaded, with the request id. */
  loadError?: { message: string; requestId: string | null } | null;
  /** Reads the log again (retries move on their own). */
  onRefresh: () => void;
  /** "Send again": queues a new delivery of the same event. */
  onResend: (delivery: WebhookDelivery) => void;
  /** Ids of deliveries being sent again. */
  pendingIds: readonly string[];
  onClose: () => void;
}

const nextTry = (delivery: WebhookDelivery) =>
  delivery.nextAttemptAt ? deliveryTime(delivery.nextAttemptAt) : '—';

/** One endpoint's delivery log, newest first: how each went, and "Send again". */
export function WebhookDeliveries({
  webhook,
  deliveries,
  loadError = null,
  onRefresh,
  onResend,
  pendingIds,
  onClose,
}: WebhookDeliveriesProps) {
  const headingId = useId();
  const caption = `Deliveries to ${webhook.url}`;
  return (
    <section className="team-panel webhook-deliveries" aria-labelledby={headingId}>
      <div className="team-row webhook-deliveries__head">
        <h2 id={headingId}>Delivery log</h2>
        <button type="button" className="team-button" onClick={onRefresh}>
          Refresh
        </button>
        <button type="button" className="team-button" onClick={onClose}>
          Close the log
        </button>
      </div>
      {loadError ? (
        <LoadError
          message={loadError.message}
          requestId={loadError.requestId}
          onRetry={onRefresh}
        />
      ) : (
        <TeamTable
          label={caption}
          caption={
            <>
              {caption}
              {deliveries ? ` (${deliveries.total})` : ''}
            </>
          }
          columns={[
            'Event',
            'State',
            'HTTP',
            'Latency',
            'Attempts',
            'Last attempt',
            'Next retry',
            'Action',
          ]}
          message={
            deliveries === null
              ? 'Loading the deliveries…'
              : deliveries.items.length === 0
                ? 'No deliveries yet. Send a test to see one here.'
                : null
          }
        >
          {deliveries?.items.map((delivery) => (
            <tr key={delivery._id}>
              <th scope="row">
                {delivery.eventType}
                {delivery.resentFrom ? (
                  <span className="webhook-table__note">sent again</span>
                ) : null}
              </th>
              <td>
                {deliveryState(delivery)}
                {delivery.error ? (
                  <span className="webhook-table__note">{delivery.error}</span>
                ) : null}
              </td>
              <td>{delivery.responseStatus ?? '—'}</td>
              <td>{delivery.latencyMs === null ? '—' : `${delivery.latencyMs} ms`}</td>
              <td>
                {delivery.attempts} of {delivery.maxAttempts}
              </td>
              <td className="team-table__time">
                {delivery.lastAttemptAt ? deliveryTime(delivery.lastAttemptAt) : '—'}
              </td>
              <td className="team-table__time">{nextTry(delivery)}</td>
              <td>
                {delivery.status === 'pending' ? null : (
                  <button
                    type="button"
                    className="team-button"
                    disabled={pendingIds.includes(delivery._id) || !webhook.active}
                    onClick={() => onResend(delivery)}
                  >
                    Send again
                    <VisuallyHidden>
                      {' '}
                      {delivery.eventType} of {formatDateTime(delivery.createdAt)}
                    </VisuallyHidden>
                  </button>
                )}
              </td>
            </tr>
          ))}
        </TeamTable>
      )}
    </section>
  );
}
