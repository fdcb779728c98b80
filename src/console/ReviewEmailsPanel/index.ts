export { ReviewEmailsPanel, SWITCH_LABEL, blockedReason } from './ReviewEmailsPanel';
export type { ReviewEmailsPanelProps } from './ReviewEmailsPanel';
