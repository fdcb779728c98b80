export { RedirectsPanel } from './RedirectsPanel';
export type { RedirectsPanelProps } from './RedirectsPanel';
export type { RedirectFormErrors } from './RedirectForm';
