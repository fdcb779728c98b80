export { ApiTokensPanel } from './ApiTokensPanel';
export type { ApiTokensPanelProps } from './ApiTokensPanel';
export type { ApiTokenFormErrors, ApiTokenFormValues } from './ApiTokenForm';
