import { formatDateTime } from '../format';
import type { DeliveryStatus, WebhookDelivery } from '@/sdk/schemas/webhooks';

/** A delivery's state in words: 'pending' means waiting for its first try or for a retry. */
export function deliveryStateLabel(status: DeliveryStatus, attempts = 0): string {
  if (status === 'succeeded') return 'Delivered';
  if (status === 'failed') return 'Failed';
  return attempts > 0 ? 'Retrying' : 'Waiting';
}

export const deliveryState = (delivery: WebhookDelivery) =>
  deliveryStateLabel(delivery.status, delivery.attempts);

/**
 * A delivery's times to the second, in India time ("27 Nov 2026, 9:00:05 am IST"): the first
 * retries come seconds apart, which the console's minute format would show as one instant.
 */
export const deliveryTime = (iso: string): string => formatDateTime(iso, { seconds: true });
