export { WebhooksPanel } from './WebhooksPanel';
export type { WebhooksPanelProps } from './WebhooksPanel';
export type { WebhookFormErrors, WebhookFormValues } from './WebhookForm';
export { deliveryState } from './deliveryState';
